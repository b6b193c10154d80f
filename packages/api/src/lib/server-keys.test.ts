import { describe, expect, it } from 'vitest';
import { createServerKeys } from './server-keys.ts';

const SECRET = 'a-secret-key-of-at-least-thirty-two-characters';

describe('createServerKeys', () => {
  it('verifies what it signed, on any instance with the same secret', () => {
    const signature = createServerKeys(SECRET).sign('confirmation', 'pa-1.digest.user-1');
    expect(createServerKeys(SECRET).verify('confirmation', 'pa-1.digest.user-1', signature)).toBe(true);
  });

  it('refuses other data, another purpose, another secret and a tampered signature', () => {
    const keys = createServerKeys(SECRET);
    const signature = keys.sign('confirmation', 'pa-1.digest.user-1');
    expect(keys.verify('confirmation', 'pa-1.digest.user-2', signature)).toBe(false);
    expect(keys.verify('identity', 'pa-1.digest.user-1', signature)).toBe(false);
    expect(createServerKeys(`${SECRET}!`).verify('confirmation', 'pa-1.digest.user-1', signature)).toBe(false);
    const tampered = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(keys.verify('confirmation', 'pa-1.digest.user-1', tampered)).toBe(false);
    expect(keys.verify('confirmation', 'pa-1.digest.user-1', '')).toBe(false);
  });
});
