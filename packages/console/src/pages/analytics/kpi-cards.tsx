import type { Analytics } from '@erp-agent/core';
import { Card } from '../../components/card.tsx';
import { changeFrom, formatDuration, formatPercent } from '../../format/figures.ts';

interface Kpi {
  readonly title: string;
  readonly value: string;
  readonly change: string;
}

function pointsFrom(current: number | null, previous: number | null, period: string): string {
  if (current === null || previous === null) return `Nothing to compare with ${period}`;
  const points = Math.round((current - previous) * 10) / 10;
  return points === 0 ? `No change from ${period}` : `${points > 0 ? '+' : ''}${points} points from ${period}`;
}

/** The KPI cards, each against the period before. */
export function KpiCards({ analytics, period }: { analytics: Analytics; period: string }) {
  const { tasks, successRatePercent, activeUsers, conversations, sessions, avgTaskMs } = analytics.kpis;
  const kpis: Kpi[] = [
    { title: 'TOTAL.TASKS', value: String(tasks.current), change: changeFrom(tasks.current, tasks.previous, period) },
    {
      title: 'SUCCESS.RATE',
      value: successRatePercent.current === null ? 'N/A' : formatPercent(successRatePercent.current),
      change: pointsFrom(successRatePercent.current, successRatePercent.previous, period),
    },
    {
      title: 'ACTIVE.USERS',
      value: String(activeUsers.current),
      change: changeFrom(activeUsers.current, activeUsers.previous, period),
    },
    {
      title: 'CONVERSATIONS',
      value: String(conversations.current),
      change: changeFrom(conversations.current, conversations.previous, period),
    },
    {
      title: 'SESSIONS',
      value: String(sessions.current),
      change: changeFrom(sessions.current, sessions.previous, period),
    },
    {
      title: 'AVG.TASK.TIME',
      value: avgTaskMs.current === null ? 'N/A' : formatDuration(avgTaskMs.current),
      change:
        avgTaskMs.current === null || avgTaskMs.previous === null
          ? `Nothing to compare with ${period}`
          : changeFrom(avgTaskMs.current, avgTaskMs.previous, period),
    },
  ];
  return (
    <div className="card-grid stat-grid">
      {kpis.map((kpi) => (
        <Card title={kpi.title} key={kpi.title}>
          <p className="stat-value">{kpi.value}</p>
          <p className="muted">{kpi.change}</p>
        </Card>
      ))}
    </div>
  );
}
