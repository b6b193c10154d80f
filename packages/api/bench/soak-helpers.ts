/** What the soak benchmarks share: a signed-in admin on a spawned server, and measuring it. */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import type { SpawnedServer } from '../src/test/spawn-server.ts';

export const json = { 'content-type': 'application/json' } as const;

/** Signs in as the seeded admin (first password `password`), chooses a new one, returns the cookie. */
export async function adminCookie(server: SpawnedServer, password: string, first = true): Promise<string> {
  const signIn = async (secret: string) => {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ username: 'admin', password: secret }),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
    return (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  };
  if (!first) return signIn(`${password}-Changed`);
  const cookie = await signIn(password);
  const changed = await fetch(`${server.url}/api/auth/password`, {
    method: 'POST',
    headers: { ...json, cookie, origin: server.url },
    body: JSON.stringify({ currentPassword: password, newPassword: `${password}-Changed` }),
  });
  if (!changed.ok) throw new Error(`changing the password failed: ${changed.status}`);
  return cookie;
}

/** Resident memory of a process, from Linux's /proc. */
export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}

export const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

export function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

/** The machine's state, printed beside every figure: a shared machine's figures mean little without it. */
export function machine(): string {
  const [one, five] = loadavg();
  return `${cpus().length} cores, load average ${one?.toFixed(1)} (1 min) ${five?.toFixed(1)} (5 min)`;
}
