import { describe, expect, it } from 'vitest';
import { hmacSha256Base64, signingKey } from './hmac-sha256.ts';
import { ORACLE, ORACLE_REST, ORACLE_RESTLET } from './oracle-example.fixture.ts';

describe('signingKey', () => {
  it("joins the secrets as Oracle's example does", () => {
    expect(signingKey(ORACLE.consumerSecret, ORACLE.tokenSecret)).toBe(
      'd26ad321a4b2f23b0741c8d38392ce01c3e23e109df6c96eac6d099e9ab9e8b5&c29a677df7d5439a458c063654187e3d678d73aca8e3c9d8bea1478a3eb0d295',
    );
  });

  it('percent-encodes each secret so an & inside one cannot move the split', () => {
    expect(signingKey('a&b', 'c d')).toBe('a%26b&c%20d');
  });
});

describe('hmacSha256Base64', () => {
  it("gives Oracle's signatures for Oracle's base strings", () => {
    const key = signingKey(ORACLE.consumerSecret, ORACLE.tokenSecret);
    expect(hmacSha256Base64(ORACLE_REST.baseString, key)).toBe(ORACLE_REST.signature);
    expect(hmacSha256Base64(ORACLE_RESTLET.baseString, key)).toBe(ORACLE_RESTLET.signature);
  });
});
