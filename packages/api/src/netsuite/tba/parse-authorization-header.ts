import type { TbaFailureReason } from './failure-reasons.ts';

export type ParsedAuthorization =
  | { ok: true; parameters: ReadonlyMap<string, string> }
  | {
      ok: false;
      reason: Extract<TbaFailureReason, 'missing_header' | 'not_oauth' | 'malformed_header'>;
      detail?: string;
    };

function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/**
 * Reads `OAuth realm="...", oauth_consumer_key="...", ...` (RFC 5849 section 3.5.1): names and
 * values percent-encoded, values quoted, commas with or without spaces. The scheme name is
 * case-insensitive, as for any HTTP authentication scheme.
 */
export function parseAuthorizationHeader(header: string | null | undefined): ParsedAuthorization {
  const text = header?.trim() ?? '';
  if (text === '') return { ok: false, reason: 'missing_header' };
  const scheme = /^(\S+)(?:\s+|$)/.exec(text);
  if (scheme?.[1]?.toLowerCase() !== 'oauth') return { ok: false, reason: 'not_oauth' };

  const rest = text.slice(scheme[0].length);
  const pair = /\s*([^\s=,"]+)\s*=\s*"([^"]*)"\s*(?:,|$)/y;
  const parameters = new Map<string, string>();
  while (pair.lastIndex < rest.length) {
    const match = pair.exec(rest);
    const name = match?.[1] === undefined ? undefined : decode(match[1]);
    const value = match?.[2] === undefined ? undefined : decode(match[2]);
    if (name === undefined || value === undefined) return { ok: false, reason: 'malformed_header' };
    if (parameters.has(name)) return { ok: false, reason: 'malformed_header', detail: `${name} given twice` };
    parameters.set(name, value);
  }
  return { ok: true, parameters };
}
