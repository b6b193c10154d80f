import type { Theme } from '@erp-agent/core';

/**
 * The theme last applied, kept so the next visit paints in it before the server has answered.
 * It is the server's setting for everyone, not the signed-in user's data.
 */
export const THEME_KEY = 'console-theme';

const THEMES: readonly Theme[] = ['dark', 'light', 'auto'];

/** The widget's own mark on its host element (packages/widget `mount`). */
const ASSISTANT_HOST = '[data-erp-assistant]';

export function storedTheme(storage: Storage = localStorage): Theme {
  const stored = storage.getItem(THEME_KEY);
  return THEMES.find((theme) => theme === stored) ?? 'dark';
}

/**
 * Puts `theme` on the page (`data-theme` on the root element, which the style sheet reads) and on
 * the floating assistant's host, whose styles read the same attribute inside its shadow root.
 */
export function applyTheme(theme: Theme, root: Document = document, storage: Storage = localStorage): void {
  root.documentElement.dataset.theme = theme;
  for (const host of root.querySelectorAll<HTMLElement>(ASSISTANT_HOST)) host.dataset.theme = theme;
  storage.setItem(THEME_KEY, theme);
}

/**
 * Keeps the assistant in the theme when it is added later (it loads when the page is idle).
 * Returns the function that stops watching.
 */
export function themeAssistantsAsAdded(theme: () => Theme, root: Document = document): () => void {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof HTMLElement && node.matches(ASSISTANT_HOST)) node.dataset.theme = theme();
      }
    }
  });
  observer.observe(root.body, { childList: true });
  return () => observer.disconnect();
}
