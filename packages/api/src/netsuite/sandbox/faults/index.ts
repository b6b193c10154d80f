export { faultInjection } from './fault-injection.ts';
export { FAULT_KINDS, type FaultKind, type FaultRule, type FaultRuleInput, faultPlanSchema } from './fault-rule.ts';
export { FAULTS_PATH, faultsRouter } from './faults-router.ts';
export { type FaultCounts, SandboxFaults } from './sandbox-faults.ts';
