import { type ToolCallList, toolCallListSchema } from '@erp-agent/core';
import { type ApiRequestOptions, createApiRequester } from '../api/api-request.ts';

/** The failed tool calls the top bar lists: the newest twenty. */
export const FAILED_TOOL_CALLS_PATH = '/api/tool-calls?outcome=error&limit=20';

export interface ToolCallsClient {
  failed(): Promise<ToolCallList>;
}

export function createToolCallsClient(options: ApiRequestOptions = {}): ToolCallsClient {
  const api = createApiRequester(options);
  return { failed: () => api.json(toolCallListSchema, 'GET', FAILED_TOOL_CALLS_PATH) };
}

export const toolCallsClient = createToolCallsClient();
