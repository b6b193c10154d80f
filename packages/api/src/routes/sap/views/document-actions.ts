import type { SapActionRequest, SapDocument } from '@erp-agent/core';
import { ApiError } from '../../../lib/api-error.ts';
import { type SapConnector, SapConnectorError, type SapRecord } from '../../../sap/connector/index.ts';
import { DOCUMENT_SOURCES, documentView } from './documents-view.ts';

export type DocumentActionRequest = Extract<SapActionRequest, { target: 'document' }>;

/** The sales employee who owns a document, by name, for the answer's card. */
async function ownersOf(sap: SapConnector, record: SapRecord): Promise<Map<number, string>> {
  const code = Number(record.SalesPersonCode);
  if (!Number.isInteger(code) || code === -1) return new Map();
  const person = await sap.get('SalesPersons', code, ['SalesEmployeeName']);
  return new Map([[code, String(person.SalesEmployeeName)]]);
}

/**
 * PROCESS on SAP.DOCUMENTS: Service Layer's `Close` of an order or delivery still open, so nothing
 * more is delivered or received against it. Answers the document as it now is; one already
 * closed or cancelled is refused (409) rather than closed again.
 */
export async function processDocument(sap: SapConnector, request: DocumentActionRequest): Promise<SapDocument> {
  const source = DOCUMENT_SOURCES.find((candidate) => candidate.set === request.entitySet);
  if (!source) throw new ApiError(404, 'sap_record_not_found', `There is no document ${request.key} in this company.`);
  const current = await sap.get(request.entitySet, request.key).catch((error: unknown) => {
    if (error instanceof SapConnectorError && error.code === 'not_found') {
      throw new ApiError(404, 'sap_record_not_found', `There is no document ${request.key} in this company.`);
    }
    throw error;
  });
  const before = documentView(source, current, new Map());
  if (!before.closable) {
    throw new ApiError(409, 'sap_document_not_open', `${before.id} is not open, so there is nothing to process.`);
  }
  await sap.action(request.entitySet, request.key, 'Close');
  const updated = await sap.get(request.entitySet, request.key);
  return documentView(source, updated, await ownersOf(sap, updated));
}
