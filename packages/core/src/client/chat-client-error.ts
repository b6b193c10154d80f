import type { ErrorEnvelope } from '../schemas/error-envelope.ts';

export type ChatClientErrorCode = 'api_error' | 'network_error' | 'timeout' | 'aborted' | 'stream_error';

/** Text for a failure that is not an `Error` object (000 section 8). */
export const COMMUNICATION_FAILURE_TEXT = 'Failed to communicate with the API';

/**
 * A chat request that did not produce a reply. `api_error` carries the HTTP status and the
 * prototype's text `API error: {status}`; `stream_error` carries the text of the stream's error
 * part; the others say the request never got an answer. An `api_error` whose response was the
 * API's error envelope keeps it: its code says why (`identity_invalid`, `origin_not_allowed`).
 */
export class ChatClientError extends Error {
  readonly code: ChatClientErrorCode;
  readonly status: number | undefined;
  readonly envelope: ErrorEnvelope | undefined;

  constructor(
    code: ChatClientErrorCode,
    message: string,
    options: { status?: number; envelope?: ErrorEnvelope; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ChatClientError';
    this.code = code;
    this.status = options.status;
    this.envelope = options.envelope;
  }
}
