import { DASHBOARD_PERIOD_DAYS } from '@erp-agent/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { openAssistant } from '../../assistant/open-assistant.ts';
import { canUse } from '../../auth/access.ts';
import { useAuth } from '../../auth/session.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryView } from '../../components/query-view.tsx';
import { Section } from '../../components/section.tsx';
import { ActivityTimeline } from './activity-timeline.tsx';
import { dashboardQueries } from './dashboard-client.ts';
import { Environments } from './environments.tsx';
import { StatCards, StatCardsPlaceholder } from './stat-cards.tsx';
import { TaskList } from './task-list.tsx';
import './dashboard.css';

/** `?tasks=all`: VIEW.ALL lists every task of the period instead of the newest few. */
export const TASKS_PARAM = 'tasks';

const NO_TASKS = `No tasks in the last ${DASHBOARD_PERIOD_DAYS} days. Ask the agent something and it shows here.`;

function AllTasks() {
  const query = useQuery(dashboardQueries.allTasks());
  return (
    <QueryView
      query={query}
      label="TASKS"
      isEmpty={(data) => data.tasks.length === 0}
      empty={<p className="muted">{NO_TASKS}</p>}
    >
      {({ tasks, total }) => (
        <>
          <p className="muted">
            {tasks.length < total ? `The newest ${tasks.length} of ${total} tasks.` : `${total} tasks.`}
          </p>
          <TaskList tasks={tasks} />
        </>
      )}
    </QueryView>
  );
}

/**
 * SYSTEM.DASHBOARD (000 section 2) on real data: the user's tasks as the agent recorded them,
 * their environments checked live, their activity. NEW.TASK opens the floating assistant.
 */
export function DashboardPage() {
  const user = useAuth((state) => state.user);
  const summary = useQuery(dashboardQueries.summary());
  const [params, setParams] = useSearchParams();
  const showAll = params.get(TASKS_PARAM) === 'all';
  if (user === undefined) return null;
  const toggleAll = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (showAll) next.delete(TASKS_PARAM);
        else next.set(TASKS_PARAM, 'all');
        return next;
      },
      { replace: true },
    );
  return (
    <div className="page">
      <PageHeader
        title="SYSTEM.DASHBOARD"
        intro={`Signed in as ${user.name}, ${user.role}. Your tasks of the last ${DASHBOARD_PERIOD_DAYS} days.`}
        actions={
          canUse(user, { permission: 'erp:query' }) && (
            <button className="button button-solid" type="button" onClick={openAssistant}>
              NEW.TASK
            </button>
          )
        }
      />
      <Section title="TASK.STATISTICS">
        <QueryView query={summary} label="STATISTICS" placeholder={<StatCardsPlaceholder />}>
          {({ stats }) => <StatCards stats={stats} />}
        </QueryView>
      </Section>
      <div className="dashboard-columns">
        <Section title="RECENT.TASKS" className="dashboard-list">
          {showAll ? (
            <AllTasks />
          ) : (
            <QueryView
              query={summary}
              label="TASKS"
              isEmpty={(data) => data.recentTasks.length === 0}
              empty={<p className="muted">{NO_TASKS}</p>}
            >
              {({ recentTasks }) => <TaskList tasks={recentTasks} />}
            </QueryView>
          )}
          <button className="button button-small" type="button" aria-pressed={showAll} onClick={toggleAll}>
            {showAll ? 'SHOW.RECENT' : 'VIEW.ALL'}
          </button>
        </Section>
        <Section title="ACTIVITY.TIMELINE" className="dashboard-list">
          <QueryView
            query={summary}
            label="ACTIVITY"
            isEmpty={(data) => data.activity.length === 0}
            empty={<p className="muted">Nothing has happened yet.</p>}
          >
            {({ activity }) => <ActivityTimeline activity={activity} />}
          </QueryView>
        </Section>
      </div>
      <Section title="CONNECTED.ENVIRONMENTS" className="dashboard-environments">
        <Environments canManage={canUse(user, { platform: 'netsuite' })} />
      </Section>
    </div>
  );
}
