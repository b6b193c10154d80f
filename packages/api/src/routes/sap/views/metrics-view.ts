import type { SapFigure } from '@erp-agent/core';
import type { CallWindow } from '../../../sap/calls/sap-call-log.ts';

const DAY_MS = 86_400_000;

export function lastTwoDays(now: Date): { current: [Date, Date]; previous: [Date, Date] } {
  const start = new Date(now.getTime() - DAY_MS);
  return { current: [start, now], previous: [new Date(start.getTime() - DAY_MS), start] };
}

function percent(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 1000) / 10;
}

/** The dashboard's four health figures from two windows of recorded calls; null where none were made. */
export function healthFigures(
  current: CallWindow,
  previous: CallWindow,
): Record<'responseTimeMs' | 'successRate' | 'syncRate' | 'calls', SapFigure> {
  const figure = (read: (window: CallWindow) => number | null): SapFigure => ({
    current: read(current),
    previous: read(previous),
  });
  return {
    responseTimeMs: figure((window) => (window.meanMs === null ? null : Math.round(window.meanMs))),
    successRate: figure((window) => percent(window.calls - window.failed, window.calls)),
    syncRate: figure((window) => percent(window.syncs - window.syncsFailed, window.syncs)),
    calls: figure((window) => window.calls),
  };
}
