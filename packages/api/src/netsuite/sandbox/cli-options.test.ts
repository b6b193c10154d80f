import { describe, expect, it } from 'vitest';
import { parseSandboxCli } from './cli-options.ts';

describe('parseSandboxCli', () => {
  it('fills the defaults, without the fault control', () => {
    expect(parseSandboxCli([], undefined)).toMatchObject({
      port: 8788,
      host: '127.0.0.1',
      scale: 3000,
      seed: 1,
      dataDir: undefined,
      statementTimeoutMs: 15_000,
      redirectUris: [],
      accessTokenSeconds: 3600,
      faults: false,
    });
  });

  it('serves the fault control with --faults, outside production', () => {
    expect(parseSandboxCli(['--faults', '--scale', '100'], 'test')).toMatchObject({ faults: true, scale: 100 });
    expect(parseSandboxCli(['--faults'], undefined).faults).toBe(true);
  });

  it('refuses --faults when NODE_ENV is production', () => {
    expect(() => parseSandboxCli(['--faults'], 'production')).toThrow(
      '--faults is for tests and is refused when NODE_ENV is production.',
    );
    expect(parseSandboxCli([], 'production').faults).toBe(false);
  });

  it.each([
    [['--scale', '50'], '--scale must be a whole number from 100 to 1000000, got "50".'],
    [['--port', 'http'], '--port must be a whole number from 1 to 65535, got "http".'],
    [['--fault'], "Unknown option '--fault'"],
  ])('names the option at fault in %j', (args, message) => {
    expect(() => parseSandboxCli(args, undefined)).toThrow(message);
  });
});
