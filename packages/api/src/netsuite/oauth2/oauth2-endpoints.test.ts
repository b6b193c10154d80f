import { describe, expect, it } from 'vitest';
import { netsuiteAuthorizeUrl, netsuiteOAuthEndpoints, sandboxOAuthEndpoints } from './oauth2-endpoints.ts';

describe('NetSuite OAuth 2.0 endpoints', () => {
  it('put consent on the app host and tokens on the REST host, in the host spelling of the id', () => {
    expect(netsuiteOAuthEndpoints('1234567_SB1')).toEqual({
      authorizeUrl: 'https://1234567-sb1.app.netsuite.com/app/login/oauth2/authorize.nl',
      tokenUrl: 'https://1234567-sb1.suitetalk.api.netsuite.com/services/rest/auth/oauth2/v1/token',
      revokeUrl: 'https://1234567-sb1.suitetalk.api.netsuite.com/services/rest/auth/oauth2/v1/revoke',
    });
  });

  it('send the browser to system.netsuite.com when the account is not known yet', () => {
    expect(netsuiteAuthorizeUrl()).toBe('https://system.netsuite.com/app/login/oauth2/authorize.nl');
  });

  it('refuse an account id that could steer the host', () => {
    expect(() => netsuiteOAuthEndpoints('evil.example#')).toThrow(RangeError);
  });

  it('give the sandbox a browser-facing consent page and server-side token endpoints', () => {
    expect(sandboxOAuthEndpoints('http://localhost:8787/netsuite-sandbox/', 'http://sandbox.internal')).toEqual({
      authorizeUrl: 'http://localhost:8787/netsuite-sandbox/app/login/oauth2/authorize.nl',
      tokenUrl: 'http://sandbox.internal/services/rest/auth/oauth2/v1/token',
      revokeUrl: 'http://sandbox.internal/services/rest/auth/oauth2/v1/revoke',
    });
  });
});
