/**
 * What is due on each day of the window. Anything due after the last day has not happened yet
 * and is dropped, which is what leaves recent orders open.
 */
export class Agenda<Event> {
  private readonly days: Event[][];

  constructor(length: number) {
    this.days = Array.from({ length }, () => []);
  }

  schedule(day: number, event: Event): void {
    this.days[day]?.push(event);
  }

  /** The day's events, removed from the agenda so the memory they held can be reclaimed. */
  take(day: number): Event[] {
    const events = this.days[day] ?? [];
    this.days[day] = [];
    return events;
  }
}
