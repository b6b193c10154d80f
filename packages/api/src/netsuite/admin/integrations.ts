import type { AccountIntegration, IntegrationList, IntegrationStatus, NetsuitePeriod } from '@erp-agent/core';
import type { NetsuiteConnector } from '../connector/index.ts';
import { asMoment, moment, number, rows, text } from './account-rows.ts';
import { type AgentCallStats, NETSUITE_APIS, type NetsuiteApiId } from './agent-calls.ts';

/** Above this share of failed calls an API shows in warning. */
const API_WARNING_ERRORS = 0.05;

function apiStatus(stats: AgentCallStats | undefined): IntegrationStatus {
  if (stats === undefined || stats.requests === 0) return 'connected';
  return stats.errors / stats.requests > API_WARNING_ERRORS ? 'warning' : 'active';
}

const blank = {
  endpoints: [],
  requests: null,
  avgResponseMs: null,
  type: null,
  activeTokens: null,
  technology: null,
  description: null,
  lastActivity: null,
};

/**
 * NETSUITE.INTEGRATIONS' three tabs: NetSuite's APIs with the agent's use of them in the period
 * (api), the account's integration records with their live tokens (third-party), and the
 * account's own RESTlets and Suitelets (custom).
 */
export async function readIntegrations(
  connector: NetsuiteConnector,
  period: NetsuitePeriod,
  calls: ReadonlyMap<NetsuiteApiId, AgentCallStats>,
): Promise<IntegrationList> {
  const [records, endpoints] = await Promise.all([
    rows(
      connector,
      `SELECT i.id, i.name, i.state, i.description, i.tokenbasedauth, i.oauth2, ${asMoment('i.createddate')} AS created,
        (SELECT COUNT(*) FROM accesstoken t WHERE t.integration = i.id AND t.state = 'ACTIVE') AS tokens
      FROM integration i ORDER BY i.name`,
    ),
    rows(
      connector,
      `SELECT s.id, s.name, s.scriptid, s.description, s.scripttype, ${asMoment('s.lastmodifieddate')} AS modified,
        (SELECT COUNT(*) FROM scriptdeployment d WHERE d.script = s.id AND d.isdeployed = 'T') AS deployed
      FROM script s WHERE s.scripttype IN ('RESTLET', 'SCRIPTLET') ORDER BY s.name`,
    ),
  ]);
  const api = NETSUITE_APIS.map((entry): AccountIntegration => {
    const stats = calls.get(entry.id);
    return {
      ...blank,
      id: entry.id,
      kind: 'api',
      name: entry.name,
      status: apiStatus(stats),
      description: entry.description,
      endpoints: [...entry.endpoints],
      requests: stats?.requests ?? 0,
      avgResponseMs: stats?.avgMs ?? null,
      lastActivity: stats?.lastAt?.toISOString() ?? null,
    };
  });
  const thirdParty = records.map(
    (row): AccountIntegration => ({
      ...blank,
      id: `integration-${text(row, 'id') ?? ''}`,
      kind: 'third-party',
      name: text(row, 'name') ?? '',
      status: text(row, 'state') === 'ENABLED' ? 'connected' : 'disconnected',
      description: text(row, 'description'),
      type: text(row, 'oauth2') === 'T' ? 'OAuth 2.0' : 'Token-Based Authentication',
      activeTokens: number(row, 'tokens') ?? 0,
      lastActivity: moment(row, 'created'),
    }),
  );
  const custom = endpoints.map(
    (row): AccountIntegration => ({
      ...blank,
      id: `script-${text(row, 'id') ?? ''}`,
      kind: 'custom',
      name: text(row, 'name') ?? '',
      status: (number(row, 'deployed') ?? 0) > 0 ? 'active' : 'disconnected',
      description: text(row, 'description'),
      endpoints: [text(row, 'scriptid') ?? ''],
      technology: text(row, 'scripttype') === 'RESTLET' ? 'RESTlet' : 'Suitelet',
      lastActivity: moment(row, 'modified'),
    }),
  );
  return { period, integrations: [...api, ...thirdParty, ...custom] };
}
