import { ROLES, type Role } from '@erp-agent/core';
import { SelectField } from '../../components/select-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import type { BoundField } from '../../forms/use-form-fields.ts';

/** The text fields ADD.USER and EDIT both have. */
export type UserField = 'name' | 'email' | 'department';

export interface UserFieldsProps {
  readonly bind: (field: UserField) => BoundField<string>;
  readonly roleId: string;
  readonly role: Role;
  readonly onRoleChange: (role: Role) => void;
}

/** NAME, EMAIL, DEPARTMENT and ROLE of a user, as cells of the form's grid. */
export function UserFields({ bind, roleId, role, onRoleChange }: UserFieldsProps) {
  return (
    <>
      <TextField label="NAME" autoComplete="off" required {...bind('name')} />
      <TextField label="EMAIL" type="email" autoComplete="off" required {...bind('email')} />
      <TextField label="DEPARTMENT" autoComplete="off" {...bind('department')} />
      <SelectField
        id={roleId}
        label="ROLE"
        value={role}
        options={ROLES.map((option) => ({ value: option, label: option }))}
        onChange={onRoleChange}
      />
    </>
  );
}
