import type { DynamicsPowerItem, DynamicsPowerPlatform } from '@erp-agent/core';
import type { DataverseRow, DynamicsConnector } from '../../../dynamics/connector/index.ts';
import { knownConnector } from '../../../dynamics/power-platform-connectors.ts';
import { CATEGORY, flowRunsSince, readFlowDefinition } from './processes.ts';
import { formatted, percent, since, text } from './row-values.ts';

export const POWER_BI_MESSAGE =
  'Power BI reports and dashboards live in the Power BI service (app.powerbi.com), not in Dataverse, and this product cannot reach it: open them in Power BI.';

const EMPTY = {
  description: null,
  owner: null,
  lastModified: null,
  version: null,
  connections: [] as string[],
  trigger: null,
  actions: null,
  runs30d: null,
  successRate: null,
  lastRun: null,
  conversations30d: null,
  resolutionRate: null,
  averageSatisfaction: null,
  topics: null,
  languages: [] as string[],
};

function connectorNames(json: string | null): string[] {
  if (!json) return [];
  try {
    return Object.values(JSON.parse(json) as Record<string, { id?: string }>).map((reference) => {
      const id = reference.id ?? '';
      return knownConnector(id)?.displayName ?? id.split('/').pop() ?? id;
    });
  } catch {
    // Not the shape Power Apps writes: the app is shown without its connections.
    return [];
  }
}

/** A transcript's outcome and satisfaction score, as Copilot Studio records them. */
function transcriptOutcome(row: DataverseRow): { outcome: string | null; csat: number | null } {
  let outcome: string | null = null;
  let csat: number | null = null;
  try {
    const content = JSON.parse(text(row, 'content') ?? '{}') as {
      activities?: { valueType?: string; value?: { outcome?: string } }[];
    };
    outcome = content.activities?.find((activity) => activity.valueType === 'SessionInfo')?.value?.outcome ?? null;
    const metadata = JSON.parse(text(row, 'metadata') ?? '{}') as { CSAT?: unknown };
    csat = typeof metadata.CSAT === 'number' ? metadata.CSAT : null;
  } catch {
    // A transcript in another shape counts as a conversation without an outcome.
  }
  return { outcome, csat };
}

/** Apps (model-driven and canvas), cloud flows and copilots, each counted from Dataverse's rows. */
export async function readPowerPlatform(connector: DynamicsConnector, now: Date): Promise<DynamicsPowerPlatform> {
  const month = since(now, 30);
  const [modelApps, canvasApps, flows, runs, bots, topics, transcripts] = await Promise.all([
    connector.list('appmodules', { select: ['name', 'description', 'appmoduleversion', 'publishedon', 'modifiedon'] }),
    connector.list('canvasapps', {
      select: [
        'displayname',
        'description',
        'appversion',
        'status',
        'lastpublishtime',
        'connectionreferences',
        'modifiedon',
        '_ownerid_value',
      ],
      annotations: true,
    }),
    connector.list('workflows', {
      select: ['name', 'description', 'statecode', 'clientdata', 'modifiedon', '_ownerid_value'],
      filter: `type eq 1 and category eq ${CATEGORY.cloudFlow}`,
      orderBy: ['name asc'],
      annotations: true,
    }),
    flowRunsSince(connector, month),
    connector.list('bots', {
      select: ['name', 'language', 'publishedon', 'modifiedon', '_ownerid_value'],
      annotations: true,
    }),
    connector.list('botcomponents', {
      select: ['_parentbotid_value'],
      filter: 'componenttype eq 0 or componenttype eq 9',
    }),
    connector.list('conversationtranscripts', {
      select: ['_bot_conversationtranscriptid_value', 'content', 'metadata'],
      filter: `conversationstarttime ge ${month}`,
      maxRows: 50_000,
    }),
  ]);
  const items: DynamicsPowerItem[] = [];
  for (const app of modelApps.rows) {
    items.push({
      ...EMPTY,
      id: String(app.appmoduleid),
      kind: 'app',
      name: text(app, 'name') ?? '',
      description: text(app, 'description'),
      type: 'Model-driven App',
      status: text(app, 'publishedon') ? 'published' : 'draft',
      lastModified: text(app, 'modifiedon'),
      version: text(app, 'appmoduleversion'),
      connections: ['Microsoft Dataverse'],
    });
  }
  for (const app of canvasApps.rows) {
    items.push({
      ...EMPTY,
      id: String(app.canvasappid),
      kind: 'app',
      name: text(app, 'displayname') ?? '',
      description: text(app, 'description'),
      type: 'Canvas App',
      status: text(app, 'lastpublishtime') ? 'published' : 'draft',
      owner: formatted(app, '_ownerid_value'),
      lastModified: text(app, 'modifiedon'),
      version: text(app, 'appversion'),
      connections: connectorNames(text(app, 'connectionreferences')),
    });
  }
  for (const flow of flows.rows) {
    const id = String(flow.workflowid);
    const mine = runs.rows.filter((run) => run._workflow_value === id);
    const finished = mine.filter((run) => run.status === 'Succeeded' || run.status === 'Failed');
    const definition = readFlowDefinition(text(flow, 'clientdata'));
    items.push({
      ...EMPTY,
      id,
      kind: 'flow',
      name: text(flow, 'name') ?? '',
      description: text(flow, 'description'),
      type: 'Cloud Flow',
      status: flow.statecode === 1 ? 'on' : 'off',
      owner: formatted(flow, '_ownerid_value'),
      lastModified: text(flow, 'modifiedon'),
      connections: definition.connectors.map((api) => knownConnector(api)?.displayName ?? api),
      trigger: definition.trigger,
      actions: definition.actions,
      runs30d: mine.length,
      successRate: percent(finished.filter((run) => run.status === 'Succeeded').length, finished.length),
      lastRun: mine.reduce<string | null>((latest, run) => {
        const at = text(run, 'starttime');
        return at && (latest === null || at > latest) ? at : latest;
      }, null),
    });
  }
  for (const bot of bots.rows) {
    const id = String(bot.botid);
    const conversations = transcripts.rows
      .filter((row) => row._bot_conversationtranscriptid_value === id)
      .map(transcriptOutcome);
    const scores = conversations
      .map((conversation) => conversation.csat)
      .filter((score): score is number => score !== null);
    items.push({
      ...EMPTY,
      id,
      kind: 'agent',
      name: text(bot, 'name') ?? '',
      type: 'Copilot',
      status: text(bot, 'publishedon') ? 'published' : 'draft',
      owner: formatted(bot, '_ownerid_value'),
      lastModified: text(bot, 'modifiedon'),
      conversations30d: conversations.length,
      resolutionRate: percent(
        conversations.filter((conversation) => conversation.outcome === 'Resolved').length,
        conversations.length,
      ),
      averageSatisfaction:
        scores.length === 0
          ? null
          : Math.round((scores.reduce((sum, score) => sum + score, 0) / scores.length) * 10) / 10,
      topics: topics.rows.filter((topic) => topic._parentbotid_value === id).length,
      languages: [formatted(bot, 'language')].filter((language): language is string => language !== null),
    });
  }
  return { items, powerBi: { available: false, message: POWER_BI_MESSAGE } };
}
