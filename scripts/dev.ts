/**
 * `npm run dev`: the API from source (restarting on change) and the console under Vite (hot
 * reload, proxying the API's paths), side by side in one terminal. Either one stopping stops the
 * other, so a crash is never left half-running; Ctrl+C stops both.
 */
import { type ChildProcess, spawn } from 'node:child_process';

const servers = [
  { name: 'api', workspace: '@erp-agent/api' },
  { name: 'console', workspace: '@erp-agent/console' },
];

const children: ChildProcess[] = servers.map(({ name, workspace }) => {
  const child = spawn('npm', ['run', 'dev', '-w', workspace], { stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) console.log(`[${name}] ${line}`);
    });
  }
  child.on('exit', (code, signal) => {
    console.log(`[${name}] stopped (${signal ?? `exit code ${code}`}); stopping the rest`);
    stopAll(code ?? 1);
  });
  return child;
});

let stopping = false;
function stopAll(exitCode: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = exitCode;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(0));
