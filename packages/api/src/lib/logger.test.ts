import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const LOGGER = new URL('./logger.ts', import.meta.url).href;

/** Runs `body` in a process of its own with `logger` made, and resolves with what it printed. */
function runWithLogger(body: string): Promise<{ stdout: string; stderr: string; code: number | null }> {
  const script = `import { createLogger } from ${JSON.stringify(LOGGER)};\nconst logger = createLogger({ LOG_LEVEL: 'info' });\n${body}`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script]);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => child.once('close', (code) => resolve({ stdout, stderr, code })));
}

const messages = (stdout: string) =>
  stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { msg: string }).msg);

describe('createLogger', () => {
  it('writes a quiet server’s line without waiting for a batch to fill', async () => {
    // Killed outright after 3 s, so nothing written on the way out can be what the test sees.
    const { stdout, code } = await runWithLogger(`
      logger.info('one line');
      setTimeout(() => process.kill(process.pid, 'SIGKILL'), 3000);
    `);
    expect(code).toBeNull();
    expect(messages(stdout)).toEqual(['one line']);
  });

  it('writes the lines still buffered when the process dies of an uncaught error', async () => {
    const { stdout, stderr, code } = await runWithLogger(`
      for (let i = 0; i < 3; i++) logger.info('line ' + i);
      throw new Error('boom');
    `);
    expect(code).toBe(1);
    expect(stderr).toContain('boom');
    expect(messages(stdout)).toEqual(['line 0', 'line 1', 'line 2']);
  });
});
