export { argumentsProblem } from './check-arguments.ts';
export { type HostAction, HostActions } from './host-actions.ts';
