import { argon2, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  length: number,
  options: object,
) => Promise<Buffer>;

/** OWASP's Argon2id minimum: 19 MiB, two passes, one lane. */
const ARGON2 = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const;

/** OWASP's scrypt choice, for Node releases without built-in Argon2 (before 24.7). */
const SCRYPT = { cost: 2 ** 17, blockSize: 8, parallelization: 1, keyLength: 64 } as const;

const hasArgon2 = typeof argon2 === 'function';

function argon2id(
  password: string,
  salt: Buffer,
  memory: number,
  passes: number,
  parallelism: number,
  tagLength: number,
) {
  return new Promise<Buffer>((resolve, reject) => {
    argon2('argon2id', { message: password, nonce: salt, memory, passes, parallelism, tagLength }, (error, hash) =>
      error ? reject(error) : resolve(hash),
    );
  });
}

/**
 * A password hash in PHC string format, parameters included, so a hash made today still verifies
 * after the defaults move on: `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>` where Node has
 * Argon2, `$scrypt$ln=17,r=8,p=1$<salt>$<hash>` where it does not.
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  if (hasArgon2) {
    const hash = await argon2id(password, salt, ARGON2.memory, ARGON2.passes, ARGON2.parallelism, ARGON2.tagLength);
    return `$argon2id$v=19$m=${ARGON2.memory},t=${ARGON2.passes},p=${ARGON2.parallelism}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
  }
  const { cost, blockSize, parallelization, keyLength } = SCRYPT;
  const hash = await scryptAsync(password, salt, keyLength, {
    N: cost,
    r: blockSize,
    p: parallelization,
    maxmem: 256 * 2 ** 20,
  });
  return `$scrypt$ln=${Math.log2(cost)},r=${blockSize},p=${parallelization}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

function parameters(text: string | undefined): Map<string, number> {
  return new Map(
    (text ?? '').split(',').map((pair) => [pair.split('=')[0] ?? '', Number(pair.split('=')[1])] as const),
  );
}

/** True when `password` matches `stored`; false for a wrong password or an unreadable hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  const algorithm = parts[1];
  const [saltText, hashText] = parts.slice(-2);
  if (!saltText || !hashText) return false;
  const salt = Buffer.from(saltText, 'base64url');
  const expected = Buffer.from(hashText, 'base64url');
  let actual: Buffer;
  if (algorithm === 'argon2id' && hasArgon2) {
    const settings = parameters(parts[3]);
    actual = await argon2id(
      password,
      salt,
      settings.get('m') ?? 0,
      settings.get('t') ?? 0,
      settings.get('p') ?? 0,
      expected.length,
    );
  } else if (algorithm === 'scrypt') {
    const settings = parameters(parts[2]);
    const cost = 2 ** (settings.get('ln') ?? 0);
    const blockSize = settings.get('r') ?? 0;
    actual = await scryptAsync(password, salt, expected.length, {
      N: cost,
      r: blockSize,
      p: settings.get('p') ?? 0,
      maxmem: 256 * cost * blockSize,
    });
  } else {
    return false;
  }
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;

/**
 * Spends the time of one verification when there is no hash to check (an unknown user, an
 * account with no password), so response times do not tell which usernames exist.
 */
export async function verifyDecoy(password: string): Promise<false> {
  decoy ??= hashPassword('decoy password that matches nothing');
  await verifyPassword(password, await decoy);
  return false;
}
