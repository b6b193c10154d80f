import { useEffect, useRef } from 'react';
import { applyTheme, storedTheme, themeAssistantsAsAdded } from './theme.ts';
import { usePublicSettings } from './use-public-settings.ts';

/** Settings › General › theme on the console and its floating assistant, as soon as it is known. */
export function ThemeApplier() {
  const theme = usePublicSettings()?.theme;
  const current = useRef(theme ?? storedTheme());

  useEffect(() => themeAssistantsAsAdded(() => current.current), []);

  useEffect(() => {
    if (theme === undefined) return;
    current.current = theme;
    applyTheme(theme);
  }, [theme]);

  return null;
}
