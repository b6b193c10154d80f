import { randomInt } from 'node:crypto';
import { tokenHash } from '../tokens.ts';

/** How many recovery codes a user gets at a time. */
export const RECOVERY_CODE_COUNT = 10;

/** No 0/O or 1/I/L: a code read off paper should not be mistyped. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 10;

/** Ten characters of a 31-letter alphabet: about 50 bits, as `XXXXX-XXXXX`. */
export function newRecoveryCode(): string {
  const characters = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${characters.slice(0, LENGTH / 2).join('')}-${characters.slice(LENGTH / 2).join('')}`;
}

/** A code as typed (any case, with or without the dash or spaces) in the form that is hashed. */
export function normalizeRecoveryCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}

/**
 * What is stored of a code. SHA-256 rather than a slow password hash: a code is 50 random bits,
 * which no dictionary holds, and sign-in tries are throttled.
 */
export function recoveryCodeHash(code: string): string {
  return tokenHash(`recovery:${normalizeRecoveryCode(code)}`);
}

/** Whether what was typed looks like a recovery code rather than an app's six digits. */
export function looksLikeRecoveryCode(typed: string): boolean {
  return normalizeRecoveryCode(typed).length === LENGTH;
}
