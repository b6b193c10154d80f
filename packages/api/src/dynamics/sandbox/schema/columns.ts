import type { AttributeDefinition, OptionValue } from './entity-definition.ts';

/** Short ways to declare columns, so each table reads as a list of its columns. */

export const id = (logicalName: string, displayName: string): AttributeDefinition => ({
  logicalName,
  type: 'Uniqueidentifier',
  displayName,
  readOnly: true,
});

export const text = (
  logicalName: string,
  displayName: string,
  options: { required?: boolean; maxLength?: number; readOnly?: boolean } = {},
): AttributeDefinition => ({
  logicalName,
  type: 'String',
  displayName,
  maxLength: options.maxLength ?? 100,
  ...options,
});

export const memo = (logicalName: string, displayName: string): AttributeDefinition => ({
  logicalName,
  type: 'Memo',
  displayName,
  maxLength: 100_000,
});

export const integer = (logicalName: string, displayName: string, readOnly = false): AttributeDefinition => ({
  logicalName,
  type: 'Integer',
  displayName,
  ...(readOnly ? { readOnly } : {}),
});

export const decimal = (logicalName: string, displayName: string): AttributeDefinition => ({
  logicalName,
  type: 'Decimal',
  displayName,
});

export const money = (logicalName: string, displayName: string, readOnly = false): AttributeDefinition => ({
  logicalName,
  type: 'Money',
  displayName,
  ...(readOnly ? { readOnly } : {}),
});

export const flag = (logicalName: string, displayName: string): AttributeDefinition => ({
  logicalName,
  type: 'Boolean',
  displayName,
});

export const date = (logicalName: string, displayName: string, readOnly = false): AttributeDefinition => ({
  logicalName,
  type: 'DateTime',
  displayName,
  ...(readOnly ? { readOnly } : {}),
});

export const choice = (
  logicalName: string,
  displayName: string,
  options: readonly OptionValue[],
  required = false,
): AttributeDefinition => ({ logicalName, type: 'Picklist', displayName, options, ...(required ? { required } : {}) });

export const lookup = (
  logicalName: string,
  displayName: string,
  target: string,
  required = false,
): AttributeDefinition => ({
  logicalName,
  type: 'Lookup',
  displayName,
  targets: [target],
  ...(required ? { required } : {}),
});

export const customer = (logicalName: string, displayName: string, required = false): AttributeDefinition => ({
  logicalName,
  type: 'Customer',
  displayName,
  targets: ['account', 'contact'],
  ...(required ? { required } : {}),
});

export const entityName = (logicalName: string, displayName: string): AttributeDefinition => ({
  logicalName,
  type: 'EntityName',
  displayName,
});

/** Options from labels, numbered from `first`. */
export function numbered(labels: readonly string[], first = 1): OptionValue[] {
  return labels.map((label, index) => ({ value: first + index, label }));
}

/**
 * The state and status pair every table has: `statecode` (Active, Inactive...) and the
 * `statuscode` reasons allowed under each state.
 */
export function stateAndStatus(
  states: readonly OptionValue[],
  statuses: readonly OptionValue[],
): [AttributeDefinition, AttributeDefinition] {
  return [
    { logicalName: 'statecode', type: 'State', displayName: 'Status', options: states },
    { logicalName: 'statuscode', type: 'Status', displayName: 'Status Reason', options: statuses },
  ];
}

/** Who owns the row and when it was made and last changed, as on every user-owned table. */
export function ownedAndStamped(): AttributeDefinition[] {
  return [
    { logicalName: 'ownerid', type: 'Owner', displayName: 'Owner', targets: ['systemuser'] },
    date('createdon', 'Created On', true),
    date('modifiedon', 'Modified On', true),
    { logicalName: 'versionnumber', type: 'Integer', displayName: 'Version Number', readOnly: true },
  ];
}

export const ACTIVE_INACTIVE = stateAndStatus(
  [
    { value: 0, label: 'Active' },
    { value: 1, label: 'Inactive' },
  ],
  [
    { value: 1, label: 'Active', state: 0 },
    { value: 2, label: 'Inactive', state: 1 },
  ],
);
