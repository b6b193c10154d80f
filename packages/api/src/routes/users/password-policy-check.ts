import { passwordPolicyProblems } from '@erp-agent/core';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { readSettings } from '../settings/settings.service.ts';

/** Refuses a password the policy in force does not allow, naming each thing it lacks. */
export async function checkPassword(db: Database, password: string): Promise<void> {
  const policy = (await readSettings(db)).settings.security.passwordPolicy;
  const problems = passwordPolicyProblems(password, policy);
  if (problems.length > 0) {
    throw new ApiError(400, 'weak_password', 'The password does not meet the password policy.', {
      details: problems.map((message) => ({ field: 'password', message })),
    });
  }
}
