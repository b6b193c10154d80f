import { ROLE_DESCRIPTIONS, ROLES, type User } from '@erp-agent/core';
import { Card } from '../../components/card.tsx';
import { countText } from '../../components/resource-list/index.ts';
import { Section } from '../../components/section.tsx';

/** The role cards of 001: what each role may do, and how many users have it. */
export function RoleCards({ users }: { users: readonly User[] | undefined }) {
  return (
    <Section title="ROLES">
      <div className="card-grid">
        {ROLES.map((role) => (
          <Card key={role} title={role.toUpperCase()}>
            <p>{ROLE_DESCRIPTIONS[role]}</p>
            <p className="muted">
              {users === undefined
                ? '...'
                : countText(users.filter((user) => user.role === role).length, { one: 'user', other: 'users' })}
            </p>
          </Card>
        ))}
      </div>
    </Section>
  );
}
