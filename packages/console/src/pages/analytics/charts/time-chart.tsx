import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  readonly label: string;
  readonly values: readonly number[];
  /** A CSS colour; the console's palette variables are read from the page. */
  readonly color: string;
}

export interface TimeChartProps {
  /** Bucket starts, ISO. */
  readonly times: readonly string[];
  readonly series: readonly ChartSeries[];
  readonly bucket: 'hour' | 'day';
  readonly height?: number;
}

const cssColor = (value: string) =>
  value.startsWith('--') ? getComputedStyle(document.documentElement).getPropertyValue(value).trim() || '#888' : value;

/**
 * Lines over time drawn by uPlot (canvas, 50 KB, in this lazily loaded chunk only), as wide as its
 * container and redrawn when that changes. The numbers themselves are in the table beside it.
 */
export function TimeChart({ times, series, bucket, height = 220 }: TimeChartProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const muted = cssColor('--color-muted');
    const grid = cssColor('--color-border');
    const axis = { stroke: muted, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const chart = new uPlot(
      {
        width: element.clientWidth || 600,
        height,
        legend: { show: true },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true }, y: { range: (_self, _min, max) => [0, Math.max(1, max)] } },
        axes: [{ ...axis, values: bucket === 'hour' ? '{HH}:{mm}' : '{MMM} {D}' }, { ...axis }],
        series: [
          {},
          ...series.map((entry) => ({
            label: entry.label,
            stroke: cssColor(entry.color),
            width: 2,
            points: { show: times.length <= 31 },
          })),
        ],
      },
      [times.map((time) => Date.parse(time) / 1000), ...series.map((entry) => [...entry.values])],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [times, series, bucket, height]);

  return <div className="time-chart" ref={container} />;
}
