import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

function problemOf(source: Record<string, string>): string {
  try {
    loadEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.message;
    throw error;
  }
  throw new Error('expected an EnvError');
}

describe('loadEnv', () => {
  it('fills the defaults and treats empty variables as unset', () => {
    expect(loadEnv({ PORT: '', LOG_LEVEL: '' })).toMatchObject({
      NODE_ENV: 'development',
      PORT: 8787,
      HOST: '127.0.0.1',
      DATA_DIR: './.data',
      TRUST_PROXY: false,
      NETSUITE_CIRCUIT_FAILURES: 5,
      NETSUITE_CIRCUIT_OPEN_SECONDS: 30,
    });
    expect(loadEnv({ LOG_LEVEL: '' }).LOG_LEVEL).toBeUndefined();
  });

  it('reads every variable it knows', () => {
    const env = loadEnv({
      NODE_ENV: 'production',
      PORT: '9000',
      DATABASE_URL: 'postgresql://erp:secret@db:5432/erp',
      SECRET_KEY: 'k'.repeat(40),
      TRUST_PROXY: 'yes',
      SEED_SAMPLE_DATA: '0',
      NETSUITE_CIRCUIT_FAILURES: '3',
      NETSUITE_CIRCUIT_OPEN_SECONDS: '120',
    });
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      PORT: 9000,
      TRUST_PROXY: true,
      SEED_SAMPLE_DATA: false,
      NETSUITE_CIRCUIT_FAILURES: 3,
      NETSUITE_CIRCUIT_OPEN_SECONDS: 120,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number from 1 to 65535 (got "eighty")'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 1 to 65535 (got "70000")'],
    [{ DATABASE_URL: 'mysql://db/erp' }, 'DATABASE_URL must be a postgres:// or postgresql:// URL'],
    [{ SECRET_KEY: 'short' }, 'SECRET_KEY must be at least 32 characters'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY must be true or false (got "maybe")'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be development, production or test (got "staging")'],
    [{ LLM_BASE_URL: 'ftp://models', LLM_MODEL: 'm' }, 'LLM_BASE_URL must be an http:// or https:// URL'],
    [{ LLM_BASE_URL: 'http://localhost:11434/v1' }, 'LLM_MODEL must be set when LLM_BASE_URL is'],
    [{ LLM_MODEL: 'llama3.1' }, 'LLM_BASE_URL must be set when LLM_MODEL is'],
    [{ LLM_API_KEY: 'sk-test' }, 'LLM_BASE_URL must be set when LLM_API_KEY is'],
    [{ LLM_MAX_STEPS: '50' }, 'LLM_MAX_STEPS must be a whole number from 1 to 20 (got "50")'],
    [{ NETSUITE_OAUTH_CLIENT_ID: 'id' }, 'NETSUITE_OAUTH_CLIENT_SECRET must be set with NETSUITE_OAUTH_CLIENT_ID'],
    [{ NETSUITE_CONSUMER_SECRET: 's' }, 'NETSUITE_CONSUMER_KEY must be set with NETSUITE_CONSUMER_SECRET'],
    [{ NETSUITE_ACCOUNT_ID: 'evil.example#' }, 'NETSUITE_ACCOUNT_ID must be a NetSuite account id'],
    [
      { NETSUITE_SANDBOX_ACCESS_TOKEN_SECONDS: '0' },
      'NETSUITE_SANDBOX_ACCESS_TOKEN_SECONDS must be a whole number of seconds from 1 to 3600',
    ],
    [{ NETSUITE_CIRCUIT_FAILURES: '0' }, 'NETSUITE_CIRCUIT_FAILURES must be a whole number from 1 to 100 (got "0")'],
    [{ NETSUITE_CIRCUIT_FAILURES: '2.5' }, 'NETSUITE_CIRCUIT_FAILURES must be a whole number from 1 to 100'],
    [
      { NETSUITE_CIRCUIT_OPEN_SECONDS: 'soon' },
      'NETSUITE_CIRCUIT_OPEN_SECONDS must be a whole number of seconds from 1 to 3600 (got "soon")',
    ],
    [
      { NETSUITE_CIRCUIT_OPEN_SECONDS: '7200' },
      'NETSUITE_CIRCUIT_OPEN_SECONDS must be a whole number of seconds from 1 to 3600',
    ],
    [
      { NODE_ENV: 'production', SECRET_KEY: 'k'.repeat(40), NETSUITE_SANDBOX_FAULTS: 'true' },
      'NETSUITE_SANDBOX_FAULTS is for tests and is refused when NODE_ENV is production',
    ],
  ])('names the variable at fault in %j', (source, message) => {
    expect(problemOf(source)).toContain(message);
  });

  it('reads a language model endpoint, with the steps a turn may take', () => {
    const env = loadEnv({ LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: 'llama3.1', LLM_API_KEY: 'k' });
    expect(env).toMatchObject({ LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: 'llama3.1', LLM_MAX_STEPS: 8 });
  });

  describe('the OAuth 2.0 client credentials certificate', () => {
    const pem = (type: 'rsa' | 'ec' | 'ed25519', curve?: string) => {
      const { privateKey } =
        type === 'rsa'
          ? generateKeyPairSync('rsa', { modulusLength: 2048 })
          : type === 'ec'
            ? generateKeyPairSync('ec', { namedCurve: curve ?? 'P-256' })
            : generateKeyPairSync('ed25519');
      return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    };
    const complete = (key: string) => ({
      NETSUITE_OAUTH_CLIENT_ID: 'client',
      NETSUITE_OAUTH_CLIENT_SECRET: 'secret',
      NETSUITE_OAUTH_CERTIFICATE_ID: 'certificate',
      NETSUITE_OAUTH_PRIVATE_KEY: key,
      NETSUITE_ACCOUNT_ID: '1234567_SB1',
    });

    it.each([
      ['an RSA key', pem('rsa')],
      ['an EC key on P-384', pem('ec', 'P-384')],
      ['a key on one line with \\n for its line breaks', pem('ec').replaceAll('\n', '\\n')],
    ])('takes %s', (_, key) => {
      expect(loadEnv(complete(key)).NETSUITE_OAUTH_PRIVATE_KEY).toContain('-----BEGIN PRIVATE KEY-----\n');
    });

    it('refuses a key NetSuite cannot verify, without showing it', () => {
      const key = pem('ed25519');
      const message = problemOf(complete(key));
      expect(message).toContain('NETSUITE_OAUTH_PRIVATE_KEY must be a PEM private key');
      expect(message).not.toContain('BEGIN');
    });

    it('needs the certificate id, the key and the account together, and the client they belong to', () => {
      expect(problemOf({ NETSUITE_OAUTH_CERTIFICATE_ID: 'certificate' })).toContain(
        'NETSUITE_OAUTH_PRIVATE_KEY must be set with NETSUITE_OAUTH_CERTIFICATE_ID',
      );
      const { NETSUITE_OAUTH_CLIENT_ID, NETSUITE_OAUTH_CLIENT_SECRET, ...withoutClient } = complete(pem('ec'));
      expect(problemOf(withoutClient)).toContain(
        'NETSUITE_OAUTH_CLIENT_ID must be set with NETSUITE_OAUTH_CERTIFICATE_ID',
      );
    });
  });

  it('names every bad variable at once and never echoes a secret', () => {
    const message = problemOf({ PORT: 'x', SECRET_KEY: 'hunter2', ADMIN_PASSWORD: 'pw' });
    expect(message).toContain('PORT');
    expect(message).toContain('SECRET_KEY');
    expect(message).toContain('ADMIN_PASSWORD');
    expect(message).not.toContain('hunter2');
    expect(message).not.toContain('"pw"');
  });
});
