import {
  type AccountScript,
  ERROR_RATE_WARNING,
  SCRIPT_KINDS,
  SCRIPT_STATUSES,
  type ScriptStatus,
} from '@erp-agent/core';
import type { ResourceAction, ResourceListConfig } from '../../components/resource-list/index.ts';
import { TimeAgo } from '../../components/time-ago.tsx';
import { formatDuration } from '../../format/figures.ts';
import { SectionCard } from '../../netsuite/section-card.tsx';

const STATUS_DOT: Readonly<Record<ScriptStatus, string>> = {
  active: 'ok',
  inactive: 'off',
  warning: 'warning',
  error: 'error',
};

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A share of failed runs to two decimals (0.08%), or N/A when nothing ran. */
export function errorRateText(rate: number | null): string {
  return rate === null ? 'N/A' : `${rate.toFixed(2)}%`;
}

/** 001: the error rate shows red above 1%, green otherwise. */
function ErrorRate({ rate }: { rate: number | null }) {
  const tone = rate === null ? undefined : rate > ERROR_RATE_WARNING ? 'danger' : 'ok';
  return (
    <span className="figure" data-tone={tone}>
      {errorRateText(rate)}
    </span>
  );
}

const deployed = (script: AccountScript) => script.deployments.filter((deployment) => deployment.isDeployed).length;

function ScriptCard({ script }: { script: AccountScript }) {
  return (
    <SectionCard
      title={script.name}
      description={script.description}
      badges={
        <>
          <span className="tag">{script.type}</span>
          <span className="tag">v{script.apiVersion}</span>
          <span className="status-dot" data-state={STATUS_DOT[script.status]}>
            {script.status}
          </span>
        </>
      }
      figures={[
        { label: 'SCRIPT.ID', value: <code>{script.scriptId}</code> },
        { label: 'RECORD.TYPE', value: script.recordType ?? 'None' },
        { label: 'DEPLOYMENTS', value: `${deployed(script)} of ${script.deployments.length} deployed` },
        { label: 'EXECUTIONS.24H', value: script.executions24h.toLocaleString() },
        { label: 'AVG.RUNTIME', value: script.avgRuntimeMs === null ? 'N/A' : formatDuration(script.avgRuntimeMs) },
        { label: 'ERROR.RATE', value: <ErrorRate rate={script.errorRate} /> },
        { label: 'AUTHOR', value: script.author ?? 'Unknown' },
        {
          label: 'LAST.EXECUTION',
          value: script.lastExecution === null ? 'Never' : <TimeAgo at={script.lastExecution} />,
        },
      ]}
    />
  );
}

export interface ScriptActions {
  /** VIEW: the script's deployments and code. */
  readonly view?: (script: AccountScript) => void;
  /** EDIT: its deployments' status and log level; absent when the role may not change deployments. */
  readonly edit?: (script: AccountScript) => void;
  /** Absent when the role may not change deployments: PAUSE and ACTIVATE are then not offered. */
  readonly setDeployed?: (script: AccountScript, isDeployed: boolean) => Promise<unknown>;
  /** CLONE: a SuiteCloud project copying the script, opened for review; absent when the role may not deploy. */
  readonly clone?: (script: AccountScript) => Promise<unknown>;
  /** DEPLOY: one more deployment of the script, previewed and confirmed; absent when the role may not deploy. */
  readonly deploy?: (script: AccountScript) => void;
}

/** A script SDF can deploy a copy or a new deployment of: one with a file, of a type that has a script record. */
const clonable = (script: AccountScript) => script.fileId !== null && script.type !== 'Library';

/** Every run and failure of the last 24 hours, summed over the scripts. */
export function totals(scripts: readonly AccountScript[]) {
  const executions = scripts.reduce((sum, script) => sum + script.executions24h, 0);
  const errors = scripts.reduce((sum, script) => sum + script.errors24h, 0);
  return { executions, errorRate: executions === 0 ? null : Math.round((errors / executions) * 10_000) / 100 };
}

/** DEPLOYED.SCRIPTS of NETSUITE.SCRIPTS (001): the account's scripts as a configuration of the generic list. */
export function scriptsListConfig(actions: ScriptActions): ResourceListConfig<AccountScript> {
  const { setDeployed, view, edit, clone, deploy } = actions;
  const viewActions: ResourceAction<AccountScript>[] = [
    ...(view === undefined ? [] : [{ id: 'view', label: 'VIEW', run: view }]),
    ...(edit === undefined
      ? []
      : [
          { id: 'edit', label: 'EDIT', available: (script: AccountScript) => script.deployments.length > 0, run: edit },
        ]),
    ...(clone === undefined ? [] : [{ id: 'clone', label: 'CLONE', available: clonable, run: clone }]),
    ...(deploy === undefined ? [] : [{ id: 'deploy', label: 'DEPLOY', available: clonable, run: deploy }]),
  ];
  const stateActions: ResourceAction<AccountScript>[] =
    setDeployed === undefined
      ? []
      : [
          {
            id: 'pause',
            label: 'PAUSE',
            available: (script) => deployed(script) > 0,
            confirm: ([script]) =>
              `Pause ${script?.name}? Its ${deployed(script as AccountScript)} deployment(s) stop running in the account until activated.`,
            run: (script) => setDeployed(script, false),
          },
          {
            id: 'activate',
            label: 'ACTIVATE',
            available: (script) => script.deployments.length > 0 && deployed(script) === 0,
            run: (script) => setDeployed(script, true),
          },
        ];
  return {
    label: 'Deployed scripts',
    noun: { one: 'script', other: 'scripts' },
    recordId: (script) => script.id,
    recordLabel: (script) => script.name,
    columns: [
      { id: 'name', header: 'NAME', cell: (script) => script.name, sortValue: (script) => script.name },
      {
        id: 'executions',
        header: 'EXECUTIONS.24H',
        cell: (script) => script.executions24h,
        sortValue: (script) => script.executions24h,
      },
      {
        id: 'errors',
        header: 'ERROR.RATE',
        cell: (script) => errorRateText(script.errorRate),
        sortValue: (script) => script.errorRate,
      },
    ],
    layout: { kind: 'cards', card: (script) => <ScriptCard script={script} /> },
    search: {
      label: 'SEARCH.SCRIPTS',
      placeholder: 'Search scripts...',
      fields: [(script) => script.name, (script) => script.description, (script) => script.scriptId],
    },
    filters: [
      {
        id: 'type',
        label: 'TYPE',
        allLabel: 'All Types',
        options: SCRIPT_KINDS.map((kind) => ({ value: kind, label: kind })),
        value: (script) => script.type,
      },
      {
        id: 'status',
        label: 'STATUS',
        allLabel: 'All Status',
        options: SCRIPT_STATUSES.map((status) => ({ value: status, label: capitalised(status) })),
        value: (script) => script.status,
      },
    ],
    defaultSort: { column: 'name', direction: 'asc' },
    rowActions: [...viewActions, ...stateActions],
    tiles: [
      { label: 'TOTAL.SCRIPTS', value: (scripts) => scripts.length },
      { label: 'ACTIVE.SCRIPTS', value: (scripts) => scripts.filter((script) => script.status === 'active').length },
      { label: 'EXECUTIONS.TODAY', value: (scripts) => totals(scripts).executions.toLocaleString() },
      { label: 'ERROR.RATE', value: (scripts) => errorRateText(totals(scripts).errorRate) },
    ],
    emptyText: 'The account has no scripts. DEPLOY.SCRIPT from the AI.CHATBOT adds one.',
  };
}
