/**
 * The part of `netsuite-rest` (which ships no types) that the sandbox's independent-client test
 * uses; see node_modules/netsuite-rest/netsuite-rest.js.
 */
declare module 'netsuite-rest' {
  interface NetsuiteRestOptions {
    consumer_key: string;
    consumer_secret_key: string;
    token: string;
    token_secret: string;
    realm: string;
    base_url?: string;
  }

  interface NetsuiteRestRequest {
    /** After `/services/rest/`, query included: `query/v1/suiteql?limit=5`. */
    path?: string;
    method?: string;
    body?: string;
    heads?: Record<string, string>;
  }

  /** got's response with the parsed body added as `data`. */
  interface NetsuiteRestResponse {
    statusCode: number;
    headers: Record<string, string | undefined>;
    body: string;
    data: unknown;
  }

  class NetsuiteRest {
    constructor(options: NetsuiteRestOptions);
    request(options: NetsuiteRestRequest): Promise<NetsuiteRestResponse>;
  }

  export default NetsuiteRest;
}
