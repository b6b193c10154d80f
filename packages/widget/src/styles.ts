/**
 * The widget's look. Every size is in px or a custom property, so a host page's `rem` and fonts
 * never reach it. Positioning and the inherited text properties live on the shadow's own root
 * element, which no page rule can select (the host element itself can be, even by
 * `* { all: unset }`). Documented custom properties (docs/embedding.md): --erp-accent,
 * --erp-accent-text, --erp-surface, --erp-text, --erp-muted, --erp-border, --erp-radius,
 * --erp-font, --erp-z-index, --erp-offset-x, --erp-offset-y, --erp-inset-top (unset by default: the
 * open panel keeps 16px from the top on wide screens and takes the whole height on narrow ones).
 */
export const WIDGET_CSS = `
:host {
  --erp-accent: #1d4ed8; --erp-accent-text: #ffffff; --erp-surface: #ffffff; --erp-text: #111827;
  --erp-muted: #4b5563; --erp-border: #d1d5db; --erp-bubble: #f3f4f6; --erp-radius: 12px;
  --erp-font: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; --erp-z-index: 2147483000;
  --erp-offset-x: 24px; --erp-offset-y: 24px;
}
/* The page's own rules can reach the host element (even "* { all: unset }"), never this one. */
.root {
  all: initial; display: block;
  position: fixed; z-index: var(--erp-z-index); right: var(--erp-offset-x); bottom: var(--erp-offset-y);
  font: 400 14px/1.45 var(--erp-font); color: var(--erp-text); text-align: left;
}
:host([data-position="bottom-left"]) .root { right: auto; left: var(--erp-offset-x); }
:host([data-theme="dark"]) {
  --erp-surface: #111827; --erp-text: #f9fafb; --erp-muted: #d1d5db; --erp-border: #374151; --erp-bubble: #1f2937;
  --erp-accent: #3b82f6; --erp-accent-text: #0b1120;
}
@media (prefers-color-scheme: dark) {
  :host([data-theme="auto"]) {
    --erp-surface: #111827; --erp-text: #f9fafb; --erp-muted: #d1d5db; --erp-border: #374151; --erp-bubble: #1f2937;
    --erp-accent: #3b82f6; --erp-accent-text: #0b1120;
  }
}
*, *::before, *::after { box-sizing: border-box; }
button, input { font: inherit; color: inherit; }
:focus-visible { outline: 3px solid var(--erp-accent); outline-offset: 2px; }
.launcher {
  position: relative; width: 56px; height: 56px; border-radius: 28px; border: 0; cursor: pointer;
  background: var(--erp-accent); color: var(--erp-accent-text); box-shadow: 0 6px 20px rgb(0 0 0 / 0.25);
  display: grid; place-items: center; margin: 0 0 0 auto;
}
:host([data-position="bottom-left"]) .launcher { margin: 0 auto 0 0; }
.launcher svg { width: 26px; height: 26px; }
.unread {
  position: absolute; top: 2px; right: 2px; width: 14px; height: 14px; border-radius: 7px;
  background: #dc2626; border: 2px solid var(--erp-surface);
}
.panel {
  position: absolute; bottom: 72px; right: 0; width: 384px; height: 600px;
  max-height: calc(100vh - var(--erp-offset-y) - 72px - var(--erp-inset-top, 16px));
  display: flex; flex-direction: column; background: var(--erp-surface); color: var(--erp-text);
  border: 1px solid var(--erp-border); border-radius: var(--erp-radius); box-shadow: 0 12px 40px rgb(0 0 0 / 0.25);
  overflow: hidden; animation: erp-in 160ms ease-out;
}
:host([data-position="bottom-left"]) .panel { right: auto; left: 0; }
.panel[hidden] { display: none; }
@keyframes erp-in { from { opacity: 0; transform: translateY(8px); } to { opacity: 1; transform: none; } }
@media (prefers-reduced-motion: reduce) { .panel { animation: none; } }
.header {
  display: flex; align-items: center; justify-content: space-between; gap: 8px; padding: 12px 16px;
  background: var(--erp-accent); color: var(--erp-accent-text);
}
.header h2 { margin: 0; font-size: 16px; font-weight: 600; }
.icon-button {
  border: 0; background: transparent; cursor: pointer; padding: 6px; border-radius: 6px; line-height: 0;
  color: inherit;
}
.icon-button svg { width: 18px; height: 18px; }
.messages { flex: 1; overflow-y: auto; margin: 0; padding: 12px 16px; list-style: none; display: flex; flex-direction: column; gap: 10px; }
.message { max-width: 88%; padding: 8px 12px; border-radius: 12px; background: var(--erp-bubble); overflow-wrap: anywhere; }
.message[data-sender="user"] { align-self: flex-end; background: var(--erp-accent); color: var(--erp-accent-text); }
.message p { margin: 0 0 6px; } .message p:last-child { margin: 0; }
.message pre { margin: 6px 0; padding: 8px; background: rgb(0 0 0 / 0.06); border-radius: 6px; overflow-x: auto; font-size: 12px; }
.message table { border-collapse: collapse; font-size: 12px; }
.message th, .message td { border: 1px solid var(--erp-border); padding: 4px 6px; text-align: left; }
/* A cell wraps between words, never inside one; a table wider than the bubble scrolls. */
.message th, .message td { overflow-wrap: normal; word-break: normal; }
.message th, .message [data-kind="figure"] { white-space: nowrap; }
.message[data-view="table"] { max-width: 100%; width: 100%; box-sizing: border-box; }
.table-wrap th:first-child, .table-wrap td:first-child {
  position: sticky; left: 0; z-index: 1; background: var(--erp-bubble);
}
.message [data-align="right"] { text-align: right; }
.message [data-align="center"] { text-align: center; }
.markdown table { display: block; overflow-x: auto; max-width: 100%; }
.markdown > :first-child { margin-top: 0; }
.plain { white-space: pre-wrap; }
.markdown > :last-child { margin-bottom: 0; }
.message [data-kind="figure"] { text-align: right; font-variant-numeric: tabular-nums; }
.message tr[data-total] td { font-weight: 700; }
.table-wrap { overflow-x: auto; max-width: 100%; margin: 6px 0; }
.code { position: relative; }
.code .copy { position: absolute; top: 4px; right: 4px; padding: 2px 8px; font-size: 11px; }
.pager { display: flex; align-items: center; justify-content: space-between; gap: 8px; flex-wrap: wrap; }
.muted { color: var(--erp-muted); font-size: 12px; }
.failure { color: #b91c1c; }
:host([data-theme="dark"]) .failure { color: #fca5a5; }
.actions { display: flex; gap: 8px; margin-top: 8px; flex-wrap: wrap; }
.button {
  border: 1px solid var(--erp-accent); background: var(--erp-accent); color: var(--erp-accent-text);
  border-radius: 8px; padding: 6px 12px; cursor: pointer; font-size: 13px;
}
.button.secondary { background: transparent; color: var(--erp-text); border-color: var(--erp-border); }
/* An icon in a shrink-to-fit button has no size of its own: without one it draws at 0 x 0. */
.button svg { display: block; width: 18px; height: 18px; }
.button:disabled { opacity: 0.55; cursor: default; }
.composer { display: flex; gap: 6px; padding: 10px 12px; border-top: 1px solid var(--erp-border); }
.composer input {
  flex: 1; min-width: 0; padding: 8px 10px; border: 1px solid var(--erp-border); border-radius: 8px;
  background: var(--erp-surface);
}
.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
@media (max-width: 639.98px) {
  :host([data-open]) .root { inset: var(--erp-inset-top, 0px) 0 0 0; }
  :host([data-open]) .launcher { display: none; }
  .panel {
    position: fixed; inset: var(--erp-inset-top, 0px) 0 auto 0; width: auto; max-height: none;
    height: calc(var(--erp-viewport-height, 100vh) - var(--erp-inset-top, 0px));
    border-radius: 0; border: 0;
    padding: env(safe-area-inset-top) env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left);
  }
}
`;

/**
 * Puts the styles in the shadow root: a constructable stylesheet where the browser has them (no
 * `<style>` element, so a strict `style-src` CSP without 'unsafe-inline' is satisfied), else a
 * `<style>` element carrying the page's nonce.
 */
export function adoptStyles(root: ShadowRoot, nonce: string | undefined): void {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(WIDGET_CSS);
    root.adoptedStyleSheets = [sheet];
    return;
  }
  const style = document.createElement('style');
  if (nonce) style.nonce = nonce;
  style.textContent = WIDGET_CSS;
  root.append(style);
}
