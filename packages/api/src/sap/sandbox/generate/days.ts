/** A calendar day, `YYYY-MM-DD`. */
export type IsoDay = `${number}-${number}-${number}`;

/** The day `days` after `day` (before, when negative). */
export function addDays(day: IsoDay, days: number): IsoDay {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10) as IsoDay;
}

/** Today on this server's calendar, as the sandbox company's today. */
export function localToday(now = new Date()): IsoDay {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}` as IsoDay;
}

/** Money as SAP shows it: two decimals. */
export function money(value: number): number {
  return Math.round(value * 100) / 100;
}
