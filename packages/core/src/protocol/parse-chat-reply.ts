import { type ChatReply, chatReplySchema } from './chat-reply.ts';
import { ProtocolError } from './protocol-error.ts';

type PathSegment = PropertyKey;

function formatPath(path: readonly PathSegment[]): string {
  if (path.length === 0) return '(root)';
  return path.reduce<string>((text, segment) => {
    if (typeof segment === 'number') return `${text}[${segment}]`;
    const name = String(segment);
    return text === '' ? name : `${text}.${name}`;
  }, '');
}

function valueAt(input: unknown, path: readonly PathSegment[]): unknown {
  let value = input;
  for (const segment of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value;
}

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/**
 * Checks a decoded JSON reply against the protocol. Unknown fields pass; a known field of the
 * wrong type throws a {@link ProtocolError} naming that field.
 */
export function parseChatReply(input: unknown): ChatReply {
  const parsed = chatReplySchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = issue?.path ?? [];
  const expected = issue && 'expected' in issue ? String(issue.expected) : 'a valid value';
  throw new ProtocolError(formatPath(path), `must be ${expected}, got ${describeType(valueAt(input, path))}`);
}
