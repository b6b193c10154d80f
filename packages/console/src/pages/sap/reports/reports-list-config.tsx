import type { SapActionRequest, SapCrystalReport, SapReports, SapSchedule, SapSystemReport } from '@erp-agent/core';
import type { ResourceAction, ResourceListConfig } from '../../../components/resource-list/index.ts';
import { Facts, optionsOf, SapDate, SapStatus } from '../sap-status.tsx';

/** The three kinds of record SAP.REPORTS lists, one tab each. */
export type ReportRecord =
  | { readonly kind: 'crystal'; readonly report: SapCrystalReport }
  | { readonly kind: 'system'; readonly report: SapSystemReport }
  | { readonly kind: 'schedule'; readonly schedule: SapSchedule };

export function reportRecords(reports: SapReports): ReportRecord[] {
  return [
    ...reports.crystal.map((report): ReportRecord => ({ kind: 'crystal', report })),
    ...reports.system.map((report): ReportRecord => ({ kind: 'system', report })),
    ...reports.schedules.map((schedule): ReportRecord => ({ kind: 'schedule', schedule })),
  ];
}

const idOf = (record: ReportRecord) =>
  record.kind === 'crystal' ? record.report.code : record.kind === 'system' ? record.report.id : record.schedule.code;
const nameOf = (record: ReportRecord) => (record.kind === 'schedule' ? record.schedule.name : record.report.name);
const descriptionOf = (record: ReportRecord) =>
  record.kind === 'schedule' ? record.schedule.report : record.report.description;
/** Schedules have no category of their own: a category filter leaves them out. */
const categoryOf = (record: ReportRecord) => (record.kind === 'schedule' ? '' : record.report.category);

function ReportCard({ record }: { record: ReportRecord }) {
  return (
    <>
      <div className="sap-card-heading">
        <h2 className="sap-card-title">{nameOf(record)}</h2>
        {record.kind === 'crystal' && <SapStatus status={record.report.status} />}
        {record.kind === 'system' && <span className="muted">{record.report.type}</span>}
        {record.kind === 'schedule' && <SapStatus status={record.schedule.status} />}
      </div>
      <p className="muted">{descriptionOf(record)}</p>
      {record.kind === 'crystal' && (
        <Facts
          facts={[
            ['CATEGORY', record.report.category],
            ['LAST.RUN', <SapDate key="run" at={record.report.lastRun} time />],
            ['RUNTIME', record.report.runtime],
            ['FORMAT', record.report.format],
            ['SCHEDULE', record.report.schedule],
            ['OWNER', record.report.owner],
          ]}
        />
      )}
      {record.kind === 'system' && (
        <Facts
          facts={[
            ['CATEGORY', record.report.category],
            ['RECORDS', record.report.records.toLocaleString()],
            ['GENERATED', <SapDate key="generated" at={record.report.lastGenerated} time />],
            ['OWNER', record.report.owner],
          ]}
        />
      )}
      {record.kind === 'schedule' && (
        <Facts
          facts={[
            ['FREQUENCY', record.schedule.frequency],
            [
              'NEXT.RUN',
              record.schedule.status === 'paused' ? 'Paused' : <SapDate key="next" at={record.schedule.nextRun} time />,
            ],
            ['FORMAT', record.schedule.format],
            [`RECIPIENTS (${record.schedule.recipients.length})`, record.schedule.recipients.join(', ')],
          ]}
        />
      )}
    </>
  );
}

/**
 * SAP.REPORTS as a configuration of the generic list: Crystal layouts, built-in reports counted
 * now, and schedules, which PAUSE and RESUME through Service Layer.
 */
export function reportsListConfig(
  act: ((request: SapActionRequest) => Promise<void>) | undefined,
  categories: readonly string[],
): ResourceListConfig<ReportRecord> {
  const onSchedule = (label: string, action: 'pause' | 'resume'): ResourceAction<ReportRecord> => ({
    id: action,
    label,
    available: (record) =>
      record.kind === 'schedule' && (record.schedule.status === 'paused') === (action === 'resume'),
    run: (record) => record.kind === 'schedule' && act?.({ target: 'schedule', code: record.schedule.code, action }),
  });
  return {
    label: 'SAP reports',
    noun: { one: 'report', other: 'reports' },
    recordId: (record) => `${record.kind}:${idOf(record)}`,
    recordLabel: nameOf,
    columns: [{ id: 'name', header: 'NAME', cell: nameOf, sortValue: nameOf }],
    search: {
      label: 'SEARCH.REPORTS',
      placeholder: 'Name or description',
      fields: [nameOf, descriptionOf],
    },
    filters: [
      {
        id: 'category',
        label: 'CATEGORY',
        allLabel: 'All Categories',
        options: optionsOf(categories),
        value: categoryOf,
      },
    ],
    tabs: [
      { id: 'crystal-reports', label: 'CRYSTAL.REPORTS', keep: (record) => record.kind === 'crystal' },
      { id: 'system-reports', label: 'SYSTEM.REPORTS', keep: (record) => record.kind === 'system' },
      { id: 'scheduled', label: 'SCHEDULED', keep: (record) => record.kind === 'schedule' },
    ],
    layout: { kind: 'cards', card: (record) => <ReportCard record={record} /> },
    // Without `act` (a role that may not schedule reports) PAUSE and RESUME are not offered.
    rowActions: act ? [onSchedule('PAUSE', 'pause'), onSchedule('RESUME', 'resume')] : [],
    tiles: [
      { label: 'CRYSTAL.REPORTS', value: (records) => records.filter((record) => record.kind === 'crystal').length },
      { label: 'SYSTEM.REPORTS', value: (records) => records.filter((record) => record.kind === 'system').length },
      {
        label: 'ACTIVE.SCHEDULES',
        value: (records) =>
          records.filter((record) => record.kind === 'schedule' && record.schedule.status === 'active').length,
      },
      {
        label: 'ACTIVE.REPORTS',
        value: (records) =>
          records.filter((record) => record.kind === 'crystal' && record.report.status === 'active').length,
      },
    ],
    emptyText: 'This company has no reports or schedules registered.',
  };
}
