import { type RefObject, useLayoutEffect } from 'react';

/** Grows a textarea with its text up to `maxHeight` px, after which it scrolls. */
export function useAutoGrow(textarea: RefObject<HTMLTextAreaElement | null>, value: string, maxHeight: number): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again whenever the text changes
  useLayoutEffect(() => {
    const element = textarea.current;
    if (element === null) return;
    // Through the CSSOM, which the page's style-src policy allows (an inline style attribute it would not).
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, maxHeight)}px`;
    element.style.overflowY = element.scrollHeight > maxHeight ? 'auto' : 'hidden';
  }, [textarea, value, maxHeight]);
}
