import { inspect } from 'node:util';
import { beforeEach, describe, expect, it } from 'vitest';
import { NetsuiteConnectorError } from './connector-error.ts';
import {
  answerError,
  createFakeNetsuite,
  FAKE_CONFIG,
  FAKE_CREDENTIALS,
  type FakeNetsuite,
  fakeClock,
} from './fake-netsuite.fixture.ts';
import { createNetsuiteConnector } from './netsuite-connector.ts';

describe('errors from NetSuite, through the connector', () => {
  let fake: FakeNetsuite;
  beforeEach(() => {
    fake = createFakeNetsuite();
  });
  const connector = (config = FAKE_CONFIG) => createNetsuiteConnector(config, { fetch: fake.fetch, ...fakeClock() });

  it('400: invalid_request with the detail, error code and path', async () => {
    fake.script(answerError(400, 'USER_ERROR', 'Please enter value(s) for: Company Name', {}));
    const error = await connector()
      .createRecord('customer', { subsidiary: { id: '1' } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetsuiteConnectorError);
    expect(error).toMatchObject({
      code: 'invalid_request',
      status: 400,
      message: 'Please enter value(s) for: Company Name',
      netsuiteCode: 'USER_ERROR',
    });
    expect(fake.received).toHaveLength(1);
  });

  it('400 with a path: the path is kept', async () => {
    fake.script(() =>
      Response.json(
        {
          type: 'x',
          title: 'Bad Request',
          status: 400,
          'o:errorDetails': [{ detail: 'Invalid value.', 'o:errorCode': 'INVALID_FIELD', 'o:errorPath': 'email' }],
        },
        { status: 400 },
      ),
    );
    await expect(connector().updateRecord('customer', '1', { email: 'x' })).rejects.toMatchObject({
      details: [{ detail: 'Invalid value.', errorCode: 'INVALID_FIELD', errorPath: 'email' }],
    });
  });

  it('401: invalid_credentials when the token secret is wrong, as the signature check says', async () => {
    const error = await connector({ ...FAKE_CONFIG, tokenSecret: 'wrong' })
      .suiteql('SELECT id FROM customer')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'invalid_credentials', status: 401, message: 'Invalid login attempt.' });
    expect(fake.refused).toEqual(['invalid_signature']);
  });

  it('403: forbidden, not retried', async () => {
    fake.script(
      answerError(403, 'INSUFFICIENT_PERMISSION', 'Permission Violation: you need the Customers permission.'),
    );
    await expect(connector().getRecord('customer', '1')).rejects.toMatchObject({
      code: 'forbidden',
      message: 'Permission Violation: you need the Customers permission.',
    });
    expect(fake.received).toHaveLength(1);
  });

  it('404: not_found', async () => {
    await expect(connector().getRecord('customer', '999')).rejects.toMatchObject({
      code: 'not_found',
      status: 404,
      netsuiteCode: 'NONEXISTENT_ID',
    });
  });

  it('a non-JSON gateway answer: unavailable, in our words', async () => {
    const badGateway = () => new Response('<html>502</html>', { status: 502 });
    fake.script(badGateway, badGateway, badGateway, badGateway);
    await expect(connector().getRecord('customer', '1')).rejects.toMatchObject({
      code: 'unavailable',
      status: 502,
      message: 'NetSuite answered with a server error (HTTP 502) on all 4 tries; try again in a few minutes.',
    });
  });

  it('a 2xx answer that is not JSON: protocol_error', async () => {
    fake.script(() => new Response('<html>maintenance</html>', { status: 200 }));
    await expect(connector().getRecord('customer', '1')).rejects.toMatchObject({ code: 'protocol_error' });
  });

  it('no secret in an error, however it is printed', async () => {
    const error = await connector({ ...FAKE_CONFIG, tokenSecret: 'wrong-secret-value' })
      .suiteql('SELECT 1')
      .catch((caught: unknown) => caught);
    for (const text of [JSON.stringify(error), inspect(error, { depth: 10 }), String(error)]) {
      expect(text).not.toContain('wrong-secret-value');
      expect(text).not.toContain(FAKE_CREDENTIALS.consumerSecret);
      expect(text).not.toContain('oauth_signature');
    }
  });
});
