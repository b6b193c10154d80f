import { createHash } from 'node:crypto';

/** JSON with object keys in order, so the same value always gives the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Fingerprints a write as the user saw it: the tool, its input and its preview. The same write
 * previewed again after the record changed gets another digest, which is how a stale
 * confirmation is told apart.
 */
export function previewDigest(tool: string, input: unknown, preview: unknown): string {
  return createHash('sha256').update(canonical({ tool, input, preview })).digest('base64url');
}
