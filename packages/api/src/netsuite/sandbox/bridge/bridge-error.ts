import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { BridgeErrorBody } from '../../bridge/index.ts';

/**
 * A failure of a bridge action, which the RESTlet catches and answers with 200 and
 * `{ error: { code, message } }`: a bad definition, an unknown search, a page past the last.
 */
export class BridgeError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = 'BridgeError';
    this.code = code;
  }

  toBody(): BridgeErrorBody {
    return { error: { code: this.code, message: this.message } };
  }
}

/**
 * A refusal by NetSuite's RESTlet front before or around the script: an unknown deployment, a
 * wrong method, a body that is not JSON, the script's time limit. Same body, an HTTP error status.
 */
export class RestletFrontError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;

  constructor(status: ContentfulStatusCode, code: string, message: string) {
    super(message);
    this.name = 'RestletFrontError';
    this.status = status;
    this.code = code;
  }

  toBody(): BridgeErrorBody {
    return { error: { code: this.code, message: this.message } };
  }
}
