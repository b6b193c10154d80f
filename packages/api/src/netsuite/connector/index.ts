export {
  AccountGuard,
  type AccountGuardOptions,
  type CircuitChange,
  type CircuitStatus,
  DEFAULT_CIRCUIT_FAILURES,
  DEFAULT_CIRCUIT_OPEN_MS,
  DEFAULT_CONCURRENCY_LIMIT,
} from './account-guard.ts';
export type { BridgeCallOptions } from './bridge-call.ts';
export { type CollectedRows, DEFAULT_MAX_ROWS, MAX_PAGE_SIZE, type PageLimits } from './collect-pages.ts';
export {
  DEFAULT_TIMEOUT_MS,
  type NetsuiteConnectorConfig,
  type NetsuiteConnectorOptions,
} from './connector-context.ts';
export {
  isNetsuiteConnectorError,
  NETSUITE_CONNECTOR_ERROR_CODES,
  NetsuiteConnectorError,
  type NetsuiteConnectorErrorCode,
  type NetsuiteErrorDetail,
} from './connector-error.ts';
export type { CreatedRecord, CreateRecordOptions } from './create-record.ts';
export { type NetsuiteEndpoints, netsuiteAccountEndpoints, sandboxEndpoints } from './endpoints.ts';
export { createNetsuiteConnector, type NetsuiteConnector, type NetsuiteVerification } from './netsuite-connector.ts';
export type {
  CallOptions,
  GetRecordOptions,
  ListRecordsOptions,
  NetsuiteRecord,
  RecordBody,
  RecordTypeSchema,
} from './records.ts';
export type { BearerCredentials, BearerTokenSource } from './request-authorizer.ts';
export type { RecordKey } from './rest-urls.ts';
export type { FetchFunction, NetsuiteCredentials } from './signed-transport.ts';
export type { SuiteqlOptions, SuiteqlResult, SuiteqlRow, SuiteqlValue } from './suiteql.ts';
export type { TransformRecordOptions } from './transform-record.ts';
export { DEFAULT_RETRY_POLICY, type RetryEvent, type RetryPolicy } from './with-retries.ts';
