export type { WidgetEventName, WidgetEvents } from './events.ts';
/** The console's name for the handle and options, kept for its floating assistant. */
export type { AssistantHandle as MountedAssistant } from './mount.tsx';
export { type AssistantHandle, mount } from './mount.tsx';
export type {
  Position,
  StorageKind,
  ThemeMode,
  WidgetOptions,
  WidgetOptions as MountOptions,
  WidgetUser,
} from './options.ts';
export { DEFAULT_TEXTS, GREETING, type WidgetTexts } from './texts.ts';
