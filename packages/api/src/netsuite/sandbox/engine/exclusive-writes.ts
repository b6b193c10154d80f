import type { SandboxEngine } from './sandbox-engine.ts';

/**
 * Writes that read before they write (a receipt checks what is left to receive, then records it)
 * run one at a time per engine, so two of them cannot both pass their checks on the same state.
 * Reads and single-statement writes keep running alongside. The sandbox's database belongs to one
 * process (its data directory is locked), so a lock in memory covers every writer.
 */

const queues = new WeakMap<SandboxEngine, Promise<unknown>>();

export function exclusiveWrite<T>(engine: SandboxEngine, work: () => Promise<T>): Promise<T> {
  const before = queues.get(engine) ?? Promise.resolve();
  const turn = before.then(work);
  // The next writer waits for this one to finish, whether it succeeded or was refused.
  queues.set(
    engine,
    turn.catch(() => undefined),
  );
  return turn;
}
