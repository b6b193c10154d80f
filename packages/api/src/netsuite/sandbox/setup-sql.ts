/**
 * SQL every start of the sandbox database runs after loading the company, idempotent so a
 * restarted worker can run it again.
 */
export const SANDBOX_SETUP_SQL: readonly string[] = [];
