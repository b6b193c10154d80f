/**
 * The part of `node-sapb1` (an SAP Business One Service Layer client from npm, plain JavaScript)
 * that the sandbox's independent-client test uses, typed as its source and README describe it.
 */
declare module 'node-sapb1' {
  interface SapB1Config {
    host: string;
    port: number;
    version: number;
    username?: string;
    password?: string;
    company?: string;
  }

  /** Its answer to a request Service Layer refused: status, headers and body as received. */
  interface SapB1Response {
    statusCode(): number;
    body(): string;
    toJson(): unknown;
    cookies(): Record<string, string>;
  }

  type Failure = (error: SapB1Response | Error, kind: number) => void;

  class Query {
    select(fields: string): Query;
    where(filter: object): Query;
    orWhere(filter: object): Query;
    limit(top: number, skip?: number): Query;
    inlineCount(): Query;
    orderBy(field: string, direction?: 'asc' | 'desc'): Query;
    count<T = unknown>(success: (result: T) => void, error: Failure): Query;
    findAll<T = unknown>(success: (result: T) => void, error: Failure): void;
    find<T = unknown>(id: string | number, success: (result: T) => void, error: Failure): void;
  }

  class Resource {
    create(data: object, success: (result: unknown) => void, error: Failure): void;
    update(id: string | number, data: object, success: (result: unknown) => void, error: Failure): void;
    delete(id: string | number, success: (result: unknown) => void, error: Failure): void;
    action(id: string | number, action: string, success: (result: unknown) => void, error: Failure): void;
    queryBuilder(): Query;
  }

  class SAPb1 {
    static createSession(config: SapB1Config, success: (session: SAPb1) => void, error: Failure): void;
    resource(name: string): Resource;
    session(): Record<string, string>;
  }

  export = SAPb1;
}

/** Its filters; `where` takes only instances of these classes. */
declare module 'node-sapb1/lib/filters.js' {
  export class Filter {}
  export class Equal extends Filter {
    constructor(field: string, value: string | number);
  }
  export class NotEqual extends Filter {
    constructor(field: string, value: string | number);
  }
}
