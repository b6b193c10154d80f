/**
 * A refusal in Service Layer's words: the HTTP status, SAP's numeric code and message. How it
 * is written depends on the protocol version the request came in on (see `dialect.ts`).
 * The codes and texts are those a real Service Layer answers (FP 2608, measured in both versions).
 */
export class ServiceLayerError extends Error {
  readonly status: 400 | 401 | 404 | 405 | 500;
  readonly code: number;

  constructor(status: ServiceLayerError['status'], code: number, message: string) {
    super(message);
    this.name = 'ServiceLayerError';
    this.status = status;
    this.code = code;
  }
}

export const invalidSession = () => new ServiceLayerError(401, 301, 'Invalid session or session already timeout.');

export const loginFailed = (code: -304 | -306) => new ServiceLayerError(401, code, 'Fail to NONE-SSO login from SLD.');

/** An unknown property named in `$select`, `$filter` or `$orderby`. */
export const invalidProperty = (name: string) => new ServiceLayerError(400, 201, `Property '${name}' is invalid`);

/** An unknown property in a request body. */
export const invalidBodyProperty = (name: string, typeName: string) =>
  new ServiceLayerError(400, -1000, `Property '${name}' of '${typeName}' is invalid`);

export const invalidFilter = () => new ServiceLayerError(400, 201, 'Query string error - Invalid filter condition');

export const queryStringError = (detail: string) => new ServiceLayerError(400, 201, `Query string error - ${detail}`);

export const noMatchingRecords = () => new ServiceLayerError(404, -2028, 'No matching records found (ODBC -2028)');

export const entityDoesNotExist = (key: string) =>
  new ServiceLayerError(404, -2028, `Entity with value('${key}') does not exist`);

export const serviceNotFound = () => new ServiceLayerError(400, -1, 'Service Not Found');

export const validationFailed = (message: string) => new ServiceLayerError(400, -5002, message);
