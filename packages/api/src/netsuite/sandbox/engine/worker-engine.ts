import { Worker } from 'node:worker_threads';
import { exportConditionFlags } from '../../../lib/export-condition-flags.ts';
import type { CompanyMarker } from '../store/company-marker.ts';
import { type SandboxEngine, type SandboxResult, SandboxSqlError, SandboxTimeoutError } from './sandbox-engine.ts';
import type { EngineReply, EngineRequest, EngineWorkerData, SerializedError } from './worker-protocol.ts';

export interface WorkerEngineOptions {
  /** Where the worker's PGlite keeps its files; in memory when absent (regenerated on a restart). */
  readonly dataDir?: string;
  readonly company: CompanyMarker;
  /** Idempotent SQL run after every start of the worker, e.g. SuiteQL's support functions. */
  readonly setupSql?: readonly string[];
}

export interface WorkerEngine extends SandboxEngine {
  /** Whether the last start generated and loaded the company or found it already stored. */
  readonly loaded: 'loaded' | 'already-loaded';
  /**
   * Settles once the first worker has started: with how it found the company, or with why it
   * could not start. Requests wait for it by themselves; a caller that must know awaits it.
   */
  readonly ready: Promise<'loaded' | 'already-loaded'>;
  /** How many times a runaway query made the engine replace its worker. */
  readonly restarts: number;
}

type Request = EngineRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** Built code runs `.js` files and tests and `npm run dev` run the `.ts` sources beside this file. */
const WORKER_URL = new URL(`./engine-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);

function deserialize(error: SerializedError): Error {
  if (error.name === 'SandboxSqlError') return new SandboxSqlError(error.message, error.sqlState);
  const rebuilt = new Error(error.message);
  rebuilt.name = error.name;
  return rebuilt;
}

class StartFailedError extends Error {
  constructor(cause: Error) {
    super(`The NetSuite sandbox database could not start: ${cause.message}`, { cause });
    this.name = 'SandboxStartError';
  }
}

/**
 * The sandbox database in a worker thread, one request at a time as PGlite serves them anyway.
 * It returns at once, the worker starting meanwhile (a second or more: PGlite compiles, and the
 * company is generated when the stored one differs), so a server need not wait for it to serve.
 * A query that outlives its `timeoutMs` is answered with `SandboxTimeoutError` and the worker is
 * terminated and started again from the same data directory, the only way to stop PGlite.
 */
export function openWorkerEngine(options: WorkerEngineOptions): WorkerEngine {
  const data: EngineWorkerData = {
    dataDir: options.dataDir,
    company: options.company,
    setupSql: options.setupSql ?? [],
  };
  let nextId = 0;
  let restarts = 0;
  let closed = false;
  let loaded: WorkerEngine['loaded'] = 'already-loaded';

  const start = () =>
    new Promise<Worker>((resolve, reject) => {
      const worker = new Worker(WORKER_URL, { workerData: data, execArgv: exportConditionFlags(process.execArgv) });
      const onReady = (reply: EngineReply) => {
        if (reply.kind === 'ready') {
          loaded = reply.loaded;
          resolve(worker);
        } else if (reply.kind === 'start-failed') {
          reject(new StartFailedError(deserialize(reply.error)));
          void worker.terminate();
        } else return;
        worker.off('message', onReady);
        worker.off('error', onError);
      };
      const onError = (error: Error) => reject(new StartFailedError(error));
      worker.on('message', onReady);
      worker.once('error', onError);
    });

  let worker = start();
  const ready = worker.then(() => loaded);
  // A failed start is answered to every request, which awaits `worker`, and to whoever awaits `ready`.
  ready.catch(() => undefined);
  let tail: Promise<unknown> = Promise.resolve();

  const restart = (current: Worker) => {
    restarts += 1;
    void current.terminate();
    worker = start();
    // A failed restart surfaces on the next request, which awaits `worker`.
    worker.catch(() => undefined);
  };

  const dispatch = async (request: Request, timeoutMs: number | undefined): Promise<unknown> => {
    if (closed) throw new Error('The NetSuite sandbox engine is closed.');
    const current = await worker;
    const id = ++nextId;
    return new Promise((resolve, reject) => {
      const cleanup = () => {
        clearTimeout(timer);
        current.off('message', onMessage);
        current.off('error', onFailure);
        current.off('exit', onExit);
      };
      const onMessage = (reply: EngineReply) => {
        if (!('id' in reply) || reply.id !== id) return;
        cleanup();
        if (reply.kind === 'result') resolve(reply.result);
        else reject(deserialize(reply.error));
      };
      const onFailure = (error: Error) => {
        cleanup();
        reject(error);
        restart(current);
      };
      const onExit = (code: number) => onFailure(new Error(`The NetSuite sandbox engine stopped (exit code ${code}).`));
      const timer =
        timeoutMs === undefined
          ? undefined
          : setTimeout(() => {
              cleanup();
              reject(new SandboxTimeoutError(timeoutMs));
              restart(current);
            }, timeoutMs);
      current.on('message', onMessage);
      current.once('error', onFailure);
      if (request.kind !== 'close') current.once('exit', onExit);
      current.postMessage({ ...request, id } satisfies EngineRequest);
    });
  };

  /** Requests queue here so a timer measures a query's own run, not its wait behind others. */
  const enqueue = <T>(request: Request, timeoutMs?: number): Promise<T> => {
    const task = tail.then(() => dispatch(request, timeoutMs)) as Promise<T>;
    tail = task.catch(() => undefined);
    return task;
  };

  return {
    get loaded() {
      return loaded;
    },
    get restarts() {
      return restarts;
    },
    ready,
    query: <Row>(sql: string, params?: readonly unknown[], queryOptions?: { readOnly?: boolean; timeoutMs?: number }) =>
      enqueue<SandboxResult<Row>>(
        { kind: 'query', statement: { sql, ...(params ? { params } : {}) }, readOnly: queryOptions?.readOnly ?? false },
        queryOptions?.timeoutMs,
      ),
    transaction: (statements) => enqueue<SandboxResult[]>({ kind: 'transaction', statements }),
    close: async () => {
      // A worker that never started has nothing to close.
      const started = await worker.then(
        () => true,
        () => false,
      );
      if (started) await enqueue({ kind: 'close' });
      closed = true;
    },
  };
}
