import { SAP_MESSAGES } from '@erp-agent/core';
import { isSapConnectorError } from '../../../sap/connector/index.ts';
import { ToolError } from '../tool-error.ts';

export const sapNotConnected = () =>
  new ToolError('not_connected', `${SAP_MESSAGES.notConnected}: connect a company on any SAP Business One screen.`);

/**
 * A Service Layer failure as a {@link ToolError}, keeping SAP's own words and code, which say
 * what to fix (`Property 'Balance' is invalid (SAP 201)`); anything else is passed on.
 */
export function sapToolError(error: unknown): ToolError | undefined {
  if (error instanceof ToolError) return error;
  if (!isSapConnectorError(error)) return undefined;
  const words = error.sapCode === undefined ? error.message : `${error.message} (SAP ${error.sapCode})`;
  switch (error.code) {
    case 'not_found':
      return new ToolError('not_found', words, { cause: error });
    case 'invalid_request':
    case 'invalid_credentials':
      return new ToolError('refused', words, { cause: error });
    default:
      return new ToolError('unavailable', words, { cause: error });
  }
}

/** Runs a Service Layer step, its failure in the tools' words. */
export async function throughServiceLayer<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw sapToolError(error) ?? error;
  }
}
