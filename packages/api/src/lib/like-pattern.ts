/** A case-insensitive "contains" pattern for ILIKE, with LIKE's own wildcards taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
