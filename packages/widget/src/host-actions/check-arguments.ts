import type { HostActionParameters } from '@erp-agent/core';

const TYPE_CHECKS: Readonly<Record<string, (value: unknown) => boolean>> = {
  string: (value) => typeof value === 'string',
  number: (value) => typeof value === 'number' && Number.isFinite(value),
  integer: Number.isInteger,
  boolean: (value) => typeof value === 'boolean',
};

/**
 * Checks a proposal's arguments against the action's parameter schema before its handler runs:
 * the flat object schemas an action's parameters are (each property's `type` and `enum`,
 * `required`, `additionalProperties: false`). The agent proposes only values it read from the
 * request as the schema asks (its `pattern`, its `enum`); this check keeps the page from running
 * its handler with anything else. A full validator (Ajv) would add more to the widget than the
 * whole chat UI weighs.
 */
export function argumentsProblem(args: Record<string, unknown>, schema: HostActionParameters): string | undefined {
  const properties = (schema.properties ?? {}) as Record<string, { type?: unknown; enum?: unknown } | undefined>;
  for (const name of Array.isArray(schema.required) ? schema.required : []) {
    if (args[name] === undefined) return `${name} is required`;
  }
  for (const [name, value] of Object.entries(args)) {
    const property = properties[name];
    if (!property) {
      if (schema.additionalProperties === false) return `${name} is not a parameter`;
      continue;
    }
    const type = typeof property.type === 'string' ? TYPE_CHECKS[property.type] : undefined;
    if (type && !type(value)) return `${name} must be ${property.type}`;
    if (Array.isArray(property.enum) && !property.enum.includes(value)) return `${name} is not one of its values`;
  }
  return undefined;
}
