import pino from 'pino';
import { createDynamicsSandboxApp } from '../dynamics/sandbox/http/sandbox-app.ts';
import { openDynamicsSandbox } from '../dynamics/sandbox/open-sandbox.ts';
import { createSapSandboxApp } from '../sap/sandbox/http/sandbox-app.ts';
import { openSapSandbox } from '../sap/sandbox/open-sap-sandbox.ts';
import { createODataReferenceReader, type ODataReferenceReader } from './odata-reference.ts';

const DATAVERSE = 'https://dataverse.eval.test';
const SERVICE_LAYER = 'https://service-layer.eval.test';

/**
 * The Dataverse and Service Layer sandboxes in memory, as `npm run eval` meets them (seed 1,
 * generated for today), with an OData reference reader sending to them in-process: for checking
 * the evaluation's OData references without starting the API.
 */
export async function openODataSandboxes(options: { seed?: number } = {}): Promise<ODataReferenceReader> {
  const seed = options.seed ?? 1;
  const secretKey = 'an-evaluation-secret-key-of-at-least-32-characters';
  const logger = pino({ level: 'silent' });
  const dynamics = openDynamicsSandbox({ secretKey, seed, logger });
  const dataverse = createDynamicsSandboxApp(dynamics);
  const sap = await openSapSandbox({ secretKey, seed, logger });
  const serviceLayer = createSapSandboxApp(sap);
  return createODataReferenceReader({
    fetch: async (input, init) =>
      input.startsWith(SERVICE_LAYER) ? serviceLayer.request(input, init) : dataverse.request(input, init),
    dynamics: {
      tokenUrl: `${DATAVERSE}/${dynamics.tenant.tenantId}/oauth2/v2.0/token`,
      apiRoot: `${DATAVERSE}/api/data/v9.2/`,
      environmentUrl: dynamics.tenant.environmentUrl,
      clientId: dynamics.tenant.clientId,
      clientSecret: dynamics.tenant.clientSecret,
    },
    sap: {
      serviceRoot: `${SERVICE_LAYER}/b1s/v2/`,
      companyDb: sap.account.companyDb,
      userName: sap.account.userName,
      password: sap.account.password,
    },
  });
}
