import type { ReportSchedule } from '@erp-agent/core';
import type { ResourceAction, ResourceListConfig } from '../../components/resource-list/index.ts';
import { TimeAgo } from '../../components/time-ago.tsx';
import { SectionCard } from '../../netsuite/section-card.tsx';

function ScheduleCard({ schedule }: { schedule: ReportSchedule }) {
  return (
    <SectionCard
      title={schedule.name}
      description={schedule.name === schedule.searchTitle ? null : schedule.searchTitle}
      badges={
        <span className="status-dot" data-state={schedule.status === 'active' ? 'ok' : 'off'}>
          {schedule.status}
        </span>
      }
      figures={[
        { label: 'FREQUENCY', value: `${schedule.frequency} at ${schedule.timeOfDay}` },
        { label: 'NEXT.RUN', value: schedule.nextRun === null ? 'Paused' : <TimeAgo at={schedule.nextRun} /> },
        { label: 'FORMAT', value: schedule.format },
        { label: 'RECIPIENTS', value: `${schedule.recipients.length}: ${schedule.recipients.join(', ')}` },
        {
          label: 'LAST.RUN',
          value:
            schedule.lastRun === null ? (
              'Never'
            ) : (
              <>
                <TimeAgo at={schedule.lastRun.startedAt} /> ({schedule.lastRun.status})
              </>
            ),
        },
        { label: 'OWNER', value: schedule.owner ?? 'Unknown' },
      ]}
    />
  );
}

export interface ScheduleActions {
  /** CONFIG: its frequency, time, recipients and format. */
  readonly config?: (schedule: ReportSchedule) => void;
  readonly setStatus?: (schedule: ReportSchedule, status: 'active' | 'paused') => Promise<unknown>;
  readonly runNow?: (schedule: ReportSchedule) => Promise<unknown>;
}

/** SCHEDULED of NETSUITE.REPORTS (001): schedules kept by the API and run by its scheduler. */
export function schedulesListConfig(actions: ScheduleActions): ResourceListConfig<ReportSchedule> {
  const rowActions: ResourceAction<ReportSchedule>[] = [];
  const { config, setStatus, runNow } = actions;
  if (config) rowActions.push({ id: 'config', label: 'CONFIG', run: config });
  if (runNow) rowActions.push({ id: 'run-now', label: 'RUN.NOW', run: runNow });
  if (setStatus) {
    rowActions.push(
      {
        id: 'pause',
        label: 'PAUSE',
        available: (schedule) => schedule.status === 'active',
        run: (schedule) => setStatus(schedule, 'paused'),
      },
      {
        id: 'resume',
        label: 'RESUME',
        available: (schedule) => schedule.status === 'paused',
        run: (schedule) => setStatus(schedule, 'active'),
      },
    );
  }
  return {
    label: 'Scheduled reports',
    noun: { one: 'schedule', other: 'schedules' },
    recordId: (schedule) => schedule.id,
    recordLabel: (schedule) => schedule.name,
    columns: [
      { id: 'name', header: 'NAME', cell: (schedule) => schedule.name, sortValue: (schedule) => schedule.name },
    ],
    layout: { kind: 'cards', card: (schedule) => <ScheduleCard schedule={schedule} /> },
    search: {
      label: 'SEARCH.SCHEDULES',
      placeholder: 'Search schedules...',
      fields: [(schedule) => schedule.name, (schedule) => schedule.searchTitle],
    },
    defaultSort: { column: 'name', direction: 'asc' },
    rowActions,
    emptyText: 'No schedules yet. SCHEDULE on a saved search sends it on a schedule.',
  };
}
