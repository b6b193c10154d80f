export { DEFAULT_SYSTEM_NAME, DocumentTitle, pageTitle } from './document-title.tsx';
export { settingsClient } from './settings-client.ts';
export { applyTheme, storedTheme } from './theme.ts';
export { ThemeApplier } from './theme-applier.tsx';
export { loadPublicSettings, publicSettingsStore, SETTINGS_KEY, usePublicSettings } from './use-public-settings.ts';
