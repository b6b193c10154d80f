import type { DynamicsEntity } from '@erp-agent/core';
import { downloadFile } from '@erp-agent/core/browser';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ModalDialog } from '../../components/modal-dialog.tsx';
import { ResourceList } from '../../components/resource-list/index.ts';
import { dynamicsClient } from '../../dynamics/dynamics-client.ts';
import { dynamicsEntitiesQuery } from '../../dynamics/dynamics-queries.ts';
import { DynamicsPage } from './dynamics-page.tsx';
import { entitiesListConfig } from './entities-list-config.tsx';
import { EntityColumns } from './entity-columns.tsx';
import { schemaCsvFile } from './schema-csv.ts';

/** EXPORT.SCHEMA: every column of every table, read when asked, as CSV; a failure is said beside it. */
function ExportSchema() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  async function exportSchema() {
    setBusy(true);
    setFailure(undefined);
    try {
      downloadFile(schemaCsvFile(await dynamicsClient.schema()));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The schema could not be read.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <button className="button" type="button" disabled={busy} onClick={() => void exportSchema()}>
        {busy ? 'EXPORTING...' : 'EXPORT.SCHEMA'}
      </button>
      {failure !== undefined && <p role="alert">{failure}</p>}
    </>
  );
}

function EntitiesList() {
  const query = useQuery(dynamicsEntitiesQuery);
  const [viewing, setViewing] = useState<DynamicsEntity>();
  const config = useMemo(() => entitiesListConfig(setViewing), []);
  return (
    <>
      <ResourceList config={config} source={query} toolbar={<ExportSchema />} />
      <ModalDialog
        open={viewing !== undefined}
        title={viewing?.displayName ?? 'ENTITY'}
        onClose={() => setViewing(undefined)}
      >
        {viewing !== undefined && <EntityColumns entity={viewing} />}
      </ModalDialog>
    </>
  );
}

/** DYNAMICS.ENTITIES: the connected environment's tables from EntityDefinitions, their columns and schema. */
export function DynamicsEntitiesPage() {
  return (
    <DynamicsPage
      title="DYNAMICS.ENTITIES"
      intro="Standard and custom tables of the connected environment, with their rows counted."
    >
      <EntitiesList />
    </DynamicsPage>
  );
}
