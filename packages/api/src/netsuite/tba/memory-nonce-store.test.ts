import { describe, expect, it } from 'vitest';
import { MemoryNonceStore } from './memory-nonce-store.ts';

function clock(start: number) {
  let time = start;
  return {
    now: () => new Date(time),
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('MemoryNonceStore', () => {
  it('grants a key once, then refuses it until it expires', async () => {
    const time = clock(1_000_000);
    const store = new MemoryNonceStore({ now: time.now });
    const expiresAt = new Date(1_000_000 + 600_000);
    expect(await store.claim('k', expiresAt)).toBe(true);
    expect(await store.claim('k', expiresAt)).toBe(false);
    expect(await store.claim('other', expiresAt)).toBe(true);
    time.advance(599_999);
    expect(await store.claim('k', expiresAt)).toBe(false);
    time.advance(1);
    expect(await store.claim('k', new Date(1_600_000 + 600_000))).toBe(true);
  });

  it('grants exactly one of two concurrent claims', async () => {
    const store = new MemoryNonceStore();
    const expiresAt = new Date(Date.now() + 60_000);
    const results = await Promise.all([store.claim('k', expiresAt), store.claim('k', expiresAt)]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('forgets expired keys, so memory does not grow with uptime', async () => {
    const time = clock(0);
    const store = new MemoryNonceStore({ now: time.now });
    for (let i = 0; i < 100; i += 1) await store.claim(`old-${i}`, new Date(1_000));
    expect(store.size).toBe(100);
    time.advance(120_000);
    await store.claim('new', new Date(300_000));
    expect(store.size).toBe(1);
  });
});
