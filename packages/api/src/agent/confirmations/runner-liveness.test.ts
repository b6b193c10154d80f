import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import { RUN_LEASE_MS, runnerIsGone } from './runner-liveness.ts';

const SELF = `${hostname()}:${process.pid}`;
const NOW = new Date('2026-11-25T12:00:00Z');
const justNow = new Date(NOW.getTime() - 1000);
const longAgo = new Date(NOW.getTime() - RUN_LEASE_MS - 1000);

describe('runnerIsGone', () => {
  it('never takes this process for gone', () => {
    expect(runnerIsGone(SELF, longAgo, SELF, NOW)).toBe(false);
  });

  it('asks this host whether the runner process lives', () => {
    const exited = spawnSync(process.execPath, ['-e', '0']).pid;
    expect(runnerIsGone(`${hostname()}:${exited}`, justNow, SELF, NOW)).toBe(true);
    expect(runnerIsGone(`${hostname()}:${process.ppid}`, longAgo, SELF, NOW)).toBe(false);
  });

  it('waits out the lease for a runner on another host, or none recorded', () => {
    expect(runnerIsGone('elsewhere:42', justNow, SELF, NOW)).toBe(false);
    expect(runnerIsGone('elsewhere:42', longAgo, SELF, NOW)).toBe(true);
    expect(runnerIsGone(undefined, justNow, SELF, NOW)).toBe(false);
    expect(runnerIsGone(undefined, longAgo, SELF, NOW)).toBe(true);
  });
});
