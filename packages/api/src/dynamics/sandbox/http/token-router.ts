import { Hono } from 'hono';
import { decodeProtectedHeader, errors, jwtVerify } from 'jose';
import { issueAccessToken } from '../identity/access-tokens.ts';
import type { SandboxTenant } from '../identity/sandbox-tenant.ts';
import type { DynamicsSandboxEnv } from './sandbox-env.ts';

const JWT_BEARER = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';

/** An error of the token endpoint, in Entra's shape (`AADSTS` codes, trace and correlation ids). */
class EntraError extends Error {
  readonly status: 400 | 401;
  readonly error: string;
  readonly aadsts: number;

  constructor(status: 400 | 401, error: string, aadsts: number, description: string) {
    super(`AADSTS${aadsts}: ${description}`);
    this.status = status;
    this.error = error;
    this.aadsts = aadsts;
  }
}

function entraAnswer(error: EntraError, now: Date) {
  const traceId = crypto.randomUUID();
  const correlationId = crypto.randomUUID();
  const timestamp = now.toISOString().replace('T', ' ').slice(0, 19);
  return {
    error: error.error,
    error_description: `${error.message}\r\nTrace ID: ${traceId}\r\nCorrelation ID: ${correlationId}\r\nTimestamp: ${timestamp}Z`,
    error_codes: [error.aadsts],
    timestamp: `${timestamp}Z`,
    trace_id: traceId,
    correlation_id: correlationId,
    error_uri: `https://login.microsoftonline.com/error?code=${error.aadsts}`,
  };
}

function required(form: URLSearchParams, name: string): string {
  const value = form.get(name);
  if (!value) {
    throw new EntraError(
      400,
      'invalid_request',
      900144,
      `The request body must contain the following parameter: '${name}'.`,
    );
  }
  return value;
}

/**
 * Whether an assertion's audience names this token endpoint. Entra ID takes several spellings of
 * its own endpoint; the sandbox, which cannot know every name it is reached by (a proxy, an
 * in-process request), takes any origin with the endpoint's path.
 */
function namesTokenEndpoint(audience: unknown, tokenPath: string): boolean {
  const audiences = Array.isArray(audience) ? audience : [audience];
  return audiences.some((entry) => {
    if (typeof entry !== 'string') return false;
    try {
      return new URL(entry).pathname === tokenPath;
    } catch {
      return false;
    }
  });
}

/** Checks a certificate credential: a JWT signed with the key of a certificate uploaded to the registration. */
async function checkAssertion(tenant: SandboxTenant, assertion: string, tokenPath: string, now: Date): Promise<void> {
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(assertion);
  } catch {
    throw new EntraError(401, 'invalid_client', 50027, 'JWT token is invalid or malformed.');
  }
  const thumbprint = (header['x5t#S256'] as string | undefined) ?? header.x5t;
  const key = thumbprint === undefined ? undefined : tenant.certificate(thumbprint);
  if (!key) {
    throw new EntraError(
      401,
      'invalid_client',
      700027,
      `The certificate with identifier used to sign the client assertion is not registered on application. [Reason - The key was not found., Thumbprint of key used by client: '${thumbprint ?? ''}']`,
    );
  }
  let audience: unknown;
  try {
    ({
      payload: { aud: audience },
    } = await jwtVerify(assertion, key, {
      algorithms: ['RS256', 'PS256'],
      issuer: tenant.clientId,
      subject: tenant.clientId,
      currentDate: now,
      // Entra ID allows five minutes of clock skew; without it an assertion whose nbf is a second
      // ahead (MSAL Node sets nbf one second after iat) was refused within that second.
      clockTolerance: 300,
      requiredClaims: ['exp', 'aud'],
    }));
  } catch (error) {
    if (
      error instanceof errors.JWTExpired ||
      (error instanceof errors.JWTClaimValidationFailed && error.claim === 'nbf')
    ) {
      throw new EntraError(401, 'invalid_client', 700024, 'Client assertion is not within its valid time range.');
    }
    if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'aud') {
      throw new EntraError(
        401,
        'invalid_client',
        700021,
        'Client assertion audience claim does not match Realm issuer.',
      );
    }
    throw new EntraError(401, 'invalid_client', 700027, 'Client assertion failed signature validation.');
  }
  if (!namesTokenEndpoint(audience, tokenPath)) {
    throw new EntraError(401, 'invalid_client', 700021, 'Client assertion audience claim does not match Realm issuer.');
  }
}

/**
 * Microsoft Entra ID's v2.0 token endpoint, client credentials grant only, for the sandbox's one
 * app registration: a client secret or a certificate assertion, and a scope of the environment's
 * `/.default`. Refusals carry Entra's error codes and wording. Also the tenant's OpenID
 * configuration, which MSAL reads to find the endpoint.
 */
export function tokenRouter() {
  return new Hono<DynamicsSandboxEnv>()
    .get('/:tenant/v2.0/.well-known/openid-configuration', (c) => {
      const { tenant } = c.get('sandbox');
      const base = new URL(c.req.url);
      const root = `${base.origin}${base.pathname.slice(0, base.pathname.indexOf(`/${c.req.param('tenant')}/`))}`;
      if (c.req.param('tenant') !== tenant.tenantId) return c.json({ error: 'invalid_tenant' }, 400);
      return c.json({
        token_endpoint: `${root}/${tenant.tenantId}/oauth2/v2.0/token`,
        token_endpoint_auth_methods_supported: ['client_secret_post', 'private_key_jwt', 'client_secret_basic'],
        jwks_uri: `${root}/${tenant.tenantId}/discovery/v2.0/keys`,
        response_types_supported: ['code', 'id_token', 'code id_token', 'id_token token'],
        subject_types_supported: ['pairwise'],
        id_token_signing_alg_values_supported: ['RS256'],
        issuer: `${root}/${tenant.tenantId}/v2.0`,
        authorization_endpoint: `${root}/${tenant.tenantId}/oauth2/v2.0/authorize`,
        end_session_endpoint: `${root}/${tenant.tenantId}/oauth2/v2.0/logout`,
        tenant_region_scope: 'NA',
      });
    })
    .post('/:tenant/oauth2/v2.0/token', async (c) => {
      const deps = c.get('sandbox');
      const { tenant } = deps;
      const now = deps.now();
      try {
        const form = new URLSearchParams(await c.req.text());
        if (c.req.param('tenant') !== tenant.tenantId) {
          throw new EntraError(
            400,
            'invalid_request',
            90002,
            `Tenant '${c.req.param('tenant')}' not found. Check to make sure you have the correct tenant ID and are signing into the correct cloud.`,
          );
        }
        const grantType = required(form, 'grant_type');
        if (grantType !== 'client_credentials') {
          throw new EntraError(400, 'unsupported_grant_type', 70003, 'The app requested an unsupported grant type.');
        }
        const clientId = required(form, 'client_id');
        if (clientId !== tenant.clientId) {
          throw new EntraError(
            400,
            'unauthorized_client',
            700016,
            `Application with identifier '${clientId}' was not found in the directory '${tenant.tenantId}'.`,
          );
        }
        const assertionType = form.get('client_assertion_type');
        if (assertionType !== null) {
          if (assertionType !== JWT_BEARER) {
            throw new EntraError(400, 'invalid_request', 50027, `Invalid client_assertion_type '${assertionType}'.`);
          }
          await checkAssertion(tenant, required(form, 'client_assertion'), new URL(c.req.url).pathname, now);
        } else {
          const secret = form.get('client_secret') ?? basicSecret(c.req.header('Authorization'), clientId);
          if (secret === undefined) {
            throw new EntraError(
              401,
              'invalid_client',
              7000218,
              "The request body must contain the following parameter: 'client_assertion' or 'client_secret'.",
            );
          }
          if (secret !== tenant.clientSecret) {
            throw new EntraError(
              401,
              'invalid_client',
              7000215,
              `Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID, for a secret added to app '${tenant.clientId}'.`,
            );
          }
        }
        const scope = required(form, 'scope');
        const scopes = scope
          .split(/\s+/)
          .filter((item) => item !== 'offline_access' && item !== 'openid' && item !== 'profile');
        if (scopes.length !== 1 || scopes[0]?.replace(/\/+\.default$/, '') !== tenant.environmentUrl) {
          throw new EntraError(
            400,
            'invalid_scope',
            1002012,
            `The provided value for scope ${scope} is not valid. Client credential flows must have a scope value with /.default suffixed to the resource identifier (application ID URI).`,
          );
        }
        const issued = await issueAccessToken(tenant, now, deps.tokenLifetimeSeconds);
        c.header('Cache-Control', 'no-store');
        return c.json({
          token_type: 'Bearer',
          expires_in: issued.expiresIn,
          ext_expires_in: issued.expiresIn,
          access_token: issued.accessToken,
        });
      } catch (error) {
        if (!(error instanceof EntraError)) throw error;
        deps.logger.info({ aadsts: error.aadsts }, 'Dataverse sandbox refused a token request');
        return c.json(entraAnswer(error, now), error.status);
      }
    });
}

/** The secret of HTTP Basic client authentication (client_secret_basic), when it names this client. */
function basicSecret(authorization: string | undefined, clientId: string): string | undefined {
  const match = /^Basic\s+(.+)$/i.exec(authorization ?? '');
  if (!match?.[1]) return undefined;
  const [id, secret] = Buffer.from(match[1], 'base64').toString('utf8').split(':');
  return id !== undefined && decodeURIComponent(id) === clientId && secret !== undefined
    ? decodeURIComponent(secret)
    : undefined;
}
