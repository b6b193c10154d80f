import type { SapFigure, SapPeriod } from '@erp-agent/core';
import type { CallWindow } from '../../../sap/calls/sap-call-log.ts';

const HOUR_MS = 3_600_000;
const PERIOD_MS: Readonly<Record<SapPeriod, number>> = {
  '1h': HOUR_MS,
  '24h': 24 * HOUR_MS,
  '7d': 7 * 24 * HOUR_MS,
  '30d': 30 * 24 * HOUR_MS,
};

/** The period up to now and the one of the same length before it, for the trend arrows. */
export function periodWindows(period: SapPeriod, now: Date): { current: [Date, Date]; previous: [Date, Date] } {
  const length = PERIOD_MS[period];
  const start = new Date(now.getTime() - length);
  return { current: [start, now], previous: [new Date(start.getTime() - length), start] };
}

export function lastTwoDays(now: Date): { current: [Date, Date]; previous: [Date, Date] } {
  return periodWindows('24h', now);
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
