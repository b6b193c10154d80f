import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { usePermission } from '../../../auth/use-permission.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { ResourceList } from '../../../components/resource-list/index.ts';
import { sapAddOnsQuery, useSapAction } from '../../../sap/sap-queries.ts';
import { SapConnectionGate } from '../connection/sap-connection-gate.tsx';
import '../sap.css';
import { addOnsListConfig } from './addons-list-config.tsx';

function AddOns() {
  const query = useQuery(sapAddOnsQuery);
  const act = useSapAction();
  // The API refuses ENABLE and DISABLE without records:write; the screen does not offer them either.
  const mayChange = usePermission('records:write');
  const categories = useMemo(() => (query.data?.installed ?? []).map((addOn) => addOn.category), [query.data]);
  const config = useMemo(() => addOnsListConfig(mayChange ? act : undefined, categories), [act, mayChange, categories]);
  const source = useMemo(() => ({ ...query, data: query.data?.installed }), [query]);
  return (
    <>
      <h2 className="section-title">INSTALLED</h2>
      <ResourceList config={config} source={source} />
      <section className="panel" aria-labelledby="sap-marketplace-title">
        <h2 className="section-title" id="sap-marketplace-title">
          MARKETPLACE
        </h2>
        <p className="muted">
          The SAP add-on marketplace is SAP's own service, which this product cannot reach: browse and install add-ons
          there, and once registered in the company they show above.
        </p>
      </section>
    </>
  );
}

/** SAP.ADD.ONS (001 section 2): the company's add-ons, enabled and disabled through Service Layer. */
export function SapAddOnsPage() {
  return (
    <div className="page">
      <PageHeader title="SAP.ADD.ONS" intro="Manage and discover extensions." />
      <SapConnectionGate>{() => <AddOns />}</SapConnectionGate>
    </div>
  );
}
