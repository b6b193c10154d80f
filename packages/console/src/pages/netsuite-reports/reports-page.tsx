import type { AccountSavedSearch, ReportRunResult } from '@erp-agent/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useAuth } from '../../auth/session.ts';
import { ModalDialog } from '../../components/modal-dialog.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ResourceList } from '../../components/resource-list/index.ts';
import { reportsQuery, schedulesQuery, useReportWrites } from '../../netsuite/netsuite-sections-queries.ts';
import { NotConnectedNote } from '../../netsuite/not-connected-note.tsx';
import { SectionTabs } from '../../netsuite/section-tabs.tsx';
import { RunResult } from './run-result.tsx';
import { savedSearchesListConfig } from './saved-searches-list-config.tsx';
import { ScheduleForm } from './schedule-form.tsx';
import { schedulesListConfig } from './schedules-list-config.tsx';

type Dialog =
  | { readonly kind: 'run'; readonly search: AccountSavedSearch; readonly result: ReportRunResult }
  | { readonly kind: 'schedule'; readonly search: AccountSavedSearch };

function usePermissions() {
  const permissions = useAuth((state) => state.user?.permissions ?? []);
  return { mayRun: permissions.includes('reports:run'), mayCreate: permissions.includes('reports:create') };
}

function SavedSearches() {
  const query = useQuery(reportsQuery);
  const writes = useReportWrites();
  const { mayRun, mayCreate } = usePermissions();
  const [dialog, setDialog] = useState<Dialog>();
  const close = () => setDialog(undefined);
  const { run, schedule } = writes;
  const avgRuntimeMs = query.data?.avgRuntimeMs ?? null;
  const config = useMemo(
    () =>
      savedSearchesListConfig(
        {
          ...(mayRun
            ? { run: async (search) => setDialog({ kind: 'run', search, result: await run(search.id) }) }
            : {}),
          ...(mayCreate ? { schedule: (search) => setDialog({ kind: 'schedule', search }) } : {}),
        },
        avgRuntimeMs,
      ),
    [mayRun, mayCreate, run, avgRuntimeMs],
  );
  const source = useMemo(() => ({ ...query, data: query.data?.searches }), [query]);
  return (
    <>
      <NotConnectedNote error={query.error} />
      <ResourceList config={config} source={source} />
      <ModalDialog
        open={dialog !== undefined}
        title={dialog?.kind === 'schedule' ? 'SCHEDULE' : 'RESULTS'}
        onClose={close}
      >
        {dialog?.kind === 'run' && <RunResult title={dialog.search.title} result={dialog.result} />}
        {dialog?.kind === 'schedule' && (
          <ScheduleForm
            search={dialog.search}
            save={async (request) => {
              await schedule(request);
              close();
            }}
            onCancel={close}
          />
        )}
      </ModalDialog>
    </>
  );
}

function Scheduled() {
  const query = useQuery(schedulesQuery);
  const { setStatus, runNow } = useReportWrites();
  const { mayRun, mayCreate } = usePermissions();
  const config = useMemo(
    () =>
      schedulesListConfig({
        ...(mayCreate ? { setStatus: (schedule, status) => setStatus({ id: schedule.id, status }) } : {}),
        ...(mayRun ? { runNow: (schedule) => runNow(schedule.id) } : {}),
      }),
    [mayRun, mayCreate, setStatus, runNow],
  );
  const source = useMemo(() => ({ ...query, data: query.data?.schedules }), [query]);
  return <ResourceList config={config} source={source} />;
}

/** NETSUITE.REPORTS (001): the account's saved searches, RUN with rows, and schedules run by the API. */
export function NetsuiteReportsPage() {
  return (
    <div className="page">
      <PageHeader
        title="NETSUITE.REPORTS"
        intro="The account's saved searches with what their runs measured, and the schedules that run them."
      />
      <SectionTabs
        label="Report sections"
        tabs={[
          { id: 'saved', label: 'SAVED.SEARCHES', panel: () => <SavedSearches /> },
          { id: 'scheduled', label: 'SCHEDULED', panel: () => <Scheduled /> },
        ]}
      />
    </div>
  );
}
