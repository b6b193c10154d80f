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
    });
    expect(env).toMatchObject({ NODE_ENV: 'production', PORT: 9000, TRUST_PROXY: true, SEED_SAMPLE_DATA: false });
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
  ])('names the variable at fault in %j', (source, message) => {
    expect(problemOf(source)).toContain(message);
  });

  it('reads a language model endpoint, with the steps a turn may take', () => {
    const env = loadEnv({ LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: 'llama3.1', LLM_API_KEY: 'k' });
    expect(env).toMatchObject({ LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: 'llama3.1', LLM_MAX_STEPS: 8 });
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
