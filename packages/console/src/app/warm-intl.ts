/**
 * Chromium loads ICU's locale data on a page's first `Intl` formatting: 15 to 40 ms measured on
 * this machine (and any phone pays it four times slower), whichever formatter comes first. The
 * signed-in screens format dates as they paint their lists (last sign-in, "5 minutes ago"), so that
 * cost used to land inside their first render or their chunk's evaluation, making one long task
 * longer. Formatting one date while the main thread only waits for the route's code pays it in a
 * task of its own, when nothing else wants the thread.
 */
export function warmIntlWhenIdle(): void {
  const warm = () => {
    new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(0);
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(warm, { timeout: 1000 });
  else setTimeout(warm, 0);
}
