import type { ReportFrequency } from '@erp-agent/core';

/**
 * When a schedule runs next after `after`, in the server's time zone: daily at its time, weekly on
 * Mondays at its time, monthly on the 1st at its time.
 */
export function nextRun(frequency: ReportFrequency, timeOfDay: string, after: Date): Date {
  const [hours, minutes] = timeOfDay.split(':').map(Number);
  const candidate = new Date(after);
  candidate.setSeconds(0, 0);
  candidate.setHours(hours ?? 0, minutes ?? 0);
  const fits = (date: Date) =>
    date > after && (frequency === 'Daily' || (frequency === 'Weekly' ? date.getDay() === 1 : date.getDate() === 1));
  for (let days = 0; days < 40; days += 1) {
    if (fits(candidate)) return candidate;
    candidate.setDate(candidate.getDate() + 1);
  }
  throw new Error(`No run of a ${frequency} schedule found after ${after.toISOString()}.`);
}
