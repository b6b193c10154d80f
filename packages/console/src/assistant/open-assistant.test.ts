import { describe, expect, it, vi } from 'vitest';
import { onOpenAssistant, openAssistant } from './open-assistant.ts';

describe('openAssistant', () => {
  it('opens the mounted assistant, and no longer once it has gone', () => {
    const open = vi.fn();
    const stop = onOpenAssistant(open);
    openAssistant();
    expect(open).toHaveBeenCalledTimes(1);
    stop();
    const later = vi.fn();
    openAssistant();
    const stopLater = onOpenAssistant(later);
    expect(open).toHaveBeenCalledTimes(1);
    // Asked while nothing was mounted: the next assistant opens as it arrives, once.
    expect(later).toHaveBeenCalledTimes(1);
    stopLater();
    onOpenAssistant(later)();
    expect(later).toHaveBeenCalledTimes(1);
  });
});
