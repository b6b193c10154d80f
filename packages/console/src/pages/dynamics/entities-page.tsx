import { useQuery } from '@tanstack/react-query';
import { ResourceList } from '../../components/resource-list/index.ts';
import { dynamicsEntitiesQuery } from '../../dynamics/dynamics-queries.ts';
import { DynamicsPage } from './dynamics-page.tsx';
import { entitiesListConfig } from './entities-list-config.tsx';

function EntitiesList() {
  const query = useQuery(dynamicsEntitiesQuery);
  return <ResourceList config={entitiesListConfig} source={query} />;
}

/** DYNAMICS.ENTITIES: the connected environment's tables from EntityDefinitions. */
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
