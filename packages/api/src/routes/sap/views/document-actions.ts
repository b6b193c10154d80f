import type { SapActionRequest, SapDocument } from '@erp-agent/core';
import { ApiError } from '../../../lib/api-error.ts';
import type { SapConnector } from '../../../sap/connector/index.ts';
import { loadDocument } from './document-detail.ts';

export type DocumentActionRequest = Extract<SapActionRequest, { target: 'document' }>;

/**
 * PROCESS on SAP.DOCUMENTS: Service Layer's `Close` of an order or delivery still open, so nothing
 * more is delivered or received against it. Answers the document as it now is; one already
 * closed or cancelled is refused (409) rather than closed again.
 */
export async function processDocument(sap: SapConnector, request: DocumentActionRequest): Promise<SapDocument> {
  const before = await loadDocument(sap, request.entitySet, request.key);
  if (!before.document.closable) {
    throw new ApiError(
      409,
      'sap_document_not_open',
      `${before.document.id} is not open, so there is nothing to process.`,
    );
  }
  await sap.action(request.entitySet, request.key, 'Close');
  return (await loadDocument(sap, request.entitySet, request.key)).document;
}
