import { errorEnvelopeSchema } from '@erp-agent/core';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { resolver } from 'hono-openapi';

/** A JSON response for `describeRoute`. */
export function jsonResponse(description: string, schema: StandardSchemaV1) {
  return { description, content: { 'application/json': { schema: resolver(schema) } } };
}

const ERROR_DESCRIPTIONS: Readonly<Record<number, string>> = {
  400: 'The request is not valid (`validation_failed`, `invalid_json`)',
  401: 'Not signed in (`unauthenticated`) or wrong credentials (`invalid_credentials`)',
  403: 'The role, the platform, or a pending password change or two-factor set-up forbids it',
  404: 'Not found',
  409: 'Conflicts with the current state',
  413: 'The body is too large',
  415: 'The body is not JSON',
  429: 'Too many attempts or requests (`too_many_attempts`, `rate_limited`); see Retry-After',
};

/** The error envelope under each of the given statuses. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      String(status),
      jsonResponse(ERROR_DESCRIPTIONS[status] ?? 'Error', errorEnvelopeSchema),
    ]),
  );
}
