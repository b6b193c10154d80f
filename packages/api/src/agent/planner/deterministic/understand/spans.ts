/**
 * The text of a request with the parts already understood marked, so each reader sees only what
 * the others left: once "last month" is read as a date, its words are no name and no number.
 */
export class MarkedText {
  readonly text: string;
  readonly #taken: boolean[];

  constructor(text: string) {
    this.text = text;
    this.#taken = Array.from({ length: text.length }, () => false);
  }

  take(start: number, end: number): void {
    for (let i = Math.max(0, start); i < Math.min(end, this.text.length); i++) this.#taken[i] = true;
  }

  isFree(start: number, end: number): boolean {
    for (let i = start; i < end; i++) if (this.#taken[i]) return false;
    return true;
  }

  /** The text with taken parts blanked out, same length, so positions still line up. */
  rest(): string {
    return [...this.text].map((char, i) => (this.#taken[i] ? ' ' : char)).join('');
  }

  /** The first free match of `pattern` (global or not), taken when `take` is true. */
  find(pattern: RegExp, take = true): RegExpExecArray | undefined {
    const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    for (const match of this.text.matchAll(global)) {
      const start = match.index ?? 0;
      const end = start + match[0].length;
      if (!this.isFree(start, end)) continue;
      if (take) this.take(start, end);
      return match as RegExpExecArray;
    }
    return undefined;
  }
}
