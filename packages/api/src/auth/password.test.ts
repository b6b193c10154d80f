import { describe, expect, it } from 'vitest';
import { hashPassword, verifyDecoy, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('verifies the password it hashed and nothing else', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('verifies scrypt hashes made where Node has no Argon2', async () => {
    const { scryptSync } = await import('node:crypto');
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('pa55word', salt, 64, { N: 2 ** 14, r: 8, p: 1 });
    const hash = `$scrypt$ln=14,r=8,p=1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    expect(await verifyPassword('pa55word', hash)).toBe(true);
    expect(await verifyPassword('password', hash)).toBe(false);
  });

  it('refuses hashes it cannot read', async () => {
    for (const stored of ['', 'plain text', '$md5$abc$def', '$argon2id$v=19$m=19456,t=2,p=1$']) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });

  it('has a decoy that never matches', async () => {
    expect(await verifyDecoy('decoy password that matches nothing')).toBe(false);
  });
});
