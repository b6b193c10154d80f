import { describe, expect, it } from 'vitest';
import { KEPT_MINUTES, RequestMetricsRecorder } from './request-metrics.ts';

const T0 = Date.parse('2030-01-01T10:00:00.000Z');
const MINUTE = 60_000;

describe('RequestMetricsRecorder', () => {
  it('counts requests and 5xx answers per minute, with each minute p95', () => {
    const metrics = new RequestMetricsRecorder('host:1', T0 - 10 * MINUTE);
    for (let ms = 1; ms <= 100; ms += 1) metrics.record(ms, ms === 100 ? 503 : 200, T0 + 1000);
    metrics.record(400, 404, T0 + MINUTE + 5);
    const snapshot = metrics.snapshot(T0 + MINUTE + 10);
    expect(snapshot.minutes).toHaveLength(KEPT_MINUTES);
    const [previous, current] = snapshot.minutes.slice(-2);
    expect(previous).toEqual({ minute: new Date(T0).toISOString(), requests: 100, errors: 1, p95Ms: 95 });
    expect(current).toMatchObject({ requests: 1, errors: 0 });
    // The histogram keeps two significant digits: within 1% of the true value.
    expect(current?.p95Ms).toBeGreaterThanOrEqual(400);
    expect(current?.p95Ms).toBeLessThanOrEqual(404);
    expect(snapshot.minutes[0]).toMatchObject({ requests: 0, errors: 0, p95Ms: null });
  });

  it('summarises the last five minutes: rate a minute, 5xx share, p95 over them all', () => {
    const metrics = new RequestMetricsRecorder('host:1', T0 - 60 * MINUTE);
    for (let minute = 0; minute < 5; minute += 1) {
      for (let index = 0; index < 20; index += 1) metrics.record(10, index < 2 ? 500 : 200, T0 + minute * MINUTE);
    }
    // Outside the five minutes: left out of the summary.
    metrics.record(9000, 500, T0 - 2 * MINUTE);
    const snapshot = metrics.snapshot(T0 + 4 * MINUTE + 30_000);
    expect(snapshot).toMatchObject({ scope: 'instance', instance: 'host:1', windowMinutes: 5 });
    expect(snapshot.requestsPerMinute).toBe(20);
    expect(snapshot.errorRatePercent).toBe(10);
    expect(snapshot.p95Ms).toBe(10);
  });

  it('divides by the time served when the process is younger than the window', () => {
    const metrics = new RequestMetricsRecorder('host:1', T0);
    for (let index = 0; index < 30; index += 1) metrics.record(5, 200, T0 + 10_000);
    expect(metrics.snapshot(T0 + 30_000).requestsPerMinute).toBe(60);
  });

  it('has no rate of errors or p95 with no requests, and forgets minutes past the window', () => {
    const metrics = new RequestMetricsRecorder('host:1', T0 - MINUTE);
    expect(metrics.snapshot(T0)).toMatchObject({ requestsPerMinute: 0, errorRatePercent: null, p95Ms: null });
    metrics.record(10, 200, T0);
    const later = metrics.snapshot(T0 + KEPT_MINUTES * MINUTE);
    expect(later.minutes.every((minute) => minute.requests === 0)).toBe(true);
  });
});
