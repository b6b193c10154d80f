import { describe, expect, it } from 'vitest';
import { LighthouseRuntimeError, measureWithRetries } from './lighthouse-score.ts';

/** A measurement that fails with each of `failures` in turn, then answers `answer`. */
function failingThen<T>(failures: Error[], answer: T) {
  let calls = 0;
  const measure = async () => {
    const failure = failures[calls];
    calls += 1;
    if (failure !== undefined) throw failure;
    return answer;
  };
  return { measure, calls: () => calls };
}

const noNavstart = () => new LighthouseRuntimeError('NO_NAVSTART', 'Chrome did not start the navigation');

describe('measureWithRetries', () => {
  it('measures again after a Lighthouse runtime error and says which errors it ran past', async () => {
    const run = failingThen([noNavstart()], 97);
    const { result, retriedAfter } = await measureWithRetries(run.measure, 3);
    expect(result).toBe(97);
    expect(retriedAfter.map((error) => error.code)).toEqual(['NO_NAVSTART']);
    expect(run.calls()).toBe(2);
  });

  it('gives up after the number of attempts, with the last runtime error', async () => {
    const run = failingThen([noNavstart(), noNavstart(), noNavstart()], 97);
    await expect(measureWithRetries(run.measure, 3)).rejects.toThrow(/NO_NAVSTART/);
    expect(run.calls()).toBe(3);
  });

  it('does not retry any other failure', async () => {
    const run = failingThen([new Error('lighthouse exited with 127: chromium not found')], 97);
    await expect(measureWithRetries(run.measure, 3)).rejects.toThrow(/chromium not found/);
    expect(run.calls()).toBe(1);
  });
});
