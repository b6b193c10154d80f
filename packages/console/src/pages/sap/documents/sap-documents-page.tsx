import { SAP_CLOSABLE_DOCUMENT_SETS } from '@erp-agent/core';
import { downloadFile } from '@erp-agent/core/browser';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { usePermission } from '../../../auth/use-permission.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { ResourceList } from '../../../components/resource-list/index.ts';
import { sapDocumentsQuery, useSapAction } from '../../../sap/sap-queries.ts';
import { SapConnectionGate } from '../connection/sap-connection-gate.tsx';
import '../sap.css';
import { documentsCsvFile } from './documents-csv.ts';
import { documentsListConfig } from './documents-list-config.tsx';

function Documents() {
  const query = useQuery(sapDocumentsQuery);
  const act = useSapAction();
  // The API refuses PROCESS without records:write; the screen does not offer it either.
  const mayChange = usePermission('records:write');
  const config = useMemo(
    () =>
      documentsListConfig(
        mayChange
          ? {
              process: (document) => {
                const entitySet = SAP_CLOSABLE_DOCUMENT_SETS.find((set) => set === document.entitySet);
                if (entitySet === undefined) return Promise.reject(new Error(`${document.id} cannot be processed.`));
                return act({ target: 'document', entitySet, key: document.key, action: 'process' });
              },
            }
          : {},
      ),
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
