import type { IntegrationStateChange } from '@erp-agent/core';
import * as z from 'zod/mini';
import { INTEGRATIONS_EXTENSION_PATH } from '../sandbox-extensions.ts';
import type { ConnectorContext } from './connector-context.ts';
import { parseAnswer } from './parse-answer.ts';

const changedSchema = z.object({ id: z.string(), name: z.string(), state: z.string() });
export type ChangedIntegration = z.infer<typeof changedSchema>;

/**
 * Enables or blocks an integration record, through the embedded sandbox's extension (see
 * docs/netsuite-sandbox.md). A real account has no such endpoint: it changes them in its UI.
 */
export async function setIntegrationState(
  ctx: ConnectorContext,
  id: string,
  state: IntegrationStateChange['state'],
  options: { readonly signal?: AbortSignal } = {},
): Promise<ChangedIntegration> {
  const answer = await ctx.sendIdempotent({
    method: 'PATCH',
    url: `${ctx.endpoints.restBaseUrl}${INTEGRATIONS_EXTENSION_PATH}/${encodeURIComponent(id)}`,
    body: { state },
    signal: options.signal,
  });
  return parseAnswer(changedSchema, answer.body, 'an integration record');
}
