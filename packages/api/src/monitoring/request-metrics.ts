import type { RequestMetrics } from '@erp-agent/core';
import { build, type Histogram } from 'hdr-histogram-js';

const MINUTE_MS = 60_000;
/** How many minutes are kept, and listed on the screen. */
export const KEPT_MINUTES = 15;
/** The minutes the rate, error rate and p95 summarise. */
export const SUMMARY_MINUTES = 5;

interface Minute {
  readonly start: number;
  requests: number;
  errors: number;
  readonly latencies: Histogram;
}

const newHistogram = () =>
  // Milliseconds from 1 to an hour, to two significant digits: a few KB a minute.
  build({ lowestDiscernibleValue: 1, highestTrackableValue: 3_600_000, numberOfSignificantValueDigits: 2 });

const roundTo = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * Requests this process served, minute by minute, with their latency distribution (an HDR
 * histogram, so the p95 of several minutes is exact to two digits without keeping every
 * duration). One process's figures: several instances each count their own.
 */
export class RequestMetricsRecorder {
  readonly #instance: string;
  readonly #startedAt: number;
  readonly #minutes: Minute[] = [];

  constructor(instance: string, startedAt = Date.now()) {
    this.#instance = instance;
    this.#startedAt = startedAt;
  }

  record(durationMs: number, status: number, now = Date.now()): void {
    const minute = this.#minuteAt(now);
    minute.requests += 1;
    if (status >= 500) minute.errors += 1;
    minute.latencies.recordValue(Math.max(1, Math.min(3_600_000, Math.round(durationMs))));
  }

  snapshot(now = Date.now()): RequestMetrics {
    const current = Math.floor(now / MINUTE_MS) * MINUTE_MS;
    this.#forget(current);
    const byStart = new Map(this.#minutes.map((minute) => [minute.start, minute]));
    const minutes = Array.from({ length: KEPT_MINUTES }, (_, index) => {
      const start = current - (KEPT_MINUTES - 1 - index) * MINUTE_MS;
      const minute = byStart.get(start);
      return {
        minute: new Date(start).toISOString(),
        requests: minute?.requests ?? 0,
        errors: minute?.errors ?? 0,
        p95Ms: minute && minute.requests > 0 ? minute.latencies.getValueAtPercentile(95) : null,
      };
    });
    const recent = this.#minutes.filter((minute) => minute.start > current - SUMMARY_MINUTES * MINUTE_MS);
    const requests = recent.reduce((sum, minute) => sum + minute.requests, 0);
    const errors = recent.reduce((sum, minute) => sum + minute.errors, 0);
    const merged = newHistogram();
    for (const minute of recent) merged.add(minute.latencies);
    // A process younger than the window has served for less time than the window: divide by that.
    const coveredMinutes = Math.max(1 / 60, Math.min(SUMMARY_MINUTES, (now - this.#startedAt) / MINUTE_MS));
    return {
      scope: 'instance',
      instance: this.#instance,
      windowMinutes: SUMMARY_MINUTES,
      requestsPerMinute: roundTo(requests / coveredMinutes, 1),
      errorRatePercent: requests > 0 ? roundTo((errors / requests) * 100, 2) : null,
      p95Ms: requests > 0 ? merged.getValueAtPercentile(95) : null,
      minutes,
    };
  }

  #minuteAt(now: number): Minute {
    const start = Math.floor(now / MINUTE_MS) * MINUTE_MS;
    const last = this.#minutes.at(-1);
    if (last?.start === start) return last;
    // A request that finished late in a minute already closed goes into its own minute's slot.
    const existing = this.#minutes.find((minute) => minute.start === start);
    if (existing) return existing;
    const minute: Minute = { start, requests: 0, errors: 0, latencies: newHistogram() };
    this.#minutes.push(minute);
    this.#minutes.sort((a, b) => a.start - b.start);
    this.#forget(start);
    return minute;
  }

  #forget(current: number): void {
    const oldest = current - (KEPT_MINUTES - 1) * MINUTE_MS;
    while (this.#minutes[0] && this.#minutes[0].start < oldest) this.#minutes.shift();
  }
}
