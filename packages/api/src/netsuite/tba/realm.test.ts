import { describe, expect, it } from 'vitest';
import { isNetsuiteAccountId, netsuiteRealm, netsuiteRestHost, realmMatchesAccount } from './realm.ts';

describe('netsuiteRealm', () => {
  it.each([
    ['123456', '123456'],
    ['123456-sb1', '123456_SB1'],
    ['123456_sb1', '123456_SB1'],
    ['123456_SB1', '123456_SB1'],
    ['tstdrv2345678', 'TSTDRV2345678'],
    ['1234567-rp', '1234567_RP'],
    ['1234567-sb-2', '1234567_SB_2'],
  ])('%s -> %s', (accountId, realm) => {
    expect(netsuiteRealm(accountId)).toBe(realm);
  });

  it('refuses what is not an account id', () => {
    for (const bad of ['', '123 456', '123456"', 'evil.example#', '-123', '123--sb1', '123456_']) {
      expect(isNetsuiteAccountId(bad)).toBe(false);
      expect(() => netsuiteRealm(bad)).toThrow(RangeError);
    }
  });
});

describe('realmMatchesAccount', () => {
  it('accepts the normalised realm of the account, however the account id is written', () => {
    expect(realmMatchesAccount('123456_SB1', '123456-sb1')).toBe(true);
    expect(realmMatchesAccount('123456_SB1', '123456_SB1')).toBe(true);
    expect(realmMatchesAccount('123456', '123456')).toBe(true);
  });

  it('refuses a realm in any other form or of another account', () => {
    expect(realmMatchesAccount('123456-sb1', '123456-sb1')).toBe(false);
    expect(realmMatchesAccount('123456_sb1', '123456-sb1')).toBe(false);
    expect(realmMatchesAccount('123456', '123456-sb1')).toBe(false);
    expect(realmMatchesAccount('654321', '123456')).toBe(false);
    expect(realmMatchesAccount('', '')).toBe(false);
  });
});

describe('netsuiteRestHost', () => {
  it('lower-cases and turns _ into -', () => {
    expect(netsuiteRestHost('123456_SB1')).toBe('123456-sb1.suitetalk.api.netsuite.com');
    expect(netsuiteRestHost('123456-sb1')).toBe('123456-sb1.suitetalk.api.netsuite.com');
    expect(netsuiteRestHost('TSTDRV2345678')).toBe('tstdrv2345678.suitetalk.api.netsuite.com');
  });

  it('refuses an id that would change the host', () => {
    expect(() => netsuiteRestHost('evil.example#')).toThrow(RangeError);
    expect(() => netsuiteRestHost('a/b')).toThrow(RangeError);
  });
});
