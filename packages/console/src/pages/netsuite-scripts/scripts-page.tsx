import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAuth } from '../../auth/session.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { ResourceList } from '../../components/resource-list/index.ts';
import { librariesQuery, scriptsQuery, useScriptDeploymentWrites } from '../../netsuite/netsuite-sections-queries.ts';
import { NotConnectedNote } from '../../netsuite/not-connected-note.tsx';
import { SuiteCloudProjects } from '../../netsuite/projects/index.ts';
import { SectionTabs } from '../../netsuite/section-tabs.tsx';
import { libraryListConfig } from './library-list-config.tsx';
import { scriptsListConfig } from './scripts-list-config.tsx';

function DeployedScripts() {
  const query = useQuery(scriptsQuery);
  const mayDeploy = useAuth((state) => state.user?.permissions.includes('scripts:deploy') ?? false);
  const { setDeployed } = useScriptDeploymentWrites();
  const config = useMemo(
    () =>
      scriptsListConfig(mayDeploy ? { setDeployed: (script, isDeployed) => setDeployed({ script, isDeployed }) } : {}),
    [mayDeploy, setDeployed],
  );
  const source = useMemo(() => ({ ...query, data: query.data?.scripts }), [query]);
  return (
    <>
      <NotConnectedNote error={query.error} />
      <ResourceList config={config} source={source} />
    </>
  );
}

function ScriptLibrary() {
  const query = useQuery(librariesQuery);
  const source = useMemo(() => ({ ...query, data: query.data?.libraries }), [query]);
  return <ResourceList config={libraryListConfig} source={source} />;
}

/**
 * NETSUITE.SCRIPTS (001): the connected account's scripts and library modules, PAUSE / ACTIVATE,
 * and, for a role that may deploy, the SuiteCloud projects the agent wrote, to review before Deploy.
 */
export function NetsuiteScriptsPage() {
  const mayDeploy = useAuth((state) => state.user?.permissions.includes('scripts:deploy') ?? false);
  return (
    <div className="page">
      <PageHeader
        title="NETSUITE.SCRIPTS"
        intro="The account's SuiteScripts with their deployments and the last 24 hours of their execution log, its library modules, and the SuiteCloud projects the agent wrote for you."
      />
      <SectionTabs
        label="Script sections"
        tabs={[
          { id: 'deployed', label: 'DEPLOYED.SCRIPTS', panel: () => <DeployedScripts /> },
          { id: 'library', label: 'SCRIPT.LIBRARY', panel: () => <ScriptLibrary /> },
          ...(mayDeploy ? [{ id: 'projects', label: 'SUITECLOUD.PROJECTS', panel: () => <SuiteCloudProjects /> }] : []),
        ]}
      />
    </div>
  );
}
