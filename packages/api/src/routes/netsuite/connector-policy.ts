import type { Settings } from '@erp-agent/core';
import type { NetsuiteConnectorOptions } from '../../netsuite/connector/index.ts';

/**
 * Settings › Integrations as the connector takes them: `retryAttempts` retries after the first
 * try (so tries in all are one more), `timeoutDuration` seconds for each try.
 */
export function connectorPolicy(
  integrations: Settings['integrations'],
): Pick<NetsuiteConnectorOptions, 'timeoutMs' | 'retry'> {
  return {
    timeoutMs: integrations.timeoutDuration * 1000,
    retry: { maxAttempts: integrations.retryAttempts + 1 },
  };
}
