import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { PageHeader } from '../../components/page-header.tsx';
import { ResourceList } from '../../components/resource-list/index.ts';
import { integrationsQuery } from '../../netsuite/netsuite-sections-queries.ts';
import { NotConnectedNote } from '../../netsuite/not-connected-note.tsx';
import { PeriodSelect, usePeriodParam } from '../../netsuite/period-select.tsx';
import { integrationsListConfig } from './integrations-list-config.tsx';

/** NETSUITE.INTEGRATIONS (001): NetSuite's APIs with the agent's use of them, integration records, RESTlets. */
export function NetsuiteIntegrationsPage() {
  const [period, choose] = usePeriodParam();
  const query = useQuery({ ...integrationsQuery(period), placeholderData: keepPreviousData });
  const source = useMemo(() => ({ ...query, data: query.data?.integrations }), [query]);
  return (
    <div className="page">
      <PageHeader
        title="NETSUITE.INTEGRATIONS"
        intro="NetSuite's APIs with the agent's calls to them, the account's integration records and its own RESTlets and Suitelets."
        actions={<PeriodSelect period={period} onChange={choose} />}
      />
      <NotConnectedNote error={query.error} />
      <ResourceList config={integrationsListConfig} source={source} />
    </div>
  );
}
