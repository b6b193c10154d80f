/** The text itself when it has something besides whitespace; `undefined` otherwise. */
export function nonBlank(text: string | null | undefined): string | undefined {
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
}
