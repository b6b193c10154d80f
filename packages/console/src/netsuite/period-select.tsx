import {
  DEFAULT_NETSUITE_PERIOD,
  NETSUITE_PERIOD_LABELS,
  NETSUITE_PERIODS,
  type NetsuitePeriod,
} from '@erp-agent/core';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';

const isPeriod = (value: string | null): value is NetsuitePeriod =>
  (NETSUITE_PERIODS as readonly (string | null)[]).includes(value);

/** The period the NetSuite pages read, kept in the URL (`?period=7d`); the default leaves it out. */
export function usePeriodParam(): [NetsuitePeriod, (period: NetsuitePeriod) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('period');
  const choose = (next: NetsuitePeriod) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === DEFAULT_NETSUITE_PERIOD) updated.delete('period');
      else updated.set('period', next);
      return updated;
    });
  return [isPeriod(requested) ? requested : DEFAULT_NETSUITE_PERIOD, choose];
}

/** 001's period selector: Last Hour, Last 24 Hours, Last 7 Days, Last 30 Days. */
export function PeriodSelect({
  period,
  onChange,
}: {
  readonly period: NetsuitePeriod;
  readonly onChange: (period: NetsuitePeriod) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        PERIOD
      </label>
      <select
        className="input"
        id={id}
        value={period}
        onChange={(event) => {
          const chosen = event.target.value;
          if (isPeriod(chosen)) onChange(chosen);
        }}
      >
        {NETSUITE_PERIODS.map((option) => (
          <option key={option} value={option}>
            {NETSUITE_PERIOD_LABELS[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
