import { createHmac } from 'node:crypto';
import { createRequire } from 'node:module';
import OAuth from 'oauth-1.0a';
import { describe, expect, it, vi } from 'vitest';
import { hmacSha256Base64, signingKey } from './hmac-sha256.ts';
import { MemoryNonceStore } from './memory-nonce-store.ts';
import type { NonceStore } from './nonce-store.ts';
import { ORACLE, ORACLE_REST, ORACLE_RESTLET } from './oracle-example.fixture.ts';
import { percentEncode } from './percent-encode.ts';
import { type TbaSigningInput, tbaAuthorizationHeader } from './sign-request.ts';
import { signatureBaseString } from './signature-base-string.ts';
import { type TbaRequest, type TbaVerifierOptions, verifyTbaRequest } from './verify-request.ts';

const ACCOUNT = '123456-sb1';
const HOST = 'https://123456-sb1.suitetalk.api.netsuite.com';
const SUITEQL = `${HOST}/services/rest/query/v1/suiteql?limit=10&offset=0`;
const CUSTOMER = `${HOST}/services/rest/record/v1/customer?q=companyName%20START_WITH%20%22Acme%22&limit=5`;
// Characters that must be percent-encoded, so encoding mistakes on either side show.
const KEYS = {
  consumerKey: 'consumer key/1',
  consumerSecret: 'consumer&secret!',
  tokenId: 'token+id=1',
  tokenSecret: "token secret's",
};
const NOW = new Date('2025-06-01T12:00:00Z');
const NOW_SECONDS = NOW.getTime() / 1000;

function context(overrides: Partial<TbaVerifierOptions> = {}) {
  const secrets = vi.fn(async (consumerKey: string, tokenId: string) =>
    consumerKey === KEYS.consumerKey && tokenId === KEYS.tokenId
      ? { consumerSecret: KEYS.consumerSecret, tokenSecret: KEYS.tokenSecret }
      : undefined,
  );
  const options: TbaVerifierOptions = {
    accountId: ACCOUNT,
    secrets,
    nonces: new MemoryNonceStore({ now: () => NOW }),
    now: NOW,
    ...overrides,
  };
  return { secrets, verify: (request: TbaRequest) => verifyTbaRequest(request, options) };
}

function signed(method: string, url: string, overrides: Partial<TbaSigningInput> = {}): TbaRequest {
  const authorization = tbaAuthorizationHeader({
    method,
    url,
    accountId: ACCOUNT,
    ...KEYS,
    timestamp: NOW_SECONDS,
    ...overrides,
  });
  return { method, url, authorization };
}

/** A header as `netsuite-rest` builds it: `oauth-1.0a` given the raw URL, realm as configured. */
function oauth10aHeader(method: string, url: string, signatureMethod: 'HMAC-SHA256' | 'HMAC-SHA1'): string {
  const algorithm = signatureMethod === 'HMAC-SHA256' ? 'sha256' : 'sha1';
  const oauth = new OAuth({
    consumer: { key: KEYS.consumerKey, secret: KEYS.consumerSecret },
    realm: '123456_SB1',
    signature_method: signatureMethod,
    hash_function: (base, key) => createHmac(algorithm, key).update(base).digest('base64'),
  });
  return oauth.toHeader(oauth.authorize({ url, method }, { key: KEYS.tokenId, secret: KEYS.tokenSecret }))
    .Authorization;
}

describe('verifyTbaRequest accepts', () => {
  it("Oracle's REST web services and RESTlet examples", async () => {
    const oracle = {
      accountId: ORACLE.accountId,
      now: new Date(ORACLE.timestamp * 1000),
      secrets: async () => ({ consumerSecret: ORACLE.consumerSecret, tokenSecret: ORACLE.tokenSecret }),
    };
    for (const example of [ORACLE_REST, ORACLE_RESTLET]) {
      const { verify } = context(oracle);
      const authorization =
        `OAuth realm="123456", oauth_consumer_key="${ORACLE.consumerKey}", oauth_token="${ORACLE.tokenId}", ` +
        `oauth_nonce="${ORACLE.nonce}", oauth_timestamp="${ORACLE.timestamp}", oauth_signature_method="HMAC-SHA256", ` +
        `oauth_version="1.0", oauth_signature="${encodeURIComponent(example.signature)}"`;
      expect(await verify({ method: example.method, url: example.url, authorization })).toEqual({
        ok: true,
        consumerKey: ORACLE.consumerKey,
        tokenId: ORACLE.tokenId,
      });
    }
  });

  it('what it signed: a GET with a query string and a POST', async () => {
    const { verify } = context();
    const expected = { ok: true, consumerKey: KEYS.consumerKey, tokenId: KEYS.tokenId };
    expect(await verify(signed('GET', CUSTOMER))).toEqual(expected);
    expect(await verify(signed('POST', SUITEQL))).toEqual(expected);
    expect(await verify(signed('PATCH', `${HOST}/services/rest/record/v1/customer/42`))).toEqual(expected);
  });

  it('a header made by oauth-1.0a directly, as netsuite-rest makes it', async () => {
    const { verify } = context({ now: new Date() });
    for (const [method, url] of [
      ['GET', CUSTOMER],
      ['POST', SUITEQL],
    ] as const) {
      expect(await verify({ method, url, authorization: oauth10aHeader(method, url, 'HMAC-SHA256') })).toMatchObject({
        ok: true,
      });
    }
  });

  it("netsuite-rest's own header", async () => {
    type NetsuiteRest = new (
      options: Record<string, string>,
    ) => {
      getAuthorizationHeader(request: { url: string; method: string }): { Authorization: string };
    };
    const NetsuiteRest = createRequire(import.meta.url)('netsuite-rest') as NetsuiteRest;
    const client = new NetsuiteRest({
      consumer_key: KEYS.consumerKey,
      consumer_secret_key: KEYS.consumerSecret,
      token: KEYS.tokenId,
      token_secret: KEYS.tokenSecret,
      realm: '123456_SB1',
    });
    const { verify } = context({ now: new Date() });
    const { Authorization } = client.getAuthorizationHeader({ url: SUITEQL, method: 'POST' });
    expect(await verify({ method: 'POST', url: SUITEQL, authorization: Authorization })).toMatchObject({ ok: true });
  });

  it('a URL signed with another host case or the default port', async () => {
    const { verify } = context();
    const { authorization } = signed('GET', 'HTTPS://123456-SB1.SuiteTalk.api.netsuite.com:443/services/rest/x?a=1');
    expect(await verify({ method: 'GET', url: `${HOST}/services/rest/x?a=1`, authorization })).toMatchObject({
      ok: true,
    });
  });

  it('a header without oauth_version, which RFC 5849 makes optional', async () => {
    const { verify } = context();
    const nonce = 'no-version-nonce';
    const baseString = signatureBaseString('GET', CUSTOMER, [
      ['oauth_consumer_key', KEYS.consumerKey],
      ['oauth_token', KEYS.tokenId],
      ['oauth_signature_method', 'HMAC-SHA256'],
      ['oauth_timestamp', String(NOW_SECONDS)],
      ['oauth_nonce', nonce],
    ]);
    const signature = hmacSha256Base64(baseString, signingKey(KEYS.consumerSecret, KEYS.tokenSecret));
    const authorization =
      `OAuth realm="123456_SB1",oauth_consumer_key="${percentEncode(KEYS.consumerKey)}",` +
      `oauth_token="${percentEncode(KEYS.tokenId)}",oauth_signature_method="HMAC-SHA256",` +
      `oauth_timestamp="${NOW_SECONDS}",oauth_nonce="${nonce}",oauth_signature="${percentEncode(signature)}"`;
    expect(await verify({ method: 'GET', url: CUSTOMER, authorization })).toMatchObject({ ok: true });
  });

  it('timestamps at the edges of the window', async () => {
    const { verify } = context();
    expect(await verify(signed('GET', CUSTOMER, { timestamp: NOW_SECONDS - 300 }))).toMatchObject({ ok: true });
    expect(await verify(signed('GET', CUSTOMER, { timestamp: NOW_SECONDS + 300 }))).toMatchObject({ ok: true });
  });

  it('a query with + for spaces, as our signer reads it', async () => {
    const { verify } = context();
    const url = `${HOST}/services/rest/record/v1/customer?q=companyName+START_WITH+%22Acme%22`;
    expect(await verify(signed('GET', url))).toMatchObject({ ok: true });
  });
});

describe('verifyTbaRequest refuses', () => {
  const cases: [string, () => TbaRequest, string][] = [
    ['no header', () => ({ method: 'GET', url: CUSTOMER, authorization: undefined }), 'missing_header'],
    ['another scheme', () => ({ method: 'GET', url: CUSTOMER, authorization: 'Bearer abc' }), 'not_oauth'],
    [
      'an unquoted value',
      () => ({ method: 'GET', url: CUSTOMER, authorization: 'OAuth realm=123456_SB1' }),
      'malformed_header',
    ],
    ['a wrong token secret', () => signed('GET', CUSTOMER, { tokenSecret: 'guess' }), 'invalid_signature'],
    ['a wrong consumer secret', () => signed('GET', CUSTOMER, { consumerSecret: 'guess' }), 'invalid_signature'],
    ['another realm', () => signed('GET', CUSTOMER, { accountId: '654321' }), 'wrong_realm'],
    ['the same account in another realm form', () => signed('GET', CUSTOMER, { accountId: '123456' }), 'wrong_realm'],
    [
      'HMAC-SHA1',
      () => ({ method: 'GET', url: CUSTOMER, authorization: oauth10aHeader('GET', CUSTOMER, 'HMAC-SHA1') }),
      'unsupported_signature_method',
    ],
    ['an old timestamp', () => signed('GET', CUSTOMER, { timestamp: NOW_SECONDS - 301 }), 'stale_timestamp'],
    ['a future timestamp', () => signed('GET', CUSTOMER, { timestamp: NOW_SECONDS + 301 }), 'future_timestamp'],
    ['an unknown token', () => signed('GET', CUSTOMER, { tokenId: 'someone else' }), 'unknown_token'],
    ['an unknown consumer key', () => signed('GET', CUSTOMER, { consumerKey: 'other app' }), 'unknown_token'],
    [
      'a tampered query parameter',
      () => ({
        ...signed('GET', `${HOST}/services/rest/query/v1/suiteql?limit=10`),
        url: `${HOST}/services/rest/query/v1/suiteql?limit=1000`,
      }),
      'invalid_signature',
    ],
    [
      'an added query parameter',
      () => ({
        ...signed('GET', `${HOST}/services/rest/record/v1/customer`),
        url: `${HOST}/services/rest/record/v1/customer?limit=1`,
      }),
      'invalid_signature',
    ],
    [
      'a tampered path',
      () => ({
        ...signed('GET', `${HOST}/services/rest/record/v1/customer/1`),
        url: `${HOST}/services/rest/record/v1/customer/2`,
      }),
      'invalid_signature',
    ],
    ['a tampered method', () => ({ ...signed('GET', CUSTOMER), method: 'DELETE' }), 'invalid_signature'],
    [
      'another host',
      () => ({ ...signed('GET', CUSTOMER), url: CUSTOMER.replace(HOST, 'https://evil.example') }),
      'invalid_signature',
    ],
  ];

  it.each(cases)('%s', async (_name, request, reason) => {
    const { verify } = context();
    expect(await verify(request())).toMatchObject({ ok: false, reason });
  });

  it('a header oauth-1.0a made for a query with +: it signs + as a plus, RFC 5849 reads a space', async () => {
    const { verify } = context({ now: new Date() });
    const url = `${HOST}/services/rest/record/v1/customer?q=companyName+START_WITH+%22Acme%22`;
    const authorization = oauth10aHeader('GET', url, 'HMAC-SHA256');
    expect(await verify({ method: 'GET', url, authorization })).toMatchObject({ reason: 'invalid_signature' });
  });

  it.each([
    'oauth_consumer_key',
    'oauth_token',
    'oauth_signature_method',
    'oauth_timestamp',
    'oauth_nonce',
    'oauth_signature',
    'realm',
  ])('a header without %s', async (name) => {
    const { verify } = context();
    const request = signed('GET', CUSTOMER);
    const authorization = request.authorization?.replace(new RegExp(`(^OAuth |, )${name}="[^"]*"`), '$1x="y"');
    expect(authorization).not.toBe(request.authorization);
    expect(await verify({ ...request, authorization })).toEqual({
      ok: false,
      reason: 'missing_parameter',
      detail: name,
    });
  });

  it('an empty required value, another oauth_version, a timestamp that is not a number', async () => {
    const { verify } = context();
    const request = signed('GET', CUSTOMER);
    const header = request.authorization ?? '';
    const edit = (pattern: RegExp, replacement: string) =>
      verify({ ...request, authorization: header.replace(pattern, replacement) });
    expect(await edit(/oauth_nonce="[^"]*"/, 'oauth_nonce=""')).toMatchObject({ reason: 'missing_parameter' });
    expect(await edit(/oauth_version="1\.0"/, 'oauth_version="2.0"')).toMatchObject({ reason: 'unsupported_version' });
    expect(await edit(/oauth_timestamp="\d+"/, 'oauth_timestamp="1e9"')).toMatchObject({ reason: 'invalid_timestamp' });
  });

  it('a replayed nonce', async () => {
    const { verify } = context();
    const request = signed('POST', SUITEQL);
    expect(await verify(request)).toMatchObject({ ok: true });
    expect(await verify(request)).toEqual({ ok: false, reason: 'replayed_nonce' });
  });

  it('nothing genuine because of a forgery: a bad signature does not use up the nonce', async () => {
    const { verify } = context();
    const genuine = signed('POST', SUITEQL);
    const forged = {
      ...genuine,
      authorization: genuine.authorization?.replace(/oauth_signature="[^"]*"/, 'oauth_signature="AAAA"'),
    };
    expect(await verify(forged)).toEqual({ ok: false, reason: 'invalid_signature' });
    expect(await verify({ ...genuine, url: `${HOST}/services/rest/query/v1/suiteql?limit=1000` })).toEqual({
      ok: false,
      reason: 'invalid_signature',
    });
    expect(await verify(genuine)).toMatchObject({ ok: true });
    expect(await verify(genuine)).toEqual({ ok: false, reason: 'replayed_nonce' });
  });
});

describe('verifyTbaRequest checks in order', () => {
  it('reports the first failure and looks up secrets only for a well-formed, timely request', async () => {
    const { verify, secrets } = context();
    const everythingWrong = signed('GET', CUSTOMER, { accountId: '654321', timestamp: 1, tokenId: 'unknown' });
    expect(await verify(everythingWrong)).toMatchObject({ reason: 'wrong_realm' });
    const lateAndUnknown = signed('GET', CUSTOMER, { timestamp: 1, tokenId: 'unknown' });
    expect(await verify(lateAndUnknown)).toMatchObject({ reason: 'stale_timestamp' });
    expect(secrets).not.toHaveBeenCalled();
  });

  it('honours a narrower window', async () => {
    const { verify } = context({ windowSeconds: 30 });
    expect(await verify(signed('GET', CUSTOMER, { timestamp: NOW_SECONDS - 31 }))).toMatchObject({
      reason: 'stale_timestamp',
    });
    expect(await verify(signed('GET', CUSTOMER, { timestamp: NOW_SECONDS - 30 }))).toMatchObject({ ok: true });
  });

  it('claims the nonce per consumer key and token until the timestamp leaves the window', async () => {
    const claim = vi.fn<NonceStore['claim']>(async () => true);
    const { verify } = context({ nonces: { claim } });
    await verify(signed('GET', CUSTOMER, { nonce: 'abc123', timestamp: NOW_SECONDS - 10 }));
    expect(claim).toHaveBeenCalledWith(
      'consumer%20key%2F1&token%2Bid%3D1&abc123',
      new Date((NOW_SECONDS - 10 + 300) * 1000),
    );
  });
});
