import { type SystemHealth, systemHealthSchema } from '@erp-agent/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createApiRequester } from '../api/api-request.ts';

export const SYSTEM_HEALTH_PATH = '/api/system/health';
/** How often the readouts are measured again while the page is in view. */
export const READOUT_INTERVAL_MS = 30_000;

const api = createApiRequester();

/** The running server's measured figures; screens that show them more often share this entry. */
export const systemHealthQuery = queryOptions({
  queryKey: ['system', 'health'],
  queryFn: () => api.json(systemHealthSchema, 'GET', SYSTEM_HEALTH_PATH),
});

function percent(value: number): string {
  return `${Math.round(value)}%`;
}

/**
 * The top bar's CPU, MEM and SECURE readouts, measured rather than static: CPU and memory of the
 * running server for roles that may read system figures, and whether this page came over TLS.
 */
export function SystemReadouts({ canReadSystem }: { canReadSystem: boolean }) {
  // Interval refetches pause while the tab is hidden (refetchIntervalInBackground is off).
  const readout = useQuery({ ...systemHealthQuery, enabled: canReadSystem, refetchInterval: READOUT_INTERVAL_MS });

  const secure = window.location.protocol === 'https:';
  const figure = (pick: (health: SystemHealth) => number) =>
    readout.data !== undefined ? percent(pick(readout.data)) : readout.isError ? 'N/A' : '...';

  return (
    <dl className="readouts">
      {canReadSystem && (
        <>
          <div className="readout">
            <dt>CPU</dt>
            <dd>{figure((health) => health.process.cpuPercent)}</dd>
          </div>
          <div className="readout">
            <dt>MEM</dt>
            <dd>{figure((health) => health.host.memoryPercent)}</dd>
          </div>
        </>
      )}
      <div className="readout" data-state={secure ? 'ok' : 'warning'}>
        <dt>SECURE</dt>
        <dd>{secure ? 'TLS' : 'NO.TLS'}</dd>
      </div>
    </dl>
  );
}
