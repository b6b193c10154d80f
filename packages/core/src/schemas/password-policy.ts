/** The password policies of 001 section 5. */
export const PASSWORD_POLICIES = ['basic', 'strong', 'enterprise'] as const;
export type PasswordPolicy = (typeof PASSWORD_POLICIES)[number];

export const PASSWORD_POLICY_DESCRIPTIONS: Readonly<Record<PasswordPolicy, string>> = {
  basic: 'At least 8 characters.',
  strong: 'At least 12 characters, with upper- and lower-case letters and a number.',
  enterprise: 'At least 16 characters, with upper- and lower-case letters, a number and a symbol.',
};

const MINIMUM_LENGTH: Readonly<Record<PasswordPolicy, number>> = { basic: 8, strong: 12, enterprise: 16 };

/** What a password lacks under a policy, as sentences; empty when it complies. */
export function passwordPolicyProblems(password: string, policy: PasswordPolicy): string[] {
  const problems: string[] = [];
  const length = [...password].length;
  if (length < MINIMUM_LENGTH[policy]) problems.push(`Use at least ${MINIMUM_LENGTH[policy]} characters.`);
  if (policy === 'basic') return problems;
  if (!/\p{Ll}/u.test(password) || !/\p{Lu}/u.test(password)) problems.push('Mix upper- and lower-case letters.');
  if (!/\p{Nd}/u.test(password)) problems.push('Include a number.');
  if (policy === 'enterprise' && !/[^\p{L}\p{Nd}\s]/u.test(password)) problems.push('Include a symbol.');
  return problems;
}
