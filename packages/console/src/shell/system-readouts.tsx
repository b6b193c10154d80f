import { type SystemHealth, systemHealthSchema } from '@erp-agent/core';
import { useEffect, useState } from 'react';
import { createApiRequester } from '../api/api-request.ts';

export const SYSTEM_HEALTH_PATH = '/api/system/health';
/** How often the readouts are measured again. */
export const READOUT_INTERVAL_MS = 30_000;

const api = createApiRequester();

type Readout =
  | { readonly status: 'measuring' }
  | { readonly status: 'measured'; readonly health: SystemHealth }
  | { readonly status: 'failed' };

function percent(value: number): string {
  return `${Math.round(value)}%`;
}

/**
 * The top bar's CPU, MEM and SECURE readouts, measured rather than static: CPU and memory of the
 * running server for roles that may read system figures, and whether this page came over TLS.
 */
export function SystemReadouts({ canReadSystem }: { canReadSystem: boolean }) {
  const [readout, setReadout] = useState<Readout>({ status: 'measuring' });

  useEffect(() => {
    if (!canReadSystem) return;
    let stopped = false;
    const measure = () =>
      api.json(systemHealthSchema, 'GET', SYSTEM_HEALTH_PATH).then(
        (health) => !stopped && setReadout({ status: 'measured', health }),
        () => !stopped && setReadout({ status: 'failed' }),
      );
    void measure();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void measure();
    }, READOUT_INTERVAL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [canReadSystem]);

  const secure = window.location.protocol === 'https:';
  const figure = (pick: (health: SystemHealth) => number) =>
    readout.status === 'measured' ? percent(pick(readout.health)) : readout.status === 'failed' ? 'N/A' : '...';

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
