import { describe, expect, it } from 'vitest';
import { parseAuthorizationHeader } from './parse-authorization-header.ts';

const parameters = (header: string) => {
  const parsed = parseAuthorizationHeader(header);
  return parsed.ok ? Object.fromEntries(parsed.parameters) : parsed;
};

describe('parseAuthorizationHeader', () => {
  it('reads quoted, percent-encoded values with or without spaces after commas', () => {
    const expected = { realm: '123456_SB1', oauth_token: 'a b', oauth_signature: 'x+y/z=' };
    expect(parameters('OAuth realm="123456_SB1", oauth_token="a%20b", oauth_signature="x%2By%2Fz%3D"')).toEqual(
      expected,
    );
    expect(parameters('OAuth realm="123456_SB1",oauth_token="a%20b",oauth_signature="x%2By%2Fz%3D"')).toEqual(expected);
    expect(
      parameters('  oauth   realm = "123456_SB1" ,\n  oauth_token="a%20b",   oauth_signature="x%2By%2Fz%3D"  '),
    ).toEqual(expected);
  });

  it('keeps an empty value', () => {
    expect(parameters('OAuth realm=""')).toEqual({ realm: '' });
  });

  it('tells a missing header from another scheme', () => {
    expect(parseAuthorizationHeader(undefined)).toEqual({ ok: false, reason: 'missing_header' });
    expect(parseAuthorizationHeader(null)).toEqual({ ok: false, reason: 'missing_header' });
    expect(parseAuthorizationHeader('  ')).toEqual({ ok: false, reason: 'missing_header' });
    expect(parseAuthorizationHeader('Bearer abc')).toEqual({ ok: false, reason: 'not_oauth' });
    expect(parseAuthorizationHeader('OAuthrealm="x"')).toEqual({ ok: false, reason: 'not_oauth' });
  });

  it('refuses what it cannot read unambiguously', () => {
    for (const header of [
      'OAuth realm=123456',
      'OAuth realm="123456" oauth_token="t"',
      'OAuth realm="123456", oauth_token="%E0%A4%A"',
      'OAuth realm="1", realm="2"',
      'OAuth realm="1", oauth_token',
    ]) {
      expect(parseAuthorizationHeader(header)).toMatchObject({ ok: false, reason: 'malformed_header' });
    }
  });
});
