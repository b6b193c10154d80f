import type { PeriodFigure, TaskStats } from '@erp-agent/core';
import { Card } from '../../components/card.tsx';
import { changeFrom, differenceFrom, formatPercent } from '../../format/figures.ts';

function StatCard({ title, figure, lines }: { title: string; figure: PeriodFigure | undefined; lines: string[] }) {
  return (
    <Card title={title}>
      <p className="stat-value">{figure?.current ?? '–'}</p>
      {lines.map((line) => (
        <p className="muted" key={line}>
          {line}
        </p>
      ))}
    </Card>
  );
}

/** While the figures load: the same four cards, as tall, with nothing in them yet. */
export function StatCardsPlaceholder() {
  return (
    <div className="card-grid stat-grid">
      <StatCard title="TOTAL.TASKS" figure={undefined} lines={['Counting...']} />
      <StatCard title="COMPLETED" figure={undefined} lines={['Counting...', '\u00a0']} />
      <StatCard title="PENDING" figure={undefined} lines={['Counting...']} />
      <StatCard title="FAILED" figure={undefined} lines={['Counting...']} />
    </div>
  );
}

/** The four stat cards of 000 section 2, each against the period before. */
export function StatCards({ stats }: { stats: TaskStats }) {
  const period = `the previous ${stats.periodDays} days`;
  const { total, completed, pending, failed } = stats;
  const rate =
    total.current > 0
      ? `${formatPercent(Math.round((completed.current / total.current) * 1000) / 10)} completion rate`
      : 'No tasks yet';
  return (
    <div className="card-grid stat-grid">
      <StatCard title="TOTAL.TASKS" figure={total} lines={[changeFrom(total.current, total.previous, period)]} />
      <StatCard
        title="COMPLETED"
        figure={completed}
        lines={[rate, differenceFrom(completed.current, completed.previous, period)]}
      />
      <StatCard
        title="PENDING"
        figure={pending}
        lines={[
          pending.current === 1
            ? '1 change awaits your confirmation'
            : `${pending.current} changes await your confirmation`,
        ]}
      />
      <StatCard title="FAILED" figure={failed} lines={[differenceFrom(failed.current, failed.previous, period)]} />
    </div>
  );
}
