export { HostActionStore, type StoredHostAction } from './host-action-store.ts';
export { type HostActionMatch, matchHostAction } from './match-host-action.ts';
