import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { TOOLS } from '../../tools/registry.ts';
import { modelInputSchema } from './tool-input-schema.ts';

describe("a tool's input schema for the model", () => {
  it('is the JSON Schema of what each tool accepts', async () => {
    for (const tool of TOOLS) {
      expect(await modelInputSchema(tool).jsonSchema).toEqual(z.toJSONSchema(tool.input, { io: 'input' }));
    }
  });

  it('is made once per tool, the same object on every later turn', () => {
    for (const tool of TOOLS) expect(modelInputSchema(tool)).toBe(modelInputSchema(tool));
  });
});
