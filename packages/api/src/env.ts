import { createPrivateKey } from 'node:crypto';
import * as z from 'zod';
import { DEFAULT_CIRCUIT_FAILURES, DEFAULT_CIRCUIT_OPEN_MS } from './netsuite/connector/account-guard.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** EC curves NetSuite's client credentials assertion may be signed on (ES256, ES384, ES512). */
const ASSERTION_CURVES = new Set(['prime256v1', 'secp384r1', 'secp521r1']);

/** A key NetSuite's client credentials flow can sign with: RSA (PS256) or EC on a curve it takes. */
function isAssertionKey(pem: string): boolean {
  try {
    const key = createPrivateKey(pem);
    const curve = key.asymmetricKeyDetails?.namedCurve;
    return (
      key.asymmetricKeyType === 'rsa' ||
      (key.asymmetricKeyType === 'ec' && curve !== undefined && ASSERTION_CURVES.has(curve))
    );
  } catch {
    // Not a private key at all: the refinement's message says what is expected.
    return false;
  }
}

/**
 * Everything the server reads from its environment, checked once at start. An empty variable
 * counts as unset, so `PORT=` in a .env file means "the default".
 */
export const envSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
      .default('development'),
    PORT: z.coerce
      .number({ error: 'must be a whole number from 1 to 65535' })
      .int('must be a whole number from 1 to 65535')
      .min(1, 'must be a whole number from 1 to 65535')
      .max(65_535, 'must be a whole number from 1 to 65535')
      .default(8787),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./.data'),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
    SECRET_KEY: z.string().min(32, 'must be at least 32 characters (try: openssl rand -base64 48)').optional(),
    /** The first admin's password when the database has no users; `admin` (to be changed at sign-in) otherwise. */
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    /** Pins the log level; unset, Settings › Performance › log level decides (info by default). */
    LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).optional(),
    /** How long SIGTERM lets requests in flight (a chat turn streaming) finish before ending them. */
    SHUTDOWN_DRAIN_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds from 1 to 300' })
      .min(1, 'must be a number of seconds from 1 to 300')
      .max(300, 'must be a number of seconds from 1 to 300')
      .default(10),
    /** Set behind a reverse proxy: client addresses and https then come from X-Forwarded-* headers. */
    TRUST_PROXY: flag.default(false),
    /** Seed the sample users of the admin screens; on by default for the embedded database only. */
    SEED_SAMPLE_DATA: flag.optional(),
    NETSUITE_CONSUMER_KEY: z.string().min(1).optional(),
    NETSUITE_CONSUMER_SECRET: z.string().min(1).optional(),
    /** The integration record's OAuth 2.0 client, for Authenticate Netsuite on real accounts. */
    NETSUITE_OAUTH_CLIENT_ID: z.string().min(1).optional(),
    NETSUITE_OAUTH_CLIENT_SECRET: z.string().min(1).optional(),
    /** The certificate mapped for the client credentials (machine-to-machine) grant, and its private key. */
    NETSUITE_OAUTH_CERTIFICATE_ID: z.string().min(1).optional(),
    /** PEM; `\n` stands for a line break, so the key fits on one line of an environment file. */
    NETSUITE_OAUTH_PRIVATE_KEY: z
      .string()
      .transform((pem) => pem.replaceAll('\\n', '\n'))
      .refine(isAssertionKey, 'must be a PEM private key: RSA, or EC on P-256, P-384 or P-521')
      .optional(),
    /** The account unattended work reaches with the client credentials grant. */
    NETSUITE_ACCOUNT_ID: z
      .string()
      .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/i, 'must be a NetSuite account id such as 1234567 or 1234567_SB1')
      .optional(),
    /**
     * The auth id of a real account set up for Oracle's SuiteCloud CLI (`suitecloud account:setup`
     * or `account:setup:ci`): with it, Deploy runs the CLI for real accounts.
     */
    SUITECLOUD_AUTH_ID: z.string().min(1).optional(),
    /** The SuiteCloud CLI's command; `suitecloud` on the PATH by default. */
    SUITECLOUD_CLI: z.string().min(1).default('suitecloud'),
    /** Serve the embedded NetSuite sandbox; on by default outside production. */
    NETSUITE_SANDBOX: flag.optional(),
    /** Transactions the sandbox company is generated with. */
    NETSUITE_SANDBOX_SCALE: z.coerce
      .number({ error: 'must be a whole number from 100 to 1000000' })
      .int('must be a whole number from 100 to 1000000')
      .min(100, 'must be a whole number from 100 to 1000000')
      .max(1_000_000, 'must be a whole number from 100 to 1000000')
      .default(3000),
    /** The generator's seed: the same seed, scale and day give the same company. */
    NETSUITE_SANDBOX_SEED: z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .default(1),
    /** How long one SuiteQL statement may run in the sandbox before it is stopped. */
    NETSUITE_SANDBOX_TIMEOUT_MS: z.coerce
      .number({ error: 'must be a whole number of milliseconds from 100 to 600000' })
      .int('must be a whole number of milliseconds from 100 to 600000')
      .min(100, 'must be a whole number of milliseconds from 100 to 600000')
      .max(600_000, 'must be a whole number of milliseconds from 100 to 600000')
      .default(15_000),
    /**
     * Requests one NetSuite account may have in flight at once (its concurrency limit: 5 for the
     * base tier, 15 or more with SuiteCloud Plus). Requests beyond it wait their turn.
     */
    NETSUITE_CONCURRENCY_LIMIT: z.coerce
      .number({ error: 'must be a whole number from 1 to 1000' })
      .int('must be a whole number from 1 to 1000')
      .min(1, 'must be a whole number from 1 to 1000')
      .max(1000, 'must be a whole number from 1 to 1000')
      .default(5),
    /**
     * Calls to one NetSuite account that end in an outage (no answer, 5xx, 429 once retries are
     * spent), one after another, before this process pauses calls to it (its circuit opens).
     */
    NETSUITE_CIRCUIT_FAILURES: z.coerce
      .number({ error: 'must be a whole number from 1 to 100' })
      .int('must be a whole number from 1 to 100')
      .min(1, 'must be a whole number from 1 to 100')
      .max(100, 'must be a whole number from 1 to 100')
      .default(DEFAULT_CIRCUIT_FAILURES),
    /** How long calls to an account stay paused once its circuit opens, before one is let through to test it. */
    NETSUITE_CIRCUIT_OPEN_SECONDS: z.coerce
      .number({ error: 'must be a whole number of seconds from 1 to 3600' })
      .int('must be a whole number of seconds from 1 to 3600')
      .min(1, 'must be a whole number of seconds from 1 to 3600')
      .max(3600, 'must be a whole number of seconds from 1 to 3600')
      .default(DEFAULT_CIRCUIT_OPEN_MS / 1000),
    /**
     * Serve the NetSuite sandbox's test-only fault injection control (`/netsuite-sandbox/__faults`):
     * for tests and the soak, refused in production.
     */
    NETSUITE_SANDBOX_FAULTS: flag.optional(),
    /** Serve the embedded SAP Business One Service Layer sandbox; on by default outside production. */
    SAP_SANDBOX: flag.optional(),
    /** For tests: how long the sandbox's OAuth 2.0 access tokens live (NetSuite's hour by default). */
    NETSUITE_SANDBOX_ACCESS_TOKEN_SECONDS: z.coerce
      .number({ error: 'must be a whole number of seconds from 1 to 3600' })
      .int('must be a whole number of seconds from 1 to 3600')
      .min(1, 'must be a whole number of seconds from 1 to 3600')
      .max(3600, 'must be a whole number of seconds from 1 to 3600')
      .optional(),
    /** Serve the embedded Dataverse (Dynamics 365) sandbox; on by default outside production. */
    DYNAMICS_SANDBOX: flag.optional(),
    /** The Dataverse sandbox generator's seed: the same seed gives the same organisation. */
    DYNAMICS_SANDBOX_SEED: z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .default(1),
    /** An OpenAI-compatible chat completions endpoint: set with LLM_MODEL, the agent plans with that model. */
    LLM_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    LLM_MODEL: z.string().min(1).optional(),
    LLM_API_KEY: z.string().min(1).optional(),
    /** Model calls in one turn at most (each tool result goes back to the model). */
    LLM_MAX_STEPS: z.coerce
      .number({ error: 'must be a whole number from 1 to 20' })
      .int('must be a whole number from 1 to 20')
      .min(1, 'must be a whole number from 1 to 20')
      .max(20, 'must be a whole number from 1 to 20')
      .default(8),
  })
  .check((context) => {
    const { LLM_BASE_URL, LLM_MODEL, LLM_API_KEY } = context.value;
    const together = (names: readonly (keyof typeof context.value)[]) => {
      const set = names.filter((name) => context.value[name] !== undefined);
      if (set.length === 0 || set.length === names.length) return;
      for (const name of names.filter((missing) => !set.includes(missing))) {
        context.issues.push({
          code: 'custom',
          input: undefined,
          path: [name],
          message: `must be set with ${set.join(' and ')}`,
        });
      }
    };
    together(['NETSUITE_CONSUMER_KEY', 'NETSUITE_CONSUMER_SECRET']);
    together(['NETSUITE_OAUTH_CLIENT_ID', 'NETSUITE_OAUTH_CLIENT_SECRET']);
    together(['NETSUITE_OAUTH_CERTIFICATE_ID', 'NETSUITE_OAUTH_PRIVATE_KEY', 'NETSUITE_ACCOUNT_ID']);
    if (context.value.NETSUITE_OAUTH_CERTIFICATE_ID && !context.value.NETSUITE_OAUTH_CLIENT_ID) {
      context.issues.push({
        code: 'custom',
        input: undefined,
        path: ['NETSUITE_OAUTH_CLIENT_ID'],
        message: 'must be set with NETSUITE_OAUTH_CERTIFICATE_ID: the assertion names the client',
      });
    }
    // The fault injection makes NetSuite's sandbox fail on request: never something a live server offers.
    if (context.value.NETSUITE_SANDBOX_FAULTS === true && context.value.NODE_ENV === 'production') {
      context.issues.push({
        code: 'custom',
        input: 'true',
        path: ['NETSUITE_SANDBOX_FAULTS'],
        message: 'is for tests and is refused when NODE_ENV is production',
      });
    }
    if (LLM_BASE_URL && !LLM_MODEL) {
      context.issues.push({
        code: 'custom',
        input: LLM_MODEL,
        path: ['LLM_MODEL'],
        message: 'must be set when LLM_BASE_URL is',
      });
    }
    // A key alone would be ignored without a word, and the deterministic planner would answer.
    const needsBaseUrl = LLM_MODEL ? 'LLM_MODEL' : LLM_API_KEY ? 'LLM_API_KEY' : undefined;
    if (needsBaseUrl && !LLM_BASE_URL) {
      context.issues.push({
        code: 'custom',
        input: LLM_BASE_URL,
        path: ['LLM_BASE_URL'],
        message: `must be set when ${needsBaseUrl} is`,
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Thrown when the environment is unusable; its message names every offending variable. */
export class EnvError extends Error {
  readonly code = 'invalid_environment';

  constructor(problems: readonly string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

export function loadEnv(source: Record<string, string | undefined>): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new EnvError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? '(environment)');
        const value = present[name];
        const secret = ['SECRET', 'PASSWORD', 'KEY'].some((word) => name.includes(word));
        return `${name} ${issue.message}${value === undefined || secret ? '' : ` (got "${value}")`}`;
      }),
    );
  }
  return parsed.data;
}
