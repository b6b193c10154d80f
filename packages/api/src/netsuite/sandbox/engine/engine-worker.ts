import { parentPort, workerData } from 'node:worker_threads';
import { ensureCustomizations } from '../customization/customization-store.ts';
import { openSandboxStore } from '../store/sandbox-store.ts';
import { inProcessEngine } from './in-process-engine.ts';
import { SandboxSqlError } from './sandbox-engine.ts';
import type { EngineReply, EngineRequest, EngineWorkerData, SerializedError } from './worker-protocol.ts';

/**
 * The sandbox database on its own thread. PGlite runs a query synchronously inside WebAssembly
 * and ignores statement_timeout, so on the API's thread a slow query would stall every request
 * and could not be stopped; here it stalls only this thread, which the engine terminates.
 */

const port = parentPort;
if (port === null) throw new Error('engine-worker.ts runs only as a worker thread.');
const data = workerData as EngineWorkerData;

function serialize(error: unknown): SerializedError {
  if (error instanceof SandboxSqlError) {
    return { name: error.name, message: error.message, ...(error.sqlState ? { sqlState: error.sqlState } : {}) };
  }
  if (error instanceof Error) return { name: error.name, message: error.message };
  // PGlite throws plain objects for some failures; their message is still the useful part.
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    return { name: 'Error', message: error.message };
  }
  return { name: 'Error', message: String(error) };
}

const send = (reply: EngineReply) => port.postMessage(reply);

try {
  const store = await openSandboxStore(data.dataDir === undefined ? {} : { dataDir: data.dataDir });
  const loaded = await store.loadCompany(data.company);
  for (const sql of data.setupSql) await store.pg.exec(sql);
  const engine = inProcessEngine(store.pg);
  await ensureCustomizations(engine, data.company.today);
  port.on('message', async (request: EngineRequest) => {
    try {
      if (request.kind === 'close') {
        await store.close();
        send({ kind: 'result', id: request.id, result: null });
        port.close();
        return;
      }
      const result =
        request.kind === 'query'
          ? await engine.query(request.statement.sql, request.statement.params, { readOnly: request.readOnly })
          : await engine.transaction(request.statements);
      send({ kind: 'result', id: request.id, result });
    } catch (error) {
      send({ kind: 'error', id: request.id, error: serialize(error) });
    }
  });
  send({ kind: 'ready', loaded });
} catch (error) {
  send({ kind: 'start-failed', error: serialize(error) });
}
