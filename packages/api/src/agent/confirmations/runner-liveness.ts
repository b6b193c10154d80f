import { hostname } from 'node:os';

/**
 * How long after its confirmation a write whose process cannot be checked (on another host) is
 * taken for dead: far longer than a write takes, every retry of every call included.
 */
export const RUN_LEASE_MS = 15 * 60 * 1000;

/** This process as a runner is named: `host:pid`. */
export const THIS_PROCESS = `${hostname()}:${process.pid}`;

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the process that was carrying out a confirmed write is gone, so the write will never
 * finish by itself. `runner` is `host:pid`: on this host the process is asked directly (a
 * `kill -9` leaves it running nowhere); elsewhere, or for a runner not recorded, only the lease
 * running out says so.
 */
export function runnerIsGone(
  runner: string | undefined,
  decidedAt: Date | null,
  self: string,
  now: Date = new Date(),
): boolean {
  if (runner === self) return false;
  const separator = runner?.lastIndexOf(':') ?? -1;
  if (runner !== undefined && separator > 0 && runner.slice(0, separator) === hostname()) {
    const pid = Number(runner.slice(separator + 1));
    if (Number.isInteger(pid) && pid > 0) return !processIsAlive(pid);
  }
  return decidedAt === null || now.getTime() - decidedAt.getTime() > RUN_LEASE_MS;
}
