import { describe, expect, it } from 'vitest';
import { netsuiteAccountEndpoints, sandboxEndpoints } from './endpoints.ts';

describe('netsuiteAccountEndpoints', () => {
  it("gives a real account's REST and RESTlet hosts however its id is written", () => {
    const expected = {
      restBaseUrl: 'https://123456-sb1.suitetalk.api.netsuite.com',
      restletBaseUrl: 'https://123456-sb1.restlets.api.netsuite.com',
    };
    expect(netsuiteAccountEndpoints('123456_SB1')).toEqual(expected);
    expect(netsuiteAccountEndpoints('123456-sb1')).toEqual(expected);
  });

  it('refuses what is not an account id, so a form field cannot steer the host', () => {
    expect(() => netsuiteAccountEndpoints('evil.example#')).toThrow(RangeError);
  });
});

describe('sandboxEndpoints', () => {
  it('puts both under the base, without a trailing slash', () => {
    expect(sandboxEndpoints('http://localhost:3000/netsuite-sandbox/')).toEqual({
      restBaseUrl: 'http://localhost:3000/netsuite-sandbox',
      restletBaseUrl: 'http://localhost:3000/netsuite-sandbox',
    });
  });
});
