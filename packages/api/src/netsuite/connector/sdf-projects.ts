import * as z from 'zod/mini';
import { SDF_EXTENSION_PATH } from '../sdf/index.ts';
import type { ConnectorContext } from './connector-context.ts';
import { parseAnswer } from './parse-answer.ts';

/**
 * SuiteCloud projects on the embedded sandbox, through its deploy extension
 * (`/services/rest/sandbox/v1/sdf`, see docs/netsuite-sandbox.md). A real account deploys through
 * Oracle's SuiteCloud CLI instead (agent/projects/suitecloud-cli.ts); it has no such endpoint.
 */

const changeSchema = z.object({
  action: z.enum(['Create', 'Update']),
  kind: z.enum(['object', 'file']),
  id: z.string(),
  element: z.optional(z.string()),
  label: z.optional(z.string()),
});

export const sdfOutcomeSchema = z.object({
  succeeded: z.boolean(),
  projectName: z.string(),
  log: z.string(),
  passed: z.array(z.string()),
  problems: z.array(
    z.object({
      step: z.string(),
      object: z.optional(z.string()),
      file: z.string(),
      details: z.array(z.string()),
    }),
  ),
  changes: z.array(changeSchema),
});
export type SdfOutcome = z.infer<typeof sdfOutcomeSchema>;
export type SdfChange = z.infer<typeof changeSchema>;

const sdfObjectSchema = z.object({
  scriptId: z.string(),
  objectType: z.string(),
  xml: z.string(),
  project: z.string(),
  deployedAt: z.string(),
});
export type SdfObjectXml = z.infer<typeof sdfObjectSchema>;

export interface SdfCallOptions {
  readonly signal?: AbortSignal;
}

function url(ctx: ConnectorContext, path: string): string {
  return `${ctx.endpoints.restBaseUrl}${SDF_EXTENSION_PATH}${path}`;
}

/** Validates against the account and says what a deploy would make; changes nothing. */
export async function validateSdfProject(
  ctx: ConnectorContext,
  archive: Uint8Array,
  options: SdfCallOptions = {},
): Promise<SdfOutcome> {
  const answer = await ctx.sendIdempotent({
    method: 'POST',
    url: url(ctx, '/validate'),
    headers: { 'Content-Type': 'application/zip' },
    body: archive,
    signal: options.signal,
  });
  return parseAnswer(sdfOutcomeSchema, answer.body, 'a SuiteCloud validation');
}

/**
 * Deploys the project. A deploy replaces objects by script id, so repeating one after a lost
 * answer makes nothing twice. A refusal is a NetsuiteConnectorError whose message is NetSuite's
 * deployment log.
 */
export async function deploySdfProject(
  ctx: ConnectorContext,
  archive: Uint8Array,
  options: SdfCallOptions = {},
): Promise<SdfOutcome> {
  const answer = await ctx.sendIdempotent({
    method: 'POST',
    url: url(ctx, '/deploy'),
    headers: { 'Content-Type': 'application/zip' },
    body: archive,
    signal: options.signal,
  });
  return parseAnswer(sdfOutcomeSchema, answer.body, 'a SuiteCloud deploy');
}

/** The XML an object has in the account, as `suitecloud object:import` would bring it. */
export async function readSdfObject(
  ctx: ConnectorContext,
  scriptId: string,
  options: SdfCallOptions = {},
): Promise<SdfObjectXml> {
  const answer = await ctx.sendIdempotent({
    method: 'GET',
    url: url(ctx, `/objects/${encodeURIComponent(scriptId)}`),
    signal: options.signal,
  });
  return parseAnswer(sdfObjectSchema, answer.body, 'a custom object');
}
