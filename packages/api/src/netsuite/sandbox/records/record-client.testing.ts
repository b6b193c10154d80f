import type { TestSandbox } from '../testing/test-sandbox.ts';

/** Calls of the record service for this folder's tests, through a signed test sandbox. */

export const RECORD_SERVICE = '/services/rest/record/v1';

export interface Refusal {
  readonly status: number;
  readonly contentType: string | null;
  readonly detail?: string;
  readonly 'o:errorCode'?: string;
  readonly 'o:errorPath'?: string;
  readonly 'o:errorQueryParam'?: string;
}

export interface RecordClient {
  send(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  /** Creates a record and answers its new id, read from the `Location` header. */
  create(type: string, body: Record<string, unknown>): Promise<number>;
  read(type: string, key: string | number): Promise<Record<string, unknown>>;
  /** The status, content type and first error detail of a refused call. */
  refusal(response: Response): Promise<Refusal>;
  rows<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

async function expectStatus(response: Response, status: number, what: string): Promise<void> {
  if (response.status !== status) {
    throw new Error(`${what} answered ${response.status} instead of ${status}: ${await response.text()}`);
  }
}

export function recordClient(sandbox: TestSandbox): RecordClient {
  const send = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    sandbox.request(method, `${RECORD_SERVICE}${path}`, {
      ...(body === undefined ? {} : { body }),
      ...(headers ? { headers } : {}),
    });
  return {
    send,
    create: async (type, body) => {
      const response = await send('POST', `/${type}`, body);
      await expectStatus(response, 204, `POST /${type}`);
      const location = response.headers.get('Location') ?? '';
      const id = new RegExp(`^http://sandbox\\.test${RECORD_SERVICE}/${type}/(\\d+)$`, 'i').exec(location)?.[1];
      if (id === undefined) throw new Error(`POST /${type} answered the Location '${location}'.`);
      return Number(id);
    },
    read: async (type, key) => {
      const response = await send('GET', `/${type}/${key}`);
      await expectStatus(response, 200, `GET /${type}/${key}`);
      return (await response.json()) as Record<string, unknown>;
    },
    refusal: async (response) => {
      const body = (await response.json()) as { 'o:errorDetails'?: Record<string, unknown>[] };
      return {
        status: response.status,
        contentType: response.headers.get('Content-Type'),
        ...body['o:errorDetails']?.[0],
      };
    },
    rows: async <Row>(sql: string, params: readonly unknown[] = []) =>
      (await sandbox.engine.query<Row>(sql, params)).rows,
  };
}
