import { describe, expect, it } from 'vitest';
import { exclusiveWrite } from './exclusive-writes.ts';
import type { SandboxEngine } from './sandbox-engine.ts';

function engine(): SandboxEngine {
  return {
    query: async () => ({ rows: [], fields: [] }),
    transaction: async () => [],
    close: async () => undefined,
  };
}

describe('exclusiveWrite', () => {
  it('runs the writes of one engine one after another, in the order they came', async () => {
    const shared = engine();
    const events: string[] = [];
    let release: () => void = () => undefined;
    const first = exclusiveWrite(shared, async () => {
      events.push('first starts');
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      events.push('first ends');
    });
    const second = exclusiveWrite(shared, async () => {
      events.push('second runs');
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(events).toEqual(['first starts']);
    release();
    await Promise.all([first, second]);
    expect(events).toEqual(['first starts', 'first ends', 'second runs']);
  });

  it('lets the next write run after one that failed, and reports the failure to its caller', async () => {
    const shared = engine();
    const failed = exclusiveWrite(shared, async () => {
      throw new Error('refused');
    });
    await expect(failed).rejects.toThrow('refused');
    await expect(exclusiveWrite(shared, async () => 'done')).resolves.toBe('done');
  });

  it('does not hold up the writes of another engine', async () => {
    void exclusiveWrite(engine(), () => new Promise<never>(() => undefined));
    await expect(exclusiveWrite(engine(), async () => 'free')).resolves.toBe('free');
  });
});
