import { netsuiteRestHost } from '../tba/index.ts';

/**
 * Where an account answers. A real account has two hosts, one for REST web services and one for
 * RESTlets; the sandbox answers both under one base URL. Paths (`/services/rest/...`,
 * `/app/site/hosting/restlet.nl`) follow either base unchanged.
 */
export interface NetsuiteEndpoints {
  /** `https://123456-sb1.suitetalk.api.netsuite.com`, or the sandbox's base URL. */
  readonly restBaseUrl: string;
  /** `https://123456-sb1.restlets.api.netsuite.com`, or the sandbox's base URL. */
  readonly restletBaseUrl: string;
}

/** A real account's hosts, from its id in any of NetSuite's spellings (`123456_SB1`, `123456-sb1`). */
export function netsuiteAccountEndpoints(accountId: string): NetsuiteEndpoints {
  const restHost = netsuiteRestHost(accountId);
  // Both hosts start with the same account label: `123456-sb1.suitetalk...`, `123456-sb1.restlets...`.
  const accountLabel = restHost.slice(0, restHost.indexOf('.'));
  return {
    restBaseUrl: `https://${restHost}`,
    restletBaseUrl: `https://${accountLabel}.restlets.api.netsuite.com`,
  };
}

/** The embedded sandbox's endpoints: both under its base, e.g. `http://localhost:3000/netsuite-sandbox`. */
export function sandboxEndpoints(baseUrl: string): NetsuiteEndpoints {
  const base = baseUrl.replace(/\/+$/, '');
  return { restBaseUrl: base, restletBaseUrl: base };
}
