import type { HostActionParameters } from '@erp-agent/core';

const TYPE_CHECKS: Readonly<Record<string, (value: unknown) => boolean>> = {
  string: (value) => typeof value === 'string',
  number: (value) => typeof value === 'number' && Number.isFinite(value),
  integer: (value) => Number.isInteger(value),
  boolean: (value) => typeof value === 'boolean',
  array: Array.isArray,
  object: (value) => value !== null && typeof value === 'object' && !Array.isArray(value),
  null: (value) => value === null,
};

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Why `value` breaks one property's schema (its type, enum, length, pattern, range), or undefined. */
function propertyProblem(name: string, value: unknown, schema: Record<string, unknown>): string | undefined {
  const types = ([] as unknown[]).concat(schema.type ?? []).filter((type): type is string => typeof type === 'string');
  if (types.length > 0 && !types.some((type) => TYPE_CHECKS[type]?.(value)))
    return `${name} must be ${types.join(' or ')}`;
  if (Array.isArray(schema.enum) && !schema.enum.includes(value))
    return `${name} must be one of ${schema.enum.join(', ')}`;
  if (typeof value === 'string') {
    if (typeof schema.minLength === 'number' && value.length < schema.minLength) return `${name} is too short`;
    if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) return `${name} is too long`;
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) {
      return `${name} does not match ${schema.pattern}`;
    }
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum)
      return `${name} must be at least ${schema.minimum}`;
    if (typeof schema.maximum === 'number' && value > schema.maximum)
      return `${name} must be at most ${schema.maximum}`;
  }
  return undefined;
}

/**
 * Checks a proposal's arguments against the action's parameter schema before its handler runs: the
 * flat object schemas zod's `toJSONSchema` writes for an action's parameters (each property's type,
 * enum, string length and pattern, number range; `required`; `additionalProperties: false`). A full
 * validator (Ajv) would triple the widget's size for nested schemas an action rarely needs; the
 * handler receives only arguments that passed this check.
 */
export function argumentsProblem(args: Record<string, unknown>, schema: HostActionParameters): string | undefined {
  const properties = record(schema.properties);
  const required = Array.isArray(schema.required) ? schema.required : [];
  for (const name of required) {
    if (typeof name === 'string' && args[name] === undefined) return `${name} is required`;
  }
  for (const [name, value] of Object.entries(args)) {
    const property = properties[name];
    if (property === undefined) {
      if (schema.additionalProperties === false) return `${name} is not a parameter of this action`;
      continue;
    }
    const problem = propertyProblem(name, value, record(property));
    if (problem) return problem;
  }
  return undefined;
}
