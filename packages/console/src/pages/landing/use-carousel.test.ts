import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_INTERVAL_MS, useCarousel } from './use-carousel.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useCarousel', () => {
  it('advances every interval and wraps round after the last banner', () => {
    const { result } = renderHook(() => useCarousel(5, false));
    const seen = [result.current.index];
    for (let step = 0; step < 5; step += 1) {
      act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
      seen.push(result.current.index);
    }
    expect(seen).toEqual([0, 1, 2, 3, 4, 0]);
  });

  it('does not move while paused, and carries on when resumed', () => {
    const { result, rerender } = renderHook(({ paused }) => useCarousel(5, paused), { initialProps: { paused: true } });
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3));
    expect(result.current.index).toBe(0);
    rerender({ paused: false });
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(result.current.index).toBe(1);
  });

  it('jumps, and waits a full interval after a jump', () => {
    const { result } = renderHook(() => useCarousel(5, false));
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 100));
    act(() => result.current.go(3));
    expect(result.current.index).toBe(3);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1));
    expect(result.current.index).toBe(3);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(4);
  });
});
