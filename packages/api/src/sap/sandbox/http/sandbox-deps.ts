import { createHmac } from 'node:crypto';
import type { Logger } from 'pino';
import type { CompanyStore } from '../store/company-store.ts';
import type { SessionStore } from './sessions.ts';

/** The sandbox company's database name and its one Service Layer user. */
export interface SapSandboxAccount {
  readonly companyDb: string;
  readonly userName: string;
  readonly password: string;
}

export const SANDBOX_COMPANY_DB = 'ERPA_DEMO';

/**
 * The demo user's password is derived from SECRET_KEY, so every server has its own and nobody can
 * sign in to a sandbox exposed by mistake with a password printed in the documentation.
 */
export function sapSandboxAccount(secretKey: string): SapSandboxAccount {
  const password = createHmac('sha256', secretKey).update('erp-agent/sap-sandbox/manager').digest('base64url');
  return { companyDb: SANDBOX_COMPANY_DB, userName: 'manager', password: password.slice(0, 20) };
}

export interface SapSandboxDeps {
  readonly store: CompanyStore;
  readonly sessions: SessionStore;
  readonly account: SapSandboxAccount;
  readonly logger: Logger;
}
