/**
 * Where the sandbox's REST services are, as a client sees them: the request's origin and the
 * prefix the sandbox is mounted under (`/netsuite-sandbox` in the API, nothing when served
 * alone), so `links` and `Location` lead back to the same sandbox.
 */
export function serviceBase(requestUrl: string): string {
  const url = new URL(requestUrl);
  const at = url.pathname.indexOf('/services/rest/');
  return `${url.origin}${at < 0 ? '' : url.pathname.slice(0, at)}`;
}

export function recordServiceUrl(base: string): string {
  return `${base}/services/rest/record/v1`;
}

export function recordUrl(base: string, recordType: string, id?: string | number): string {
  const collection = `${recordServiceUrl(base)}/${recordType}`;
  return id === undefined ? collection : `${collection}/${id}`;
}

export function metadataCatalogUrl(base: string, recordType?: string): string {
  const catalog = `${recordServiceUrl(base)}/metadata-catalog`;
  return recordType === undefined ? catalog : `${catalog}/${recordType}`;
}

export interface Link {
  readonly rel: string;
  readonly href: string;
}

export function selfLink(href: string): Link[] {
  return [{ rel: 'self', href }];
}
