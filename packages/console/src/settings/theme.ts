import type { Theme } from '@erp-agent/core';

/**
 * The theme last applied, kept so the next visit paints in it before the server has answered.
 * It is the server's setting for everyone, not the signed-in user's data.
 */
export const THEME_KEY = 'console-theme';

const THEMES: readonly Theme[] = ['dark', 'light', 'auto'];

export function storedTheme(storage: Storage = localStorage): Theme {
  const stored = storage.getItem(THEME_KEY);
  return THEMES.find((theme) => theme === stored) ?? 'dark';
}

/**
 * Puts `theme` on the page (`data-theme` on the root element, which the style sheet reads). The
 * floating assistant takes it through the widget's own `setTheme` (assistant/floating-assistant).
 */
export function applyTheme(theme: Theme, root: Document = document, storage: Storage = localStorage): void {
  root.documentElement.dataset.theme = theme;
  storage.setItem(THEME_KEY, theme);
}
