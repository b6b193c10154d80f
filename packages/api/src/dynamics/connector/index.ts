export {
  DYNAMICS_CONNECTOR_ERROR_CODES,
  DynamicsConnectorError,
  type DynamicsConnectorErrorCode,
  isDynamicsConnectorError,
  mayHaveBeenApplied,
} from './connector-error.ts';
export {
  type CallOptions,
  type CallTiming,
  createDynamicsConnector,
  type DataverseRow,
  type DynamicsConnector,
  type DynamicsConnectorConfig,
  type DynamicsConnectorOptions,
  type DynamicsVerification,
  type ListOptions,
  type ListResult,
} from './dynamics-connector.ts';
export {
  type DynamicsEndpoints,
  ENTRA_AUTHORITY,
  environmentEndpoints,
  normalizeEnvironmentUrl,
  sandboxEndpoints,
} from './endpoints.ts';
export { type ClientCredential, certificateThumbprints, type FetchFunction } from './entra-token.ts';
export { odataString, type QueryOptions, queryString } from './odata-query.ts';
export { DEFAULT_RETRY_POLICY, type RetryPolicy } from './with-retries.ts';
