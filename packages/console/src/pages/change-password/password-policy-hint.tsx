import { PASSWORD_POLICIES, PASSWORD_POLICY_DESCRIPTIONS } from '@erp-agent/core';

/** The policies an administrator can choose; which one applies is the server's decision. */
export function PasswordPolicyHint({ id }: { id: string }) {
  return (
    <div className="note" id={id}>
      <p>Your administrator chooses the password policy, and the server checks the new password against it:</p>
      <ul>
        {PASSWORD_POLICIES.map((policy) => (
          <li key={policy}>
            {policy.toUpperCase()}: {PASSWORD_POLICY_DESCRIPTIONS[policy]}
          </li>
        ))}
      </ul>
    </div>
  );
}
