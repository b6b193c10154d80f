import { SUITEQL_SUPPORT_SQL } from './suiteql/index.ts';

/**
 * SQL every start of the sandbox database runs after loading the company, idempotent so a
 * restarted worker can run it again: the Oracle functions translated SuiteQL calls.
 */
export const SANDBOX_SETUP_SQL: readonly string[] = [SUITEQL_SUPPORT_SQL];
