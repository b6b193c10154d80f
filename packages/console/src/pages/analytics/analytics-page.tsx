import {
  ANALYTICS_PERIODS,
  type Analytics,
  type AnalyticsPeriod,
  analyticsPeriodSchema,
  DEFAULT_ANALYTICS_PERIOD,
} from '@erp-agent/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Card } from '../../components/card.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryView } from '../../components/query-view.tsx';
import { Section } from '../../components/section.tsx';
import { formatDuration, formatPercent } from '../../format/figures.ts';
import { TaskList } from '../dashboard/task-list.tsx';
import { analyticsQuery } from './analytics-client.ts';
import { KpiCards } from './kpi-cards.tsx';
import { PlatformTable } from './platform-table.tsx';
import { SeriesTable } from './series-table.tsx';
import './analytics.css';
import '../dashboard/dashboard.css';

/** The chart library comes with the charts, in a chunk of its own, only to this screen. */
const ActivityChart = lazy(() =>
  import('./charts/analytics-charts.tsx').then((module) => ({ default: module.ActivityChart })),
);
const TrendChart = lazy(() =>
  import('./charts/analytics-charts.tsx').then((module) => ({ default: module.TrendChart })),
);

const PERIOD_WORDS: Readonly<Record<AnalyticsPeriod, string>> = {
  '24h': 'the last 24 hours',
  '7d': 'the last 7 days',
  '30d': 'the last 30 days',
  '90d': 'the last 90 days',
};
const PREVIOUS_WORDS: Readonly<Record<AnalyticsPeriod, string>> = {
  '24h': 'the previous 24 hours',
  '7d': 'the previous 7 days',
  '30d': 'the previous 30 days',
  '90d': 'the previous 90 days',
};

function isEmptyPeriod(analytics: Analytics): boolean {
  const { tasks, conversations, sessions } = analytics.kpis;
  return tasks.current === 0 && conversations.current === 0 && sessions.current === 0;
}

const rate = (value: number | null) => (value === null ? 'N/A' : formatPercent(value));

function Figures({ analytics }: { analytics: Analytics }) {
  const { engagement, automation, health } = analytics;
  return (
    <div className="card-grid">
      <Card title="ENGAGEMENT">
        <p>{engagement.messages} messages to the agent</p>
        <p className="muted">
          {engagement.messagesPerConversation === null
            ? 'No conversation'
            : `${engagement.messagesPerConversation} a conversation`}
        </p>
        <p className="muted">
          {engagement.sessions} sign-ins by {engagement.activeUsers} users
        </p>
      </Card>
      <Card title="AUTOMATION">
        <p>{automation.proposed} changes proposed</p>
        <p className="muted">
          {automation.confirmed} confirmed · {automation.cancelled} cancelled · {automation.lapsed} lapsed
        </p>
        <p className="muted">Confirmation rate {rate(automation.confirmationRatePercent)}</p>
      </Card>
      <Card title="HEALTH">
        <p>Error rate {rate(health.errorRatePercent)}</p>
        <p className="muted">{health.refused} refused for the role</p>
        <p className="muted">P95 task time {health.p95TaskMs === null ? 'N/A' : formatDuration(health.p95TaskMs)}</p>
      </Card>
    </div>
  );
}

function Charts({ analytics }: { analytics: Analytics }) {
  const loading = <p role="status">LOADING.CHART...</p>;
  return (
    <div className="chart-grid">
      <figure className="chart">
        <figcaption>ACTIVITY: tasks completed and failed</figcaption>
        <Suspense fallback={loading}>
          <ActivityChart analytics={analytics} />
        </Suspense>
      </figure>
      <figure className="chart">
        <figcaption>TRENDS: conversations and sessions</figcaption>
        <Suspense fallback={loading}>
          <TrendChart analytics={analytics} />
        </Suspense>
      </figure>
      <SeriesTable analytics={analytics} />
    </div>
  );
}

/**
 * ANALYTICS (001 section 2): a period's figures computed by the API from what it recorded, for
 * everyone or one user. Period and user live in the address, so a view can be shared.
 */
export function AnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const parsed = analyticsPeriodSchema.safeParse(params.get('period'));
  const period = parsed.success ? parsed.data : DEFAULT_ANALYTICS_PERIOD;
  const user = params.get('user') ?? undefined;
  const query = useQuery(analyticsQuery(period, user));
  const userFieldId = useId();

  const choose = (key: 'period' | 'user', value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === undefined) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="page">
      <PageHeader
        title="ANALYTICS"
        intro={`Tasks, conversations and sessions of ${PERIOD_WORDS[period]}, against ${PREVIOUS_WORDS[period]}.`}
        actions={
          <div className="analytics-controls">
            <fieldset className="period-picker">
              <legend className="visually-hidden">PERIOD</legend>
              {ANALYTICS_PERIODS.map((option) => (
                <button
                  className="button button-small"
                  type="button"
                  key={option}
                  aria-pressed={option === period}
                  onClick={() => choose('period', option === DEFAULT_ANALYTICS_PERIOD ? undefined : option)}
                >
                  {option}
                </button>
              ))}
            </fieldset>
            <label className="field-label" htmlFor={userFieldId}>
              USER
            </label>
            <select
              className="input"
              id={userFieldId}
              value={user ?? ''}
              onChange={(event) => choose('user', event.target.value === '' ? undefined : event.target.value)}
            >
              <option value="">All users</option>
              {user !== undefined && !query.data?.users.some((entry) => entry.id === user) && (
                <option value={user}>Selected user</option>
              )}
              {query.data?.users.map((entry) => (
                <option value={entry.id} key={entry.id}>
                  {entry.name}
                </option>
              ))}
            </select>
          </div>
        }
      />
      <QueryView
        query={query}
        label="ANALYTICS"
        isEmpty={isEmptyPeriod}
        empty={<p className="note">No activity in {PERIOD_WORDS[period]}: no tasks, conversations or sign-ins.</p>}
      >
        {(analytics) => (
          <>
            <Section title="KEY.FIGURES">
              <KpiCards analytics={analytics} period={PREVIOUS_WORDS[period]} />
            </Section>
            <Section title="PLATFORM.PERFORMANCE">
              <PlatformTable platforms={analytics.platforms} />
            </Section>
            <Section title="ACTIVITY.AND.TRENDS">
              <Charts analytics={analytics} />
            </Section>
            <Section title="ENGAGEMENT.AUTOMATION.HEALTH">
              <Figures analytics={analytics} />
            </Section>
            <Section title="RECENT.ACTIVITIES">
              <TaskList tasks={analytics.recentActivities} />
            </Section>
          </>
        )}
      </QueryView>
    </div>
  );
}
