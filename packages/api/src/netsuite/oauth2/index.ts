export {
  type AuthorizationRequest,
  type AuthorizationRequestInput,
  authorizationRequest,
} from './authorization-request.ts';
export {
  type AssertionAlgorithm,
  type ClientCredentialsConfig,
  importCertificateKey,
  requestClientCredentialsToken,
} from './client-credentials.ts';
export { clientCredentialsTokens } from './client-credentials-tokens.ts';
export {
  NETSUITE_OAUTH_CALLBACK_PATH,
  NETSUITE_OAUTH2_SCOPES,
  type NetsuiteOAuthEndpoints,
  netsuiteAuthorizeUrl,
  netsuiteOAuthEndpoints,
  OAUTH2_PATHS,
  sandboxOAuthEndpoints,
} from './oauth2-endpoints.ts';
export {
  connectorErrorOf,
  NetsuiteOAuthError,
  type NetsuiteOAuthErrorCode,
  toNetsuiteOAuthError,
} from './oauth2-error.ts';
export {
  createNetsuiteOAuthClient,
  type ExpectedCallback,
  type NetsuiteOAuthClient,
  type NetsuiteOAuthClientConfig,
} from './token-client.ts';
export { DEFAULT_ACCESS_LIFETIME_SECONDS, jwtExpiry, type OAuthTokens } from './token-set.ts';
