import type { AccountSavedSearch, ReportRunResult, ReportSchedule } from '@erp-agent/core';
import { downloadFile } from '@erp-agent/core/browser';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useAuth } from '../../auth/session.ts';
import { CodeBlock } from '../../components/code-block/index.ts';
import { ModalDialog } from '../../components/modal-dialog.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ResourceList } from '../../components/resource-list/index.ts';
import { netsuiteSectionsClient } from '../../netsuite/netsuite-sections-client.ts';
import { reportsQuery, schedulesQuery, useReportWrites } from '../../netsuite/netsuite-sections-queries.ts';
import { NotConnectedNote } from '../../netsuite/not-connected-note.tsx';
import { SectionTabs } from '../../netsuite/section-tabs.tsx';
import { NewSearchForm } from './new-search-form.tsx';
import { REPORT_TEMPLATES, type ReportTemplate } from './report-templates.ts';
import { RunResult } from './run-result.tsx';
import { savedSearchesListConfig } from './saved-searches-list-config.tsx';
import { ScheduleForm } from './schedule-form.tsx';
import { schedulesListConfig } from './schedules-list-config.tsx';
import { searchListCsvFile, searchRowsCsvFile } from './search-csv.ts';
import { SearchEditForm } from './search-edit-form.tsx';
import { SearchView } from './search-view.tsx';
import { templatesListConfig } from './templates-list-config.tsx';

/** What EXPORT asks for: NetSuite's largest page, so most searches come out whole in one run. */
const EXPORT_PAGE_SIZE = 1000;

type Dialog =
  | { readonly kind: 'view'; readonly search: AccountSavedSearch }
  | { readonly kind: 'run'; readonly search: AccountSavedSearch; readonly result: ReportRunResult }
  | { readonly kind: 'edit'; readonly search: AccountSavedSearch }
  | { readonly kind: 'schedule'; readonly search: AccountSavedSearch }
  | { readonly kind: 'new' }
  | { readonly kind: 'preview'; readonly template: ReportTemplate }
  | { readonly kind: 'config'; readonly schedule: ReportSchedule };

const TITLES: Readonly<Record<Dialog['kind'], string>> = {
  view: 'SAVED.SEARCH',
  run: 'RESULTS',
  edit: 'EDIT',
  schedule: 'SCHEDULE',
  new: 'NEW.SEARCH',
  preview: 'PREVIEW',
  config: 'CONFIG',
};

function usePermissions() {
  const permissions = useAuth((state) => state.user?.permissions ?? []);
  return { mayRun: permissions.includes('reports:run'), mayCreate: permissions.includes('reports:create') };
}

interface PanelProps {
  readonly open: (dialog: Dialog) => void;
  readonly tell: (notice: string) => void;
}

function SavedSearches({ open, tell }: PanelProps) {
  const query = useQuery(reportsQuery);
  const queryClient = useQueryClient();
  const { run } = useReportWrites();
  const { mayRun, mayCreate } = usePermissions();
  const avgRuntimeMs = query.data?.avgRuntimeMs ?? null;
  const config = useMemo(
    () =>
      savedSearchesListConfig(
        {
          view: (search) => open({ kind: 'view', search }),
          ...(mayRun
            ? {
                run: async (search) => open({ kind: 'run', search, result: await run(search.id) }),
                export: async (search) => {
                  const result = await netsuiteSectionsClient.runReport(search.id, EXPORT_PAGE_SIZE);
                  // The export's run is measured and kept like any RUN: LAST.RUN and RECORDS move.
                  void queryClient.invalidateQueries(reportsQuery);
                  downloadFile(searchRowsCsvFile(search.scriptId, result));
                  tell(
                    result.rows.length < result.totalResults
                      ? `Exported the first ${result.rows.length.toLocaleString()} of ${result.totalResults.toLocaleString()} rows of ${search.title}.`
                      : `Exported ${result.rows.length.toLocaleString()} rows of ${search.title}.`,
                  );
                },
              }
            : {}),
          ...(mayCreate
            ? {
                edit: (search) => open({ kind: 'edit', search }),
                schedule: (search) => open({ kind: 'schedule', search }),
              }
            : {}),
        },
        avgRuntimeMs,
      ),
    [mayRun, mayCreate, run, avgRuntimeMs, open, tell, queryClient],
  );
  const source = useMemo(() => ({ ...query, data: query.data?.searches }), [query]);
  return (
    <>
      <NotConnectedNote error={query.error} />
      <ResourceList config={config} source={source} />
    </>
  );
}

function Templates({ open, tell }: PanelProps) {
  const { create } = useReportWrites();
  const { mayCreate } = usePermissions();
  const config = useMemo(
    () =>
      templatesListConfig({
        preview: (template) => open({ kind: 'preview', template }),
        ...(mayCreate
          ? {
              use: async (template) => {
                const made = await create({ definition: template.definition, description: template.description });
                tell(`Created ${template.definition.title} (${made.scriptId}) in the account from the template.`);
              },
            }
          : {}),
      }),
    [mayCreate, create, open, tell],
  );
  const source = useMemo(
    () => ({
      data: REPORT_TEMPLATES,
      isError: false,
      error: null,
      isFetching: false,
      refetch: () => Promise.resolve(),
    }),
    [],
  );
  return <ResourceList config={config} source={source} />;
}

function Scheduled({ open }: PanelProps) {
  const query = useQuery(schedulesQuery);
  const { setStatus, runNow } = useReportWrites();
  const { mayRun, mayCreate } = usePermissions();
  const config = useMemo(
    () =>
      schedulesListConfig({
        ...(mayCreate
          ? {
              config: (schedule) => open({ kind: 'config', schedule }),
              setStatus: (schedule, status) => setStatus({ id: schedule.id, status }),
            }
          : {}),
        ...(mayRun ? { runNow: (schedule) => runNow(schedule.id) } : {}),
      }),
    [mayRun, mayCreate, setStatus, runNow, open],
  );
  const source = useMemo(() => ({ ...query, data: query.data?.schedules }), [query]);
  return (
    <>
      <p className="note">
        Schedules run on this server at their time and each run is recorded under LAST.RUN. This server has no mail
        service, so the results are not sent to the recipients: EXPORT a search to send its rows yourself.
      </p>
      <ResourceList config={config} source={source} />
    </>
  );
}

function DialogBody({ dialog, close, tell }: { dialog: Dialog; close: () => void; tell: (notice: string) => void }) {
  const { schedule, edit, create, config } = useReportWrites();
  switch (dialog.kind) {
    case 'view':
      return <SearchView id={dialog.search.id} />;
    case 'run':
      return <RunResult title={dialog.search.title} result={dialog.result} />;
    case 'edit':
      return (
        <SearchEditForm
          search={dialog.search}
          save={async (change) => {
            const saved = await edit({ id: dialog.search.id, change });
            tell(`Saved ${saved.title}.`);
            close();
          }}
          onCancel={close}
        />
      );
    case 'schedule':
      return (
        <ScheduleForm
          search={dialog.search}
          save={async (request) => {
            await schedule(request);
            close();
          }}
          onCancel={close}
        />
      );
    case 'new':
      return (
        <NewSearchForm
          create={async (request) => {
            const made = await create(request);
            tell(`Created ${request.definition.title} (${made.scriptId}) in the account.`);
            close();
          }}
          onCancel={close}
        />
      );
    case 'preview':
      return (
        <>
          <p>{dialog.template.description}</p>
          <CodeBlock code={JSON.stringify(dialog.template.definition, null, 2)} language="json" />
        </>
      );
    case 'config':
      return (
        <ScheduleForm
          search={{ id: dialog.schedule.searchId, title: dialog.schedule.name }}
          initial={dialog.schedule}
          save={async ({ searchId: _searchId, ...change }) => {
            await config({ id: dialog.schedule.id, change });
            tell(`Saved the schedule ${dialog.schedule.name}.`);
            close();
          }}
          onCancel={close}
        />
      );
  }
}

/** EXPORT.ALL: every saved search of the account; NEW.SEARCH: a new one by form. */
function HeaderActions({ open }: { readonly open: (dialog: Dialog) => void }) {
  const query = useQuery(reportsQuery);
  const { mayCreate } = usePermissions();
  return (
    <>
      <button
        className="button"
        type="button"
        disabled={query.data === undefined}
        onClick={() => query.data && downloadFile(searchListCsvFile(query.data.searches))}
      >
        EXPORT.ALL
      </button>
      {mayCreate && (
        <button className="button button-solid" type="button" onClick={() => open({ kind: 'new' })}>
          NEW.SEARCH
        </button>
      )}
    </>
  );
}

/**
 * NETSUITE.REPORTS (001): the account's saved searches (VIEW, RUN with rows, EDIT, EXPORT),
 * templates that create a real search, and schedules run by the API (CONFIG, PAUSE / RESUME, RUN.NOW).
 */
export function NetsuiteReportsPage() {
  const [dialog, setDialog] = useState<Dialog>();
  const [notice, setNotice] = useState<string>();
  const close = () => setDialog(undefined);
  const panel = useMemo(() => ({ open: setDialog, tell: setNotice }), []);
  return (
    <div className="page">
      <PageHeader
        title="NETSUITE.REPORTS"
        intro="The account's saved searches with what their runs measured, templates to start from, and the schedules that run them."
        actions={<HeaderActions open={setDialog} />}
      />
      {notice !== undefined && (
        <p className="note note-success" role="status">
          {notice}
        </p>
      )}
      <SectionTabs
        label="Report sections"
        tabs={[
          { id: 'saved', label: 'SAVED.SEARCHES', panel: () => <SavedSearches {...panel} /> },
          { id: 'templates', label: 'TEMPLATES', panel: () => <Templates {...panel} /> },
          { id: 'scheduled', label: 'SCHEDULED', panel: () => <Scheduled {...panel} /> },
        ]}
      />
      <ModalDialog open={dialog !== undefined} title={dialog === undefined ? '' : TITLES[dialog.kind]} onClose={close}>
        {dialog !== undefined && <DialogBody dialog={dialog} close={close} tell={setNotice} />}
      </ModalDialog>
    </div>
  );
}
