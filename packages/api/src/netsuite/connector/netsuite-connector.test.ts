import { beforeEach, describe, expect, it } from 'vitest';
import { answerError, createFakeNetsuite, FAKE_CONFIG, type FakeNetsuite, fakeClock } from './fake-netsuite.fixture.ts';
import { createNetsuiteConnector } from './netsuite-connector.ts';

describe('verify', () => {
  let fake: FakeNetsuite;
  beforeEach(() => {
    fake = createFakeNetsuite();
    fake.suiteqlRows = [{ id: '1' }, { id: '2' }];
  });
  const connector = (config = FAKE_CONFIG) => createNetsuiteConnector(config, { fetch: fake.fetch, ...fakeClock() });

  it('is ok with one cheap signed query', async () => {
    expect(await connector().verify()).toEqual({ ok: true });
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]).toMatchObject({
      path: '/services/rest/query/v1/suiteql',
      query: { limit: '1', offset: '0' },
      body: { q: 'SELECT id FROM subsidiary FETCH FIRST 1 ROWS ONLY' },
    });
  });

  it('fails with invalid_credentials when NetSuite refuses the token', async () => {
    const verification = await connector({ ...FAKE_CONFIG, tokenId: 'someone-elses-token' }).verify();
    expect(verification).toMatchObject({ ok: false, error: { code: 'invalid_credentials' } });
  });

  it('fails with forbidden when the role may not use REST web services', async () => {
    fake.script(answerError(403, 'INSUFFICIENT_PERMISSION', 'Permission Violation: REST Web Services.'));
    expect(await connector().verify()).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  });

  it('is ok when NetSuite, having accepted the credentials, refuses the query itself', async () => {
    fake.script(answerError(400, 'INVALID_PARAMETER', "Invalid search query. Record 'subsidiary' was not found."));
    expect(await connector().verify()).toEqual({ ok: true });
  });

  it('fails on a 400 that is not NetSuite refusing the query', async () => {
    fake.script(() => new Response('Bad Request', { status: 400 }));
    expect(await connector().verify()).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
  });

  it('fails with the transport failure when NetSuite cannot be reached', async () => {
    const unavailable = answerError(503);
    fake.script(unavailable, unavailable, unavailable, unavailable);
    expect(await connector().verify()).toMatchObject({ ok: false, error: { code: 'unavailable' } });
  });
});
