export { type MountedAssistant, type MountOptions, mount } from './mount.tsx';
export { GREETING } from './texts.ts';
