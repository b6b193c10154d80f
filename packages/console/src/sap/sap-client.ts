import {
  type SapActionRequest,
  type SapAddOns,
  type SapConnection,
  type SapConnectRequest,
  type SapDemoCredentials,
  type SapDocumentDetail,
  type SapDocuments,
  type SapIntegrations,
  type SapOverview,
  type SapPeriod,
  type SapReports,
  sapAddOnsSchema,
  sapConnectionSchema,
  sapDemoCredentialsSchema,
  sapDocumentDetailSchema,
  sapDocumentsSchema,
  sapIntegrationsSchema,
  sapOverviewSchema,
  sapReportsSchema,
} from '@erp-agent/core';
import { type ApiRequestOptions, createApiRequester } from '../api/api-request.ts';

export const SAP_PATH = '/api/sap';

/** The code of the API's 409 when the user has no SAP Business One connection yet. */
export const SAP_NOT_CONNECTED_CODE = 'sap_not_connected';

/**
 * The signed-in user's SAP Business One connection and the five SAP screens' records, all read
 * through that user's Service Layer session. The password goes up once, through `connect`, and
 * no answer carries it back. Every failure rejects with an `ApiError`.
 */
export function createSapClient(options: ApiRequestOptions = {}) {
  const api = createApiRequester(options);
  return {
    connection: (): Promise<SapConnection> => api.json(sapConnectionSchema, 'GET', `${SAP_PATH}/connection`),
    connect: (request: SapConnectRequest): Promise<SapConnection> =>
      api.json(sapConnectionSchema, 'POST', `${SAP_PATH}/connect`, request),
    disconnect: (): Promise<SapConnection> => api.json(sapConnectionSchema, 'DELETE', `${SAP_PATH}/connection`),
    demoCredentials: (): Promise<SapDemoCredentials> =>
      api.json(sapDemoCredentialsSchema, 'GET', `${SAP_PATH}/demo-credentials`),
    overview: (period: SapPeriod): Promise<SapOverview> =>
      api.json(sapOverviewSchema, 'GET', `${SAP_PATH}/overview?period=${period}`),
    integrations: (): Promise<SapIntegrations> => api.json(sapIntegrationsSchema, 'GET', `${SAP_PATH}/integrations`),
    documents: (): Promise<SapDocuments> => api.json(sapDocumentsSchema, 'GET', `${SAP_PATH}/documents`),
    /** VIEW and EXPORT: one document with its lines. */
    document: (entitySet: string, key: number): Promise<SapDocumentDetail> =>
      api.json(sapDocumentDetailSchema, 'GET', `${SAP_PATH}/documents/${encodeURIComponent(entitySet)}/${key}`),
    reports: (): Promise<SapReports> => api.json(sapReportsSchema, 'GET', `${SAP_PATH}/reports`),
    addOns: (): Promise<SapAddOns> => api.json(sapAddOnsSchema, 'GET', `${SAP_PATH}/addons`),
    /** A state action through Service Layer; the screens read the changed record again afterwards. */
    act: async (request: SapActionRequest): Promise<void> => {
      await api.send('POST', `${SAP_PATH}/actions`, request);
    },
  };
}

/** The console's one client; it looks `fetch` up per call, so tests stub the global. */
export const sapClient = createSapClient();
