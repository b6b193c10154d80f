import type { Analytics } from '@erp-agent/core';
import { useMemo } from 'react';
import { type ChartSeries, TimeChart } from './time-chart.tsx';

/** The activity chart (tasks completed and failed) and the trend chart (conversations, sessions) of a period. */
export function ActivityChart({ analytics }: { analytics: Analytics }) {
  const times = useMemo(() => analytics.series.map((bucket) => bucket.at), [analytics]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: 'Completed', values: analytics.series.map((bucket) => bucket.completed), color: '--color-success' },
      { label: 'Failed', values: analytics.series.map((bucket) => bucket.failed), color: '--color-danger' },
    ],
    [analytics],
  );
  return <TimeChart times={times} series={series} bucket={analytics.bucket} />;
}

export function TrendChart({ analytics }: { analytics: Analytics }) {
  const times = useMemo(() => analytics.series.map((bucket) => bucket.at), [analytics]);
  const series = useMemo<ChartSeries[]>(
    () => [
      {
        label: 'Conversations',
        values: analytics.series.map((bucket) => bucket.conversations),
        color: '--color-accent',
      },
      { label: 'Sessions', values: analytics.series.map((bucket) => bucket.sessions), color: '--color-warning' },
    ],
    [analytics],
  );
  return <TimeChart times={times} series={series} bucket={analytics.bucket} />;
}
