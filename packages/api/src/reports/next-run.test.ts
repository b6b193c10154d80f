import { describe, expect, it } from 'vitest';
import { nextRun } from './next-run.ts';

const at = (text: string) => new Date(text);

describe('nextRun', () => {
  it('runs daily at its time, today when the time is still ahead', () => {
    expect(nextRun('Daily', '07:30', at('2026-11-22T06:00:00'))).toEqual(at('2026-11-22T07:30:00'));
    expect(nextRun('Daily', '07:30', at('2026-11-22T07:30:00'))).toEqual(at('2026-11-23T07:30:00'));
  });

  it('runs weekly on Mondays and monthly on the 1st', () => {
    // 2026-11-22 is a Sunday.
    expect(nextRun('Weekly', '09:00', at('2026-11-22T10:00:00'))).toEqual(at('2026-11-23T09:00:00'));
    expect(nextRun('Weekly', '09:00', at('2026-11-23T09:00:00'))).toEqual(at('2026-11-30T09:00:00'));
    expect(nextRun('Monthly', '06:00', at('2026-11-22T10:00:00'))).toEqual(at('2026-12-01T06:00:00'));
  });
});
