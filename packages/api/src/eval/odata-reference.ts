import type { ODataReading } from './eval-case.ts';
import type { Row } from './reply-reading.ts';

export type FetchFunction = (input: string, init?: RequestInit) => Promise<Response>;

/** Where the Dataverse sandbox takes tokens and serves the Web API, and its app registration. */
export interface DataverseReferenceAccess {
  /** `…/oauth2/v2.0/token` of the tenant. */
  readonly tokenUrl: string;
  /** The Web API's root, ending in `/api/data/v9.2/`. */
  readonly apiRoot: string;
  /** The environment's URL, whose `/.default` scope the token is for. */
  readonly environmentUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

/** Where Service Layer answers (ending in `/b1s/v2/`), and the company and user to log in as. */
export interface ServiceLayerReferenceAccess {
  readonly serviceRoot: string;
  readonly companyDb: string;
  readonly userName: string;
  readonly password: string;
}

export interface ODataReferenceOptions {
  readonly fetch?: FetchFunction;
  /** The day `{today}` stands for; the clock's by default. */
  readonly now?: () => Date;
  readonly dynamics?: DataverseReferenceAccess;
  readonly sap?: ServiceLayerReferenceAccess;
}

/** Reads one OData reference's rows. */
export type ODataReferenceReader = (reading: ODataReading) => Promise<Row[]>;

const PAGE = 'odata.maxpagesize=500';

async function failure(response: Response, what: string): Promise<Error> {
  return new Error(`${what}: HTTP ${response.status} ${(await response.text()).slice(0, 300)}`);
}

/** The properties a path's `$select` names, when it has one. */
function selected(path: string): string[] | undefined {
  const query = path.includes('?') ? path.slice(path.indexOf('?') + 1) : '';
  const select = new URLSearchParams(query).get('$select');
  return select ? select.split(',').map((name) => name.trim()) : undefined;
}

/** A calendar day as `YYYY-MM-DD`, in the server's time zone as the sandboxes count days. */
function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A path with its days filled in: `{today}`, `{today-30}` or `{today+7}` become that day, so a
 * reference holds on any day as SuiteQL's `SYSDATE` does.
 */
export function withDays(path: string, now: Date = new Date()): string {
  return path.replace(/\{today(?:([+-])(\d+))?\}/g, (_, sign: string | undefined, days: string | undefined) => {
    const day = new Date(now);
    if (sign && days) day.setDate(day.getDate() + (sign === '-' ? -1 : 1) * Number(days));
    return isoDay(day);
  });
}

/** Relative next links (Service Layer's) are resolved against the service root. */
function absolute(link: string, root: string): string {
  return new URL(link, root).toString();
}

/**
 * The reference reader of the evaluation: plain HTTP as each service documents it, written apart
 * from the agent's connectors and tools so that a reference does not share their mistakes.
 * Dataverse: a client credentials token from Entra ID's token endpoint, then `GET` with
 * `Prefer: odata.maxpagesize` following `@odata.nextLink`. Service Layer: `POST Login` with
 * `CompanyDB`, `UserName` and `Password`, its `B1SESSION` cookie on every `GET`, following the
 * next link, logging in again once when the session has expired.
 */
export function createODataReferenceReader(options: ODataReferenceOptions): ODataReferenceReader {
  const send = options.fetch ?? fetch;
  let token: Promise<string> | undefined;
  let session: Promise<string> | undefined;

  async function dataverseToken(access: DataverseReferenceAccess): Promise<string> {
    const response = await send(access.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: access.clientId,
        client_secret: access.clientSecret,
        scope: `${access.environmentUrl.replace(/\/$/, '')}/.default`,
      }).toString(),
    });
    if (!response.ok) throw await failure(response, 'the Entra ID token endpoint refused');
    return ((await response.json()) as { access_token: string }).access_token;
  }

  async function serviceLayerSession(access: ServiceLayerReferenceAccess): Promise<string> {
    const response = await send(absolute('Login', access.serviceRoot), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ CompanyDB: access.companyDb, UserName: access.userName, Password: access.password }),
    });
    if (!response.ok) throw await failure(response, 'Service Layer refused the login');
    return response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  }

  async function read(reading: ODataReading): Promise<unknown[] | number> {
    const dynamics = reading.system === 'dynamics';
    const root = dynamics ? options.dynamics?.apiRoot : options.sap?.serviceRoot;
    if (!root) throw new Error(`no ${reading.system} access was given to read ${reading.path}`);
    const headers = async (): Promise<Record<string, string>> => {
      if (dynamics && options.dynamics) {
        token ??= dataverseToken(options.dynamics);
        return { authorization: `Bearer ${await token}`, prefer: PAGE, accept: 'application/json' };
      }
      if (!options.sap) throw new Error('no SAP access');
      session ??= serviceLayerSession(options.sap);
      return { cookie: await session, prefer: PAGE };
    };
    const values: unknown[] = [];
    let next: string | undefined = absolute(withDays(reading.path, options.now?.() ?? new Date()), root);
    let retried = false;
    while (next) {
      const response = await send(next, { headers: await headers() });
      if (response.status === 401 && !retried) {
        // An expired token or session: one fresh one, as a client of either service does.
        retried = true;
        token = undefined;
        session = undefined;
        continue;
      }
      if (!response.ok) throw await failure(response, `${reading.system} refused ${reading.path}`);
      const text = await response.text();
      const body: unknown = JSON.parse(text);
      if (typeof body === 'number') return body;
      const page = body as { value?: unknown[]; '@odata.nextLink'?: string; 'odata.nextLink'?: string };
      if (!Array.isArray(page.value)) return [page];
      values.push(...page.value);
      const link = page['@odata.nextLink'] ?? page['odata.nextLink'];
      next = link ? absolute(link, root) : undefined;
    }
    return values;
  }

  return async (reading) => {
    const result = await read(reading);
    if (typeof result === 'number') return [{ count: result }];
    // The collection to flatten is kept whether or not it was selected (an `$expand` is not).
    const keep = selected(reading.path)?.concat(reading.flatten ?? []);
    // Rows keep the properties in the order `$select` names them, as a state reference lists them.
    const rows = result.map((value) => {
      const row = value as Row;
      const names = keep ?? Object.keys(row).filter((name) => !name.includes('@'));
      return Object.fromEntries(names.filter((name) => name in row).map((name) => [name, row[name]]));
    });
    const flattened = reading.flatten
      ? rows.flatMap((row) => {
          const { [reading.flatten as string]: lines, ...parent } = row;
          return Array.isArray(lines) ? lines.map((line) => ({ ...parent, ...(line as Row) })) : [];
        })
      : rows;
    if (!reading.sum) return flattened;
    const total = flattened.reduce((sum, row) => sum + Number(row[reading.sum as string] ?? 0), 0);
    return [{ [reading.sum]: Math.round(total * 100) / 100 }];
  };
}
