import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { usePermission } from '../../../auth/use-permission.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { ResourceList } from '../../../components/resource-list/index.ts';
import { sapIntegrationsQuery, useSapAction } from '../../../sap/sap-queries.ts';
import { SapConnectionGate } from '../connection/sap-connection-gate.tsx';
import '../sap.css';
import { integrationRecords, integrationsListConfig } from './integrations-list-config.tsx';

function Integrations() {
  const query = useQuery(sapIntegrationsQuery);
  const act = useSapAction();
  // The API refuses CONNECT, SYNC, ACTIVATE and DEACTIVATE without records:write; so does the screen.
  const mayChange = usePermission('records:write');
  const config = useMemo(() => integrationsListConfig(mayChange ? act : undefined), [act, mayChange]);
  const source = useMemo(
    () => ({ ...query, data: query.data === undefined ? undefined : integrationRecords(query.data) }),
    [query],
  );
  return <ResourceList config={config} source={source} />;
}

/** SAP.INTEGRATIONS (001 section 2): Service Layer APIs and external system connections. */
export function SapIntegrationsPage() {
  return (
    <div className="page">
      <PageHeader title="SAP.INTEGRATIONS" intro="Service Layer APIs and external system connections." />
      <SapConnectionGate>{() => <Integrations />}</SapConnectionGate>
    </div>
  );
}
