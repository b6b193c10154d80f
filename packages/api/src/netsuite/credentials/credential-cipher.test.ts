import { describe, expect, it } from 'vitest';
import { CredentialUnreadableError, createCredentialCipher } from './credential-cipher.ts';

const KEY = 'a-secret-key-of-at-least-thirty-two-characters';
const SECRET = 'c29a677df7d5439a458c063654187e3d678d73aca8e3c9d8bea1478a3eb0d295';

describe('credential cipher', () => {
  const cipher = createCredentialCipher(KEY);

  it('opens what it sealed, for the same owner', () => {
    const sealed = cipher.seal(SECRET, 'user-1');
    expect(sealed).toMatch(/^v1\.[\w-]+$/);
    expect(cipher.open(sealed, 'user-1')).toBe(SECRET);
  });

  it('never shows the secret in what it stores, and never seals the same way twice', () => {
    const first = cipher.seal(SECRET, 'user-1');
    const second = cipher.seal(SECRET, 'user-1');
    expect(first).not.toBe(second);
    for (const sealed of [first, second]) {
      expect(sealed).not.toContain(SECRET);
      expect(Buffer.from(sealed.slice(3), 'base64url').toString('latin1')).not.toContain(SECRET.slice(0, 16));
    }
  });

  it.each([
    ['another owner', (sealed: string) => createCredentialCipher(KEY).open(sealed, 'user-2')],
    ['another key', (sealed: string) => createCredentialCipher(`${KEY}!`).open(sealed, 'user-1')],
    [
      'a flipped byte',
      (sealed: string) =>
        cipher.open(`${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}${sealed.slice(-1)}`, 'user-1'),
    ],
    ['a truncated value', (sealed: string) => cipher.open(sealed.slice(0, 12), 'user-1')],
    ['an unknown format', (sealed: string) => cipher.open(sealed.replace('v1.', 'v9.'), 'user-1')],
  ])('refuses %s', (_, attempt) => {
    const sealed = cipher.seal(SECRET, 'user-1');
    expect(() => attempt(sealed)).toThrow(CredentialUnreadableError);
  });
});
