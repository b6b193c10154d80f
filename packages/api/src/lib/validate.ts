import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { ValidationTargets } from 'hono';
import { validator } from 'hono-openapi';
import { config, locales } from 'zod/mini';
import { ApiError } from './api-error.ts';

// Core's schemas are zod/mini, which ships no messages of its own; the API answers in English.
config(locales.en());

function fieldOf(issue: StandardSchemaV1.Issue): string {
  const path = (issue.path ?? []).map((segment) => (typeof segment === 'object' ? segment.key : segment));
  return path.map(String).join('.') || '(body)';
}

/**
 * Validates one part of the request against a schema, usually one of core's, and documents it in
 * the OpenAPI document. A failure is a 400 `validation_failed` envelope naming every bad field.
 */
export function validate<Schema extends StandardSchemaV1, Target extends keyof ValidationTargets>(
  target: Target,
  schema: Schema,
) {
  return validator(target, schema, (result) => {
    if (!result.success) {
      throw new ApiError(400, 'validation_failed', 'Some fields are missing or not valid.', {
        details: result.error.map((issue) => ({ field: fieldOf(issue), message: issue.message })),
      });
    }
  });
}
