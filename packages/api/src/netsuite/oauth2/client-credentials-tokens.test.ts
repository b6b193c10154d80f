import { describe, expect, it } from 'vitest';
import { clientCredentialsTokens } from './client-credentials-tokens.ts';
import { NetsuiteOAuthError } from './oauth2-error.ts';

describe('client credentials tokens', () => {
  const clock = { now: new Date('2026-11-22T10:00:00Z') };
  const issuer = () => {
    let issued = 0;
    return {
      count: () => issued,
      request: async () => {
        issued += 1;
        await new Promise((resolve) => setTimeout(resolve, 10));
        return {
          accessToken: `token-${issued}`,
          accessExpiresAt: new Date(clock.now.getTime() + 3600 * 1000),
          accessLifetimeSeconds: 3600,
        };
      },
    };
  };

  it('asks once for callers arriving together, and keeps the token while it is fresh', async () => {
    const tokens = issuer();
    const source = clientCredentialsTokens(tokens.request, () => clock.now);
    expect(await Promise.all([source.accessToken(), source.accessToken(), source.accessToken()])).toEqual([
      'token-1',
      'token-1',
      'token-1',
    ]);
    expect(await source.accessToken()).toBe('token-1');
    expect(tokens.count()).toBe(1);
  });

  it('asks again a minute before expiry, and when NetSuite refuses the token held', async () => {
    const tokens = issuer();
    const source = clientCredentialsTokens(tokens.request, () => clock.now);
    await source.accessToken();
    clock.now = new Date(clock.now.getTime() + 3541 * 1000);
    expect(await source.accessToken()).toBe('token-2');
    expect(await source.renew('token-2')).toBe('token-3');
    expect(await source.renew('token-2')).toBe('token-3');
  });

  it('reports a refused assertion as refused credentials', async () => {
    const source = clientCredentialsTokens(async () => {
      throw new NetsuiteOAuthError('invalid_client', 'certificate revoked', {
        oauthError: 'invalid_client',
        status: 401,
      });
    });
    await expect(source.accessToken()).rejects.toMatchObject({ code: 'invalid_credentials' });
  });
});
