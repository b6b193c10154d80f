import { useEffect } from 'react';
import { applyTheme } from './theme.ts';
import { usePublicSettings } from './use-public-settings.ts';

/** Settings › General › theme on the console, as soon as it is known. */
export function ThemeApplier() {
  const theme = usePublicSettings()?.theme;

  useEffect(() => {
    if (theme !== undefined) applyTheme(theme);
  }, [theme]);

  return null;
}
