import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntlWhenIdle } from './warm-intl.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('warmIntlWhenIdle', () => {
  it('builds a date formatter in an idle callback, not at once', () => {
    const callbacks: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => callbacks.push(callback));
    const format = vi.spyOn(Intl, 'DateTimeFormat');
    warmIntlWhenIdle();
    expect(format).not.toHaveBeenCalled();
    expect(callbacks).toHaveLength(1);
    callbacks[0]?.({ didTimeout: false, timeRemaining: () => 50 });
    expect(format).toHaveBeenCalledOnce();
  });
});
