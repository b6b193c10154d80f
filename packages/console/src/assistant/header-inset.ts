/** Space kept between the page's header and the open panel, in px. */
export const HEADER_GAP_PX = 8;

/** The console's page headers carry this attribute: the open panel stays below them. */
export const PAGE_HEADER_SELECTOR = '[data-page-header]';

/**
 * Keeps the widget's `--erp-inset-top` at the bottom of the page's sticky header, so the open panel
 * never covers the header's controls (the avatar, the menu). The header changes with the route and
 * wraps on narrow screens, so it is found again on every call and measured whenever it resizes.
 * Returns the function that stops measuring.
 */
export function keepBelowHeader(host: HTMLElement, page: Document = document): () => void {
  const header = page.querySelector<HTMLElement>(PAGE_HEADER_SELECTOR);
  if (!header) {
    host.style.removeProperty('--erp-inset-top');
    return () => undefined;
  }
  const measure = () => {
    const bottom = Math.max(0, Math.ceil(header.getBoundingClientRect().bottom));
    host.style.setProperty('--erp-inset-top', `${bottom + HEADER_GAP_PX}px`);
  };
  measure();
  if (typeof ResizeObserver !== 'function') return () => undefined;
  const observer = new ResizeObserver(measure);
  observer.observe(header);
  return () => observer.disconnect();
}
