export type { CheckStatus, DiagnosisCheck } from './checks.ts';
export type { CspViolation, CspViolationLog } from './csp-violations.ts';
export { type DiagnoseInput, type Diagnosis, diagnose, printDiagnosis } from './diagnose.ts';
