import { describe, expect, it } from 'vitest';
import { ORACLE_PROTOCOL_PARAMETERS, ORACLE_REST, ORACLE_RESTLET } from './oracle-example.fixture.ts';
import { baseStringUri, normalizedParameters, signatureBaseString } from './signature-base-string.ts';

describe('signatureBaseString', () => {
  it("matches RFC 5849 section 3.4.1.1's example", () => {
    // The RFC's request: query in the URL, `c2` and `a3` in a form-encoded body.
    const base = signatureBaseString('POST', 'http://example.com/request?b5=%3D%253D&a3=a&c%40=&a2=r%20b', [
      ['oauth_consumer_key', '9djdj82h48djs9d2'],
      ['oauth_token', 'kkk9d7dh3k39sjv7'],
      ['oauth_signature_method', 'HMAC-SHA1'],
      ['oauth_timestamp', '137131201'],
      ['oauth_nonce', '7d8f3e4a'],
      ['c2', ''],
      ['a3', '2 q'],
    ]);
    expect(base).toBe(
      'POST&http%3A%2F%2Fexample.com%2Frequest&a2%3Dr%2520b%26a3%3D2%2520q%26a3%3Da%26b5%3D%253D%25253D' +
        '%26c%2540%3D%26c2%3D%26oauth_consumer_key%3D9djdj82h48djs9d2%26oauth_nonce%3D7d8f3e4a' +
        '%26oauth_signature_method%3DHMAC-SHA1%26oauth_timestamp%3D137131201%26oauth_token%3Dkkk9d7dh3k39sjv7',
    );
  });

  it("matches Oracle's REST web services and RESTlet examples", () => {
    expect(signatureBaseString(ORACLE_REST.method, ORACLE_REST.url, ORACLE_PROTOCOL_PARAMETERS)).toBe(
      ORACLE_REST.baseString,
    );
    expect(signatureBaseString(ORACLE_RESTLET.method, ORACLE_RESTLET.url, ORACLE_PROTOCOL_PARAMETERS)).toBe(
      ORACLE_RESTLET.baseString,
    );
  });

  it('upper-cases the method', () => {
    expect(signatureBaseString('get', 'https://a.example/', [])).toBe('GET&https%3A%2F%2Fa.example%2F&');
  });

  it('reads + in the query as a space, as form encoding does', () => {
    expect(signatureBaseString('GET', 'https://a.example/p?q=a+b', [])).toBe(
      signatureBaseString('GET', 'https://a.example/p?q=a%20b', []),
    );
  });
});

describe('baseStringUri', () => {
  it("follows RFC 5849 section 3.4.1.2's examples", () => {
    expect(baseStringUri('http://EXAMPLE.COM:80/r%20v/X?id=123')).toBe('http://example.com/r%20v/X');
    expect(baseStringUri('https://www.example.net:8080/?q=1')).toBe('https://www.example.net:8080/');
  });

  it('drops the default https port and the fragment, keeps the path case', () => {
    expect(baseStringUri('HTTPS://Host.Example:443/Services/REST#x')).toBe('https://host.example/Services/REST');
    expect(baseStringUri('http://localhost:3000')).toBe('http://localhost:3000/');
  });
});

describe('normalizedParameters', () => {
  it('sorts by encoded name, then by encoded value', () => {
    expect(
      normalizedParameters([
        ['b', '2'],
        ['a', 'z'],
        ['a', ' '],
        ['a', 'A'],
        ['a_b', '1'],
        ['a-b', '1'],
      ]),
    ).toBe('a=%20&a=A&a=z&a-b=1&a_b=1&b=2');
  });
});
