import { NetsuiteError } from '../http/netsuite-error.ts';

/**
 * The record service's refusals, in NetSuite's codes and, where NetSuite's wording is known,
 * its words. Body errors name the field in `o:errorPath` and query errors the parameter in
 * `o:errorQueryParam`, so a client can point at what to fix.
 */

const ACCESS_ERROR = 'Error while accessing a resource.';

export function unknownRecordType(type: string, served: readonly string[]): NetsuiteError {
  return new NetsuiteError(
    404,
    'NONEXISTENT_ID',
    `The record type '${type}' does not exist or is not available. Record types served: ${served.join(', ')}.`,
  );
}

export function recordNotFound(): NetsuiteError {
  return new NetsuiteError(
    404,
    'NONEXISTENT_ID',
    'The record instance does not exist. Provide a valid record instance ID.',
  );
}

/** Fields a create left out, or a write tried to clear: NetSuite names them all by label. */
export function missingValues(fields: readonly { name: string; title: string }[]): NetsuiteError {
  const titles = fields.map((field) => field.title).join(', ');
  return new NetsuiteError(400, 'USER_ERROR', `Please enter value(s) for: ${titles}`, {
    'o:errorPath': fields[0]?.name ?? '',
  });
}

export function invalidFieldValue(field: string, shown: string): NetsuiteError {
  return new NetsuiteError(
    400,
    'INVALID_CONTENT',
    `${ACCESS_ERROR} You have entered an Invalid Field Value ${shown} for the following field: ${field}`,
    { 'o:errorPath': field },
  );
}

export function unknownField(field: string, type: string): NetsuiteError {
  return new NetsuiteError(
    400,
    'INVALID_CONTENT',
    `${ACCESS_ERROR} Invalid field '${field}': the record type '${type}' has no such field.`,
    { 'o:errorPath': field },
  );
}

/** A create or update would give a second record of the type this external id. */
export function duplicateExternalId(externalId: string): NetsuiteError {
  return new NetsuiteError(
    400,
    'USER_ERROR',
    `${ACCESS_ERROR} A record with the external ID '${externalId}' already exists.`,
    { 'o:errorPath': 'externalId' },
  );
}

export function duplicateValue(field: string, title: string, value: string): NetsuiteError {
  return new NetsuiteError(
    400,
    'USER_ERROR',
    `${ACCESS_ERROR} A record with the ${title} '${value}' already exists. Enter a unique value.`,
    { 'o:errorPath': field },
  );
}

export function hasDependentRecords(): NetsuiteError {
  return new NetsuiteError(400, 'USER_ERROR', 'This record cannot be deleted because it has dependent records.');
}

export function upsertNeedsExternalId(): NetsuiteError {
  return new NetsuiteError(
    400,
    'USER_ERROR',
    'The upsert operation needs an external ID in the request URL, in the form eid:<externalId>.',
  );
}

export function externalIdMismatch(): NetsuiteError {
  return new NetsuiteError(
    400,
    'INVALID_CONTENT',
    `${ACCESS_ERROR} The externalId in the request body differs from the external ID in the request URL.`,
    { 'o:errorPath': 'externalId' },
  );
}

export function invalidSearchQuery(reason: string): NetsuiteError {
  return new NetsuiteError(400, 'INVALID_PARAMETER', `Invalid search query: ${reason}`, { 'o:errorQueryParam': 'q' });
}

export function invalidQueryParameter(name: string, value: string, expected: string): NetsuiteError {
  return new NetsuiteError(
    400,
    'INVALID_PARAMETER',
    `Invalid value '${value}' for the query parameter '${name}'. ${expected}`,
    { 'o:errorQueryParam': name },
  );
}

export function unsupportedMediaType(contentType: string): NetsuiteError {
  return new NetsuiteError(
    415,
    'INVALID_CONTENT_TYPE',
    `The content type '${contentType}' is not supported. Send the body as application/json.`,
    { 'o:errorHeader': 'Content-Type' },
  );
}

export function invalidJson(): NetsuiteError {
  return new NetsuiteError(400, 'INVALID_CONTENT', `${ACCESS_ERROR} The request body is not valid JSON.`);
}

export function bodyNotAnObject(): NetsuiteError {
  return new NetsuiteError(
    400,
    'INVALID_CONTENT',
    `${ACCESS_ERROR} The request body must be a JSON object of record fields.`,
  );
}
