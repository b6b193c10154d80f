import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { explainAccountFailure } from './account-failure.ts';

const failed = (status: number, reason?: string) =>
  new ApiError('netsuite_scripts_failed', 'Failed to read the scripts', {
    status,
    ...(reason === undefined ? {} : { reason }),
  });

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

describe('explainAccountFailure', () => {
  // The reasons the API gives, word for word (netsuite-failures.test.ts there).
  it('says a NetSuite timeout (504) once, in the API’s account of it, without the code after it', () => {
    const explained = explainAccountFailure(
      failed(504, 'NetSuite did not answer in time on both tries; try again in a few minutes. (timeout)'),
    );
    expect(message(explained)).toBe(
      'Failed to read the scripts: NetSuite did not answer in time on both tries; try again in a few minutes.',
    );
    expect(explained).toMatchObject({ code: 'netsuite_scripts_failed', status: 504 });
  });

  it('says NetSuite failing (502) in the API’s account of it, and where to look if it keeps failing', () => {
    expect(
      message(
        explainAccountFailure(
          failed(
            502,
            'NetSuite answered with a server error (HTTP 503) on both tries; try again in a few minutes. (unavailable)',
          ),
        ),
      ),
    ).toBe(
      'Failed to read the scripts: NetSuite answered with a server error (HTTP 503) on both tries; try again in a few minutes. If it keeps failing, check the connection on the credentials screen.',
    );
  });

  it('quotes a reason in other words as what NetSuite said, after what happened', () => {
    expect(message(explainAccountFailure(failed(504, 'Gateway timeout at the proxy')))).toBe(
      'Failed to read the scripts: NetSuite did not answer in time. NetSuite said: Gateway timeout at the proxy. Try again in a minute.',
    );
  });

  it('says NetSuite failing (502) in a sentence, also when a proxy sent no envelope and no reason', () => {
    expect(message(explainAccountFailure(failed(502)))).toBe(
      'Failed to read the scripts: NetSuite could not be reached or failed to answer. Try again in a minute. If it keeps failing, check the connection on the credentials screen.',
    );
    expect(
      message(explainAccountFailure(new ApiError('http_error', 'The server answered 504.', { status: 504 }))),
    ).toBe('The server answered 504: NetSuite did not answer in time. Try again in a minute.');
  });

  it('says a rate limit (503), and leaves every other failure as it was', () => {
    expect(message(explainAccountFailure(failed(503)))).toContain('NetSuite is limiting requests to this account.');
    const notConnected = new ApiError('netsuite_not_connected', 'Not connected to NetSuite', { status: 409 });
    expect(explainAccountFailure(notConnected)).toBe(notConnected);
    const network = new TypeError('offline');
    expect(explainAccountFailure(network)).toBe(network);
  });
});
