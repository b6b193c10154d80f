import type { SandboxDeps } from '../../http/sandbox-env.ts';
import { issueToken, type TokenGrant } from '../issued-tokens.ts';
import { TOKEN_LIFETIMES } from '../token-lifetimes.ts';

/** What every grant needs: the sandbox, the moment, and how the request authenticated. */
export interface GrantContext {
  readonly deps: SandboxDeps;
  readonly now: Date;
  /** The token endpoint's URL as the client addressed it: an assertion's `aud` must be it. */
  readonly tokenUrl: string;
  readonly authorization: string | undefined;
}

/**
 * The token endpoint's answer as NetSuite words it: `expires_in` a numeric string (NetSuite sends
 * `"3600"`, not a number) and `token_type` in lower case.
 */
export interface TokenAnswer {
  readonly access_token: string;
  readonly refresh_token?: string;
  readonly expires_in: string;
  readonly token_type: 'bearer';
}

export async function accessTokenAnswer(
  context: GrantContext,
  grant: TokenGrant,
  refreshToken?: string,
): Promise<TokenAnswer> {
  const lifetimeSeconds = context.deps.accessTokenSeconds ?? TOKEN_LIFETIMES.accessSeconds;
  const { token } = await issueToken({
    key: context.deps.account.oauth.signingKey,
    accountId: context.deps.account.accountId,
    grant,
    kind: 'access',
    now: context.now,
    lifetimeSeconds,
  });
  return {
    access_token: token,
    ...(refreshToken === undefined ? {} : { refresh_token: refreshToken }),
    expires_in: String(lifetimeSeconds),
    token_type: 'bearer',
  };
}
