/**
 * How sandbox code reaches the sandbox's own database. Everything above this line (SuiteQL,
 * records, saved searches) sends SQL and parameters and gets plain rows back, so the engine
 * can live in a worker thread where a runaway query can be stopped.
 */

export interface SandboxField {
  readonly name: string;
  /** The PostgreSQL type oid, so callers can format dates and numbers as NetSuite does. */
  readonly dataTypeID: number;
}

export interface SandboxResult<Row = Record<string, unknown>> {
  readonly rows: Row[];
  readonly fields: readonly SandboxField[];
  /** Rows written, for INSERT, UPDATE and DELETE. */
  readonly affectedRows?: number;
}

export interface SandboxStatement {
  readonly sql: string;
  readonly params?: readonly unknown[];
}

export interface SandboxQueryOptions {
  /** Runs inside a READ ONLY transaction: the database itself refuses any write. */
  readonly readOnly?: boolean;
  /** Milliseconds before the query is stopped with `SandboxTimeoutError`. */
  readonly timeoutMs?: number;
}

export interface SandboxEngine {
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: SandboxQueryOptions,
  ): Promise<SandboxResult<Row>>;
  /** The statements in order in one transaction: all of them take effect or none does. */
  transaction(statements: readonly SandboxStatement[]): Promise<SandboxResult[]>;
  close(): Promise<void>;
}

/** A query ran past its time and was stopped; the engine is usable again afterwards. */
export class SandboxTimeoutError extends Error {
  readonly timeoutMs: number;

  constructor(timeoutMs: number) {
    super(`The query ran longer than ${timeoutMs} ms and was stopped.`);
    this.name = 'SandboxTimeoutError';
    this.timeoutMs = timeoutMs;
  }
}

/** An error PostgreSQL raised, with its SQLSTATE so callers can map it to NetSuite's codes. */
export class SandboxSqlError extends Error {
  readonly sqlState: string | undefined;

  constructor(message: string, sqlState: string | undefined) {
    super(message);
    this.name = 'SandboxSqlError';
    this.sqlState = sqlState;
  }
}
