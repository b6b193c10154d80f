export {
  isSapConnectorError,
  SAP_CONNECTOR_ERROR_CODES,
  SapConnectorError,
  type SapConnectorErrorCode,
} from './connector-error.ts';
export { keySegment, type ODataOptions, queryString, stringLiteral } from './odata-options.ts';
export {
  type CallRecord,
  createSapConnector,
  type QueryOptions,
  type QueryResult,
  type SapConnector,
  type SapConnectorOptions,
  type SapRecord,
  type SapVerification,
} from './service-layer-connector.ts';
export type { ServiceLayerCredentials } from './session.ts';
export type { FetchFunction } from './transport.ts';
