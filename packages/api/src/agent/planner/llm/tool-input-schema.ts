import { type JSONSchema7, jsonSchema, type Schema } from 'ai';
import * as z from 'zod';
import type { AnyTool } from '../../tools/tool-definition.ts';

const schemas = new WeakMap<AnyTool, Schema<unknown>>();

/**
 * A tool's input as the model is given it, JSON Schema of what the tool accepts. The runner still
 * validates with the tool's own zod schema. Tool definitions live as long as the process, so each
 * is converted once, not on every turn.
 */
export function modelInputSchema(definition: AnyTool): Schema<unknown> {
  let schema = schemas.get(definition);
  if (!schema) {
    schema = jsonSchema(z.toJSONSchema(definition.input, { io: 'input' }) as JSONSchema7);
    schemas.set(definition, schema);
  }
  return schema;
}
