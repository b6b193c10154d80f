import { describe, expect, it } from 'vitest';
import { NetsuiteConnectorError } from './connector-error.ts';
import { type BearerTokenSource, bearerAuthorizer, tbaAuthorizer } from './request-authorizer.ts';
import { signedTransport } from './signed-transport.ts';

const URL_ = 'https://1234567.suitetalk.api.netsuite.com/services/rest/query/v1/suiteql';

/** A NetSuite that accepts one bearer token only, and counts what it was sent. */
function netsuiteAccepting(token: string) {
  const sent: string[] = [];
  const fetch = async (_url: string, init: RequestInit) => {
    const authorization = new Headers(init.headers).get('Authorization') ?? '';
    sent.push(authorization);
    return authorization === `Bearer ${token}`
      ? Response.json({ items: [] })
      : Response.json(
          { 'o:errorDetails': [{ detail: 'Invalid login attempt.', 'o:errorCode': 'INVALID_LOGIN_ATTEMPT' }] },
          { status: 401 },
        );
  };
  return { sent, fetch };
}

/** A token source that starts with `current` and renews to `next`, counting renewals. */
function source(current: string, next: string) {
  const renewals: string[] = [];
  const tokens: BearerTokenSource = {
    accessToken: async () => current,
    renew: async (refused) => {
      renewals.push(refused);
      return next;
    },
  };
  return { tokens, renewals };
}

const transport = (
  authorizer: Parameters<typeof signedTransport>[0]['authorizer'],
  fetch: (url: string, init: RequestInit) => Promise<Response>,
) => signedTransport({ authorizer, fetch, timeoutMs: 5000, now: () => new Date() });

describe('bearer tokens on NetSuite requests', () => {
  it('sends the source’s access token', async () => {
    const netsuite = netsuiteAccepting('fresh');
    const { tokens, renewals } = source('fresh', 'unused');
    const answer = await transport(bearerAuthorizer(tokens), netsuite.fetch)({ method: 'POST', url: URL_, body: {} });
    expect(answer.status).toBe(200);
    expect(netsuite.sent).toEqual(['Bearer fresh']);
    expect(renewals).toEqual([]);
  });

  it('renews a token NetSuite refuses with 401 and sends the request once more', async () => {
    const netsuite = netsuiteAccepting('renewed');
    const { tokens, renewals } = source('expired-early', 'renewed');
    const answer = await transport(bearerAuthorizer(tokens), netsuite.fetch)({ method: 'POST', url: URL_, body: {} });
    expect(answer.status).toBe(200);
    expect(renewals).toEqual(['expired-early']);
    expect(netsuite.sent).toEqual(['Bearer expired-early', 'Bearer renewed']);
  });

  it('gives up after one renewal NetSuite refuses too', async () => {
    const netsuite = netsuiteAccepting('never');
    const { tokens, renewals } = source('refused', 'refused-too');
    const failure = await transport(
      bearerAuthorizer(tokens),
      netsuite.fetch,
    )({ method: 'GET', url: URL_ }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetsuiteConnectorError);
    expect(failure).toMatchObject({ code: 'invalid_credentials', status: 401 });
    expect(renewals).toHaveLength(1);
    expect(netsuite.sent).toHaveLength(2);
  });

  it('never repeats a TBA request NetSuite refused: the signature would be as wrong again', async () => {
    const netsuite = netsuiteAccepting('none');
    const authorizer = tbaAuthorizer(
      { accountId: '1234567', consumerKey: 'c', consumerSecret: 'cs', tokenId: 't', tokenSecret: 'ts' },
      () => new Date(),
    );
    await expect(transport(authorizer, netsuite.fetch)({ method: 'GET', url: URL_ })).rejects.toMatchObject({
      code: 'invalid_credentials',
    });
    expect(netsuite.sent).toHaveLength(1);
    expect(netsuite.sent[0]).toMatch(/^OAuth realm="1234567"/);
  });
});
