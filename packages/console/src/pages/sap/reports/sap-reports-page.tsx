import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { usePermission } from '../../../auth/use-permission.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { ResourceList } from '../../../components/resource-list/index.ts';
import { sapReportsQuery, useSapAction } from '../../../sap/sap-queries.ts';
import { SapConnectionGate } from '../connection/sap-connection-gate.tsx';
import '../sap.css';
import { reportRecords, reportsListConfig } from './reports-list-config.tsx';

function Reports() {
  const query = useQuery(sapReportsQuery);
  const act = useSapAction();
  const maySchedule = usePermission('reports:create');
  const categories = useMemo(
    () => [...(query.data?.crystal ?? []), ...(query.data?.system ?? [])].map((report) => report.category),
    [query.data],
  );
  const config = useMemo(
    () => reportsListConfig(maySchedule ? act : undefined, categories),
    [act, maySchedule, categories],
  );
  const source = useMemo(
    () => ({ ...query, data: query.data === undefined ? undefined : reportRecords(query.data) }),
    [query],
  );
  return (
    <>
      <ResourceList config={config} source={source} />
      <p className="note">
        Running or rendering a Crystal report needs SAP's own reporting service, which this product cannot reach; the
        layouts, their last runs and the schedules are read from the company.
      </p>
    </>
  );
}

/** SAP.REPORTS (001 section 2): Crystal Reports and system reporting management. */
export function SapReportsPage() {
  return (
    <div className="page">
      <PageHeader title="SAP.REPORTS" intro="Crystal Reports and system reporting management." />
      <SapConnectionGate>{() => <Reports />}</SapConnectionGate>
    </div>
  );
}
