import { PASSWORD_POLICY_DESCRIPTIONS } from '@erp-agent/core';
import { usePublicSettings } from '../../settings/index.ts';

/** The password policy in force (Settings › Security), which the server checks the new password against. */
export function PasswordPolicyHint({ id }: { id: string }) {
  const policy = usePublicSettings()?.passwordPolicy;
  return (
    <div className="note" id={id}>
      {policy === undefined ? (
        <p>The server checks the new password against the password policy your administrator chose.</p>
      ) : (
        <p>
          Password policy in force: <strong>{policy.toUpperCase()}</strong>. {PASSWORD_POLICY_DESCRIPTIONS[policy]}
        </p>
      )}
    </div>
  );
}
