import { createParser } from 'eventsource-parser';
import { type ChatReply, type ChatStreamPart, chatStreamPartSchema, ProtocolError } from '../protocol/index.ts';
import { ChatClientError } from './chat-client-error.ts';

const KNOWN_TYPES = new Set<string>(
  chatStreamPartSchema.def.options.flatMap((option) => option.def.shape.type.def.values),
);

/** The stream's last message: not JSON, and not a part. */
const DONE = '[DONE]';

function partOf(data: string, index: number): ChatStreamPart | undefined {
  let decoded: unknown;
  try {
    decoded = JSON.parse(data);
  } catch {
    throw new ProtocolError(`(stream part ${index})`, 'must be JSON');
  }
  const type = typeof decoded === 'object' && decoded !== null && 'type' in decoded ? decoded.type : undefined;
  // A type this client does not know is the server's newer addition: skipped, not an error.
  if (typeof type !== 'string' || !KNOWN_TYPES.has(type)) return undefined;
  const parsed = chatStreamPartSchema.safeParse(decoded);
  if (parsed.success) return parsed.data;
  const field = parsed.error.issues[0]?.path.join('.') || '(root)';
  throw new ProtocolError(`(stream part ${index}: ${type}).${field}`, 'has the wrong type');
}

/**
 * Reads a UI message stream to its end, handing every known part to `onPart` as it arrives, and
 * resolves with the reply envelope of its `data-reply` part. An `error` part rejects with code
 * `stream_error`; a stream that ends without a reply is a protocol error.
 */
export async function readChatStream(
  body: ReadableStream<Uint8Array>,
  onPart: (part: ChatStreamPart) => void = () => undefined,
): Promise<ChatReply> {
  let reply: ChatReply | undefined;
  let failure: Error | undefined;
  let index = 0;
  const parser = createParser({
    onEvent(event) {
      if (failure || event.data === DONE) return;
      try {
        const part = partOf(event.data, index++);
        if (!part) return;
        if (part.type === 'data-reply') reply = part.data;
        if (part.type === 'error') failure = new ChatClientError('stream_error', part.errorText);
        onPart(part);
      } catch (error) {
        failure = error instanceof Error ? error : new ProtocolError('(stream)', 'could not be read');
      }
    },
  });
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
      if (failure) break;
    }
    parser.feed(decoder.decode());
  } finally {
    // Stops the transfer when the loop left early; a finished stream ignores it.
    await reader.cancel().catch(() => undefined);
  }
  if (failure) throw failure;
  if (!reply) throw new ProtocolError('(stream)', 'ended without a reply');
  return reply;
}
