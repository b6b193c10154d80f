import {
  DEFAULT_NETSUITE_PERIOD,
  NETSUITE_PERIOD_LABELS,
  NETSUITE_PERIODS,
  type NetsuitePeriod,
} from '@erp-agent/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/page-header.tsx';
import { ResourceList } from '../../components/resource-list/index.ts';
import { integrationsQuery } from '../../netsuite/netsuite-sections-queries.ts';
import { integrationsListConfig } from './integrations-list-config.tsx';

const isPeriod = (value: string | null): value is NetsuitePeriod =>
  (NETSUITE_PERIODS as readonly (string | null)[]).includes(value);

/** NETSUITE.INTEGRATIONS (001): NetSuite's APIs with the agent's use of them, integration records, RESTlets. */
export function NetsuiteIntegrationsPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('period');
  const period = isPeriod(requested) ? requested : DEFAULT_NETSUITE_PERIOD;
  const query = useQuery({ ...integrationsQuery(period), placeholderData: keepPreviousData });
  const source = useMemo(() => ({ ...query, data: query.data?.integrations }), [query]);
  const id = useId();
  const choose = (next: NetsuitePeriod) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === DEFAULT_NETSUITE_PERIOD) updated.delete('period');
      else updated.set('period', next);
      return updated;
    });
  return (
    <div className="page">
      <PageHeader
        title="NETSUITE.INTEGRATIONS"
        intro="NetSuite's APIs with the agent's calls to them, the account's integration records and its own RESTlets and Suitelets."
        actions={
          <div className="field">
            <label className="field-label" htmlFor={id}>
              PERIOD
            </label>
            <select
              className="input"
              id={id}
              value={period}
              onChange={(event) => choose(event.target.value as NetsuitePeriod)}
            >
              {NETSUITE_PERIODS.map((option) => (
                <option key={option} value={option}>
                  {NETSUITE_PERIOD_LABELS[option]}
                </option>
              ))}
            </select>
          </div>
        }
      />
      <ResourceList config={integrationsListConfig} source={source} />
    </div>
  );
}
