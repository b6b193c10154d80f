import { createHmac } from 'node:crypto';
import OAuth from 'oauth-1.0a';
import { describe, expect, it } from 'vitest';
import { ORACLE, ORACLE_REST, ORACLE_RESTLET } from './oracle-example.fixture.ts';
import { parseAuthorizationHeader } from './parse-authorization-header.ts';
import { tbaAuthorizationHeader } from './sign-request.ts';

function parameters(header: string): Record<string, string> {
  const parsed = parseAuthorizationHeader(header);
  if (!parsed.ok) throw new Error(`unreadable header: ${header}`);
  return Object.fromEntries(parsed.parameters);
}

const credentials = {
  accountId: ORACLE.accountId,
  consumerKey: ORACLE.consumerKey,
  consumerSecret: ORACLE.consumerSecret,
  tokenId: ORACLE.tokenId,
  tokenSecret: ORACLE.tokenSecret,
};

describe('tbaAuthorizationHeader', () => {
  it("signs Oracle's REST web services example to Oracle's signature", () => {
    const header = tbaAuthorizationHeader({
      ...credentials,
      method: ORACLE_REST.method,
      url: ORACLE_REST.url,
      nonce: ORACLE.nonce,
      timestamp: ORACLE.timestamp,
    });
    expect(header).toMatch(/^OAuth realm="123456", /);
    expect(header).toContain('oauth_signature="B5OIWznZ2YP0OB7VrJrGkYsTh%2B8H%2B5T9Hag%2Bo92q0zY%3D"');
    expect(parameters(header)).toEqual({
      realm: '123456',
      oauth_consumer_key: ORACLE.consumerKey,
      oauth_token: ORACLE.tokenId,
      oauth_nonce: ORACLE.nonce,
      oauth_timestamp: String(ORACLE.timestamp),
      oauth_signature_method: 'HMAC-SHA256',
      oauth_version: '1.0',
      oauth_signature: ORACLE_REST.signature,
    });
  });

  it("signs the query parameters, as in Oracle's RESTlet example", () => {
    const header = tbaAuthorizationHeader({
      ...credentials,
      method: 'post',
      url: ORACLE_RESTLET.url,
      nonce: ORACLE.nonce,
      timestamp: ORACLE.timestamp,
    });
    expect(parameters(header).oauth_signature).toBe(ORACLE_RESTLET.signature);
  });

  it('puts the normalised account id in the realm', () => {
    const header = tbaAuthorizationHeader({
      ...credentials,
      accountId: '123456-sb1',
      method: 'GET',
      url: ORACLE_REST.url,
    });
    expect(parameters(header).realm).toBe('123456_SB1');
  });

  it('makes a fresh alphanumeric nonce of at least 20 characters and a current timestamp', () => {
    const before = Math.floor(Date.now() / 1000);
    const sign = () => parameters(tbaAuthorizationHeader({ ...credentials, method: 'GET', url: ORACLE_REST.url }));
    const first = sign();
    const second = sign();
    expect(first.oauth_nonce).toMatch(/^[A-Za-z0-9]{20,64}$/);
    expect(first.oauth_nonce).not.toBe(second.oauth_nonce);
    expect(Number(first.oauth_timestamp)).toBeGreaterThanOrEqual(before);
    expect(Number(first.oauth_timestamp)).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
  });

  it('signs as oauth-1.0a does with the raw URL when the query is plain', () => {
    const url = 'https://123456.suitetalk.api.netsuite.com/services/rest/query/v1/suiteql?limit=10&offset=0';
    const oauth = new OAuth({
      consumer: { key: ORACLE.consumerKey, secret: ORACLE.consumerSecret },
      signature_method: 'HMAC-SHA256',
      hash_function: (base, key) => createHmac('sha256', key).update(base).digest('base64'),
    });
    const direct = oauth.getSignature({ url, method: 'POST' }, ORACLE.tokenSecret, {
      oauth_consumer_key: ORACLE.consumerKey,
      oauth_nonce: ORACLE.nonce,
      oauth_signature_method: 'HMAC-SHA256',
      oauth_timestamp: ORACLE.timestamp,
      oauth_token: ORACLE.tokenId,
      oauth_version: '1.0',
    });
    const ours = tbaAuthorizationHeader({
      ...credentials,
      method: 'POST',
      url,
      nonce: ORACLE.nonce,
      timestamp: ORACLE.timestamp,
    });
    expect(parameters(ours).oauth_signature).toBe(direct);
  });

  it('reads + in the query as a space and sorts repeated names, as RFC 5849 does', () => {
    const sign = (url: string) =>
      parameters(tbaAuthorizationHeader({ ...credentials, method: 'GET', url, nonce: 'n', timestamp: 1 }))
        .oauth_signature;
    const base = 'https://123456.suitetalk.api.netsuite.com/services/rest/record/v1/customer';
    expect(sign(`${base}?q=companyName+IS+Acme`)).toBe(sign(`${base}?q=companyName%20IS%20Acme`));
    expect(sign(`${base}?a=2&a=1`)).toBe(sign(`${base}?a=1&a=2`));
    expect(sign(`${base}?a=1`)).not.toBe(sign(`${base}?a=2`));
  });
});
