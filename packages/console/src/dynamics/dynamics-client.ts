import {
  type DynamicsColumn,
  type DynamicsConnection,
  type DynamicsConnectRequest,
  type DynamicsDemoCredentials,
  type DynamicsEntity,
  type DynamicsIntegration,
  type DynamicsOverview,
  type DynamicsPeriod,
  type DynamicsPowerPlatform,
  type DynamicsProcess,
  type DynamicsSyncResult,
  dynamicsColumnSchema,
  dynamicsConnectionSchema,
  dynamicsDemoCredentialsSchema,
  dynamicsEntitySchema,
  dynamicsIntegrationSchema,
  dynamicsOverviewSchema,
  dynamicsPowerPlatformSchema,
  dynamicsProcessSchema,
  dynamicsSyncResultSchema,
} from '@erp-agent/core';
import * as z from 'zod/mini';
import { type ApiRequestOptions, createApiRequester } from '../api/api-request.ts';

export const DYNAMICS_PATH = '/api/dynamics';

/** The code of every screen's 409 while the user has no Dynamics 365 connection. */
export const DYNAMICS_NOT_CONNECTED = 'dynamics_not_connected';

const listOf = <T extends z.ZodMiniType>(schema: T) => z.object({ items: z.array(schema) });
const entities = listOf(dynamicsEntitySchema);
const columns = listOf(dynamicsColumnSchema);
const processes = listOf(dynamicsProcessSchema);
const integrations = listOf(dynamicsIntegrationSchema);

/**
 * The signed-in user's Dynamics 365 connection and the five screens' data, all read from the
 * connected environment by the API. Every failure rejects with an `ApiError`.
 */
export function createDynamicsClient(options: ApiRequestOptions = {}) {
  const api = createApiRequester(options);
  const path = (rest: string) => `${DYNAMICS_PATH}${rest}`;
  return {
    connection: (): Promise<DynamicsConnection> => api.json(dynamicsConnectionSchema, 'GET', path('/connection')),
    connect: (request: DynamicsConnectRequest): Promise<DynamicsConnection> =>
      api.json(dynamicsConnectionSchema, 'POST', path('/connect'), request),
    disconnect: (): Promise<DynamicsConnection> => api.json(dynamicsConnectionSchema, 'DELETE', path('/connection')),
    demoCredentials: (): Promise<DynamicsDemoCredentials> =>
      api.json(dynamicsDemoCredentialsSchema, 'GET', path('/demo-credentials')),
    overview: (period: DynamicsPeriod): Promise<DynamicsOverview> =>
      api.json(dynamicsOverviewSchema, 'GET', path(`/overview?period=${period}`)),
    entities: async (): Promise<DynamicsEntity[]> => (await api.json(entities, 'GET', path('/entities'))).items,
    /** VIEW: one table's columns, by its MetadataId. */
    tableColumns: async (id: string): Promise<DynamicsColumn[]> =>
      (await api.json(columns, 'GET', path(`/entities/${encodeURIComponent(id)}/columns`))).items,
    /** EXPORT.SCHEMA: every column of every table. */
    schema: async (): Promise<DynamicsColumn[]> => (await api.json(columns, 'GET', path('/schema'))).items,
    processes: async (): Promise<DynamicsProcess[]> => (await api.json(processes, 'GET', path('/processes'))).items,
    setProcessState: (id: string, active: boolean): Promise<DynamicsProcess> =>
      api.json(
        dynamicsProcessSchema,
        'POST',
        path(`/processes/${encodeURIComponent(id)}/${active ? 'activate' : 'deactivate'}`),
      ),
    integrations: async (): Promise<DynamicsIntegration[]> =>
      (await api.json(integrations, 'GET', path('/integrations'))).items,
    connectIntegration: (id: string): Promise<DynamicsIntegration> =>
      api.json(dynamicsIntegrationSchema, 'POST', path(`/integrations/${encodeURIComponent(id)}/connect`)),
    syncIntegration: (id: string): Promise<DynamicsSyncResult> =>
      api.json(dynamicsSyncResultSchema, 'POST', path(`/integrations/${encodeURIComponent(id)}/sync`)),
    powerPlatform: (): Promise<DynamicsPowerPlatform> =>
      api.json(dynamicsPowerPlatformSchema, 'GET', path('/power-platform')),
  };
}

export const dynamicsClient = createDynamicsClient();
