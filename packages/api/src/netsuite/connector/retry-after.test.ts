import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './retry-after.ts';

const now = new Date('2026-11-22T10:00:00Z');

describe('retryAfterMs', () => {
  it('reads delay-seconds', () => {
    expect(retryAfterMs('0', now)).toBe(0);
    expect(retryAfterMs(' 7 ', now)).toBe(7000);
  });

  it('reads an HTTP date as the time left until it', () => {
    expect(retryAfterMs('Sun, 22 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Sunday, 22-Nov-26 10:00:30 GMT', now)).toBe(30_000);
  });

  it('reads a date already past as no wait', () => {
    expect(retryAfterMs('Sun, 22 Nov 2026 09:00:00 GMT', now)).toBe(0);
  });

  it('ignores what is absent or unreadable', () => {
    for (const value of [undefined, null, '', '  ', '-1', '1.5', '5s', 'soon', 'Sun, 99 Foo 2026']) {
      expect(retryAfterMs(value, now)).toBeUndefined();
    }
  });
});
