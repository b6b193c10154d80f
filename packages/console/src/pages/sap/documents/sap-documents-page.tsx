import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { ResourceList } from '../../../components/resource-list/index.ts';
import { sapDocumentsQuery } from '../../../sap/sap-queries.ts';
import { SapConnectionGate } from '../connection/sap-connection-gate.tsx';
import '../sap.css';
import { documentsListConfig } from './documents-list-config.tsx';

function Documents() {
  const query = useQuery(sapDocumentsQuery);
  const source = useMemo(() => ({ ...query, data: query.data?.documents }), [query]);
  return (
    <>
      {query.data?.truncated && (
        <p className="note">Only the newest 500 documents of each kind are shown; Service Layer holds more.</p>
      )}
      <ResourceList config={documentsListConfig} source={source} />
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
