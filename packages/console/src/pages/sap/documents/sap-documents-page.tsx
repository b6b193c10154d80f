import type { SapDocument } from '@erp-agent/core';
import { SAP_CLOSABLE_DOCUMENT_SETS } from '@erp-agent/core';
import { downloadFile } from '@erp-agent/core/browser';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { usePermission } from '../../../auth/use-permission.ts';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ResourceList } from '../../../components/resource-list/index.ts';
import { sapClient } from '../../../sap/sap-client.ts';
import { sapDocumentsQuery, useSapAction } from '../../../sap/sap-queries.ts';
import { SapConnectionGate } from '../connection/sap-connection-gate.tsx';
import '../sap.css';
import { DocumentDetails } from './document-details.tsx';
import { documentLinesCsvFile, documentsCsvFile } from './documents-csv.ts';
import { documentsListConfig } from './documents-list-config.tsx';

function Documents() {
  const query = useQuery(sapDocumentsQuery);
  const act = useSapAction();
  // The API refuses PROCESS without records:write; the screen does not offer it either.
  const mayChange = usePermission('records:write');
  const [viewing, setViewing] = useState<SapDocument>();
  const config = useMemo(
    () =>
      documentsListConfig({
        view: setViewing,
        export: async (document) =>
          downloadFile(documentLinesCsvFile(await sapClient.document(document.entitySet, document.key))),
        ...(mayChange
          ? {
              process: (document: SapDocument) => {
                const entitySet = SAP_CLOSABLE_DOCUMENT_SETS.find((set) => set === document.entitySet);
                if (entitySet === undefined) return Promise.reject(new Error(`${document.id} cannot be processed.`));
                return act({ target: 'document', entitySet, key: document.key, action: 'process' });
              },
            }
          : {}),
      }),
    [act, mayChange],
  );
  const source = useMemo(() => ({ ...query, data: query.data?.documents }), [query]);
  const documents = query.data?.documents;
  return (
    <>
      {query.data?.truncated && (
        <p className="note">Only the newest 500 documents of each kind are shown; Service Layer holds more.</p>
      )}
      <ResourceList
        config={config}
        source={source}
        toolbar={
          <button
            className="button"
            type="button"
            disabled={documents === undefined}
            onClick={() => documents && downloadFile(documentsCsvFile(documents))}
          >
            EXPORT.ALL
          </button>
        }
      />
      <ModalDialog open={viewing !== undefined} title={viewing?.id ?? 'DOCUMENT'} onClose={() => setViewing(undefined)}>
        {viewing !== undefined && <DocumentDetails document={viewing} />}
      </ModalDialog>
    </>
  );
}

/** SAP.DOCUMENTS (001 section 2): business documents read from the company through Service Layer. */
export function SapDocumentsPage() {
  return (
    <div className="page">
      <PageHeader title="SAP.DOCUMENTS" intro="Business document management and processing." />
      <SapConnectionGate>{() => <Documents />}</SapConnectionGate>
    </div>
  );
}
