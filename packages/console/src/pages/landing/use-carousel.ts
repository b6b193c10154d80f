import { useCallback, useEffect, useState } from 'react';

/** The landing carousel's pace (000 section 9: 5 banners, 5 s). */
export const CAROUSEL_INTERVAL_MS = 5000;

export interface Carousel {
  readonly index: number;
  /** Jumps to a banner; the next advance comes a full interval later. */
  go(index: number): void;
}

/** Advances through `count` banners every `intervalMs` unless paused, wrapping round at the end. */
export function useCarousel(count: number, paused: boolean, intervalMs = CAROUSEL_INTERVAL_MS): Carousel {
  const [index, setIndex] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the index so a jump restarts the wait
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [index, paused, count, intervalMs]);

  const go = useCallback((target: number) => setIndex(((target % count) + count) % count), [count]);
  return { index, go };
}
