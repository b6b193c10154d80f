import { describe, expect, it } from 'vitest';
import { errorDetailsOf, errorFromAnswer } from './error-answer.ts';

const envelope = (status: number, details: Record<string, string>[]) => ({
  type: 'https://www.rfc-editor.org/rfc/rfc9110.html#section-15.5.1',
  title: 'Bad Request',
  status,
  'o:errorDetails': details,
});

describe('errorFromAnswer', () => {
  it.each([
    [400, 'invalid_request', false],
    [401, 'invalid_credentials', false],
    [403, 'forbidden', false],
    [404, 'not_found', false],
    [405, 'invalid_request', false],
    [409, 'invalid_request', false],
    [429, 'rate_limited', true],
    [500, 'unavailable', true],
    [501, 'unavailable', false],
    [502, 'unavailable', true],
    [503, 'unavailable', true],
  ] as const)('maps %i to %s (retryable: %s)', (status, code, retryable) => {
    expect(errorFromAnswer(status, undefined)).toMatchObject({ code, status, retryable });
  });

  it("keeps NetSuite's first detail as the message and every detail with its code and path", () => {
    const error = errorFromAnswer(
      400,
      envelope(400, [
        {
          detail:
            'Error while accessing a resource. You have entered an invalid field value 99 for the following field: subsidiary',
          'o:errorCode': 'USER_ERROR',
          'o:errorPath': 'subsidiary',
        },
        { detail: 'Second problem.', 'o:errorCode': 'INVALID_PARAMETER', 'o:errorQueryParam': 'q' },
      ]),
    );
    expect(error.message).toBe(
      'Error while accessing a resource. You have entered an invalid field value 99 for the following field: subsidiary',
    );
    expect(error.netsuiteCode).toBe('USER_ERROR');
    expect(error.details).toEqual([
      { detail: error.message, errorCode: 'USER_ERROR', errorPath: 'subsidiary' },
      { detail: 'Second problem.', errorCode: 'INVALID_PARAMETER', errorQueryParam: 'q' },
    ]);
  });

  it('falls back to a message of its own when the body says nothing usable', () => {
    for (const body of [undefined, '<html>Bad Gateway</html>', { message: 'x' }, envelope(502, [])]) {
      const error = errorFromAnswer(502, body);
      expect(error.message).toBe('NetSuite is unavailable; try again later.');
      expect(error.details).toEqual([]);
    }
  });

  it('carries the wait NetSuite asked for', () => {
    expect(errorFromAnswer(429, undefined, 5000).retryAfterMs).toBe(5000);
  });
});

describe('errorDetailsOf', () => {
  it("reads a RESTlet's { error } body as one detail", () => {
    expect(
      errorDetailsOf({ error: { code: 'SSS_INVALID_SCRIPTLET_ID', message: 'That Suitelet is invalid.' } }),
    ).toEqual([{ detail: 'That Suitelet is invalid.', errorCode: 'SSS_INVALID_SCRIPTLET_ID' }]);
  });
});
