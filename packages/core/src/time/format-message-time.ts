export interface MessageTimeOptions {
  /** The moment "today" is judged against; defaults to the current time. */
  readonly now?: Date | number;
  /** BCP 47 locale(s); defaults to the runtime's. */
  readonly locale?: Intl.LocalesArgument;
  /** IANA time zone; defaults to the runtime's. */
  readonly timeZone?: string;
}

function calendarDay(date: Date, timeZone: string | undefined): { year: string; day: string } {
  const parts = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return { year: part('year'), day: `${part('year')}-${part('month')}-${part('day')}` };
}

/**
 * A message's time as the chat shows it (000 section 3): the time alone today, month and day
 * added within the same year, the year added otherwise. "Today" is the calendar day in the
 * given time zone, so a message from 23:59 yesterday shows its date.
 */
export function formatMessageTime(time: Date | number, options: MessageTimeOptions = {}): string {
  const date = new Date(time);
  const { timeZone } = options;
  const message = calendarDay(date, timeZone);
  const now = calendarDay(new Date(options.now ?? Date.now()), timeZone);
  const clock: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZone };
  const format: Intl.DateTimeFormatOptions =
    message.day === now.day
      ? clock
      : message.year === now.year
        ? { ...clock, month: 'short', day: 'numeric' }
        : { ...clock, year: 'numeric', month: 'short', day: 'numeric' };
  return new Intl.DateTimeFormat(options.locale, format).format(date);
}
