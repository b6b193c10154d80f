import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from '../../../../scripts/free-port.ts';

export interface SpawnedServer {
  readonly url: string;
  readonly process: ChildProcess;
  /** What it printed, for the message when it fails to start. */
  readonly output: string[];
  /** Asks it to shut down; settles once it has exited, so its files can be removed. */
  stop(): Promise<void>;
}

/**
 * Runs a server script (TypeScript, on the workspace source, or with `built` the compiled one) in a process of its own on a free
 * port, and resolves once `readyPath` answers 2xx. Rejects with the server's output if it exits or
 * takes longer than a minute.
 */
export async function spawnServer(
  script: string,
  env: Record<string, string>,
  readyPath: string,
  options: {
    discardStdout?: boolean;
    built?: boolean;
    /** Its command line, for a script that takes its port as an option rather than from PORT. */
    args?: (port: number) => readonly string[];
  } = {},
): Promise<SpawnedServer> {
  const port = await freePort();
  // A built script (dist/) runs as `npm start` runs it: on the built workspace packages too.
  const conditions = options.built ? [] : ['--conditions=@erp-agent/source'];
  const child = spawn(process.execPath, [...conditions, script, ...(options.args?.(port) ?? [])], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', options.discardStdout ? 'ignore' : 'pipe', 'pipe'],
  });
  const output: string[] = [];
  // Drained even when unused: a full pipe would stall a server that logs every request.
  child.stdout?.on('data', (chunk: Buffer) => {
    if (output.length < 200) output.push(chunk.toString());
  });
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };
  const server = { url: `http://127.0.0.1:${port}`, process: child, output, stop };

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} exited:\n${output.join('')}`);
    const up = await fetch(`${server.url}${readyPath}`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.stop();
  throw new Error(`${script} did not start within a minute:\n${output.join('')}`);
}
