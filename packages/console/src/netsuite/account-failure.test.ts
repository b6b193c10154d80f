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
  it('says a NetSuite timeout (504) in a sentence, with what NetSuite said', () => {
    const explained = explainAccountFailure(failed(504, 'NetSuite did not answer within 30 seconds. (timeout)'));
    expect(message(explained)).toBe(
      'Failed to read the scripts: NetSuite did not answer in time. NetSuite said: NetSuite did not answer within 30 seconds. (timeout). Try again in a minute.',
    );
    expect(explained).toMatchObject({ code: 'netsuite_scripts_failed', status: 504 });
  });

  it('says NetSuite failing (502) in a sentence, also when a proxy sent no envelope and no reason', () => {
    expect(message(explainAccountFailure(failed(502)))).toBe(
      'Failed to read the scripts: NetSuite could not be reached or failed to answer. Try again in a minute; if it keeps failing, check the connection on the credentials screen.',
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
