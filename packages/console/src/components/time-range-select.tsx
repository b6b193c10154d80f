import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The ERP dashboards' time ranges (001 section 9: Dynamics and SAP), labelled as the seed labels them. */
export const TIME_RANGES = ['1h', '24h', '7d', '30d'] as const;
export type TimeRange = (typeof TIME_RANGES)[number];

const LABELS: Readonly<Record<TimeRange, string>> = {
  '1h': 'Last Hour',
  '24h': 'Last 24 Hours',
  '7d': 'Last 7 Days',
  '30d': 'Last 30 Days',
};
const DEFAULT: TimeRange = '24h';

function isTimeRange(value: string | null): value is TimeRange {
  return (TIME_RANGES as readonly (string | null)[]).includes(value);
}

/** The time range in the address (`period`), so a reload or a shared link keeps it; 24 hours by default. */
export function useTimeRange(): [TimeRange, (range: TimeRange) => void] {
  const [params, setParams] = useSearchParams();
  const chosen = params.get('period');
  const set = (range: TimeRange) =>
    setParams((current) => {
      if (range === DEFAULT) current.delete('period');
      else current.set('period', range);
      return current;
    });
  return [isTimeRange(chosen) ? chosen : DEFAULT, set];
}

/** TIME.RANGE: the dashboard's period menu. */
export function TimeRangeSelect() {
  const [range, setRange] = useTimeRange();
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        TIME.RANGE
      </label>
      <select
        className="input"
        id={id}
        value={range}
        onChange={(event) => {
          if (isTimeRange(event.target.value)) setRange(event.target.value);
        }}
      >
        {TIME_RANGES.map((value) => (
          <option key={value} value={value}>
            {LABELS[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
