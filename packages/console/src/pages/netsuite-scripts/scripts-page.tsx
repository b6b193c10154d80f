import type { AccountScript, ScriptLibrary, ScriptTemplate } from '@erp-agent/core';
import { downloadFile } from '@erp-agent/core/browser';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../auth/session.ts';
import { CodeBlock } from '../../components/code-block/index.ts';
import { ModalDialog } from '../../components/modal-dialog.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ResourceList } from '../../components/resource-list/index.ts';
import { netsuiteSectionsClient } from '../../netsuite/netsuite-sections-client.ts';
import {
  librariesQuery,
  scriptFileQuery,
  scriptsQuery,
  useScriptDeploymentWrites,
} from '../../netsuite/netsuite-sections-queries.ts';
import { NotConnectedNote } from '../../netsuite/not-connected-note.tsx';
import { SuiteCloudProjects, templatesQuery, useNewProject } from '../../netsuite/projects/index.ts';
import { SectionTabs } from '../../netsuite/section-tabs.tsx';
import { DeploymentsForm } from './deployments-form.tsx';
import { libraryListConfig } from './library-list-config.tsx';
import { NewDeployment } from './new-deployment.tsx';
import { ScriptCode } from './script-code.tsx';
import { ScriptDetails } from './script-details.tsx';
import { scriptTemplatesListConfig } from './script-templates-list-config.tsx';
import { scriptsCsvFile } from './scripts-csv.ts';
import { scriptsListConfig } from './scripts-list-config.tsx';

const useMayDeploy = () => useAuth((state) => state.user?.permissions.includes('scripts:deploy') ?? false);

function DeployedScripts() {
  const query = useQuery(scriptsQuery);
  const mayDeploy = useMayDeploy();
  const { setDeployed } = useScriptDeploymentWrites();
  const newProject = useNewProject();
  const queryClient = useQueryClient();
  const [viewing, setViewing] = useState<AccountScript>();
  const [editing, setEditing] = useState<AccountScript>();
  const [deploying, setDeploying] = useState<AccountScript>();
  const config = useMemo(
    () =>
      scriptsListConfig({
        view: setViewing,
        ...(mayDeploy
          ? {
              edit: setEditing,
              setDeployed: (script, isDeployed) => setDeployed({ script, isDeployed }),
              clone: (script) => newProject({ from: 'script', scriptId: script.id }),
              deploy: setDeploying,
            }
          : {}),
      }),
    [mayDeploy, setDeployed, newProject],
  );
  const source = useMemo(() => ({ ...query, data: query.data?.scripts }), [query]);
  return (
    <>
      <NotConnectedNote error={query.error} />
      <ResourceList config={config} source={source} />
      <ModalDialog open={viewing !== undefined} title={viewing?.name ?? 'SCRIPT'} onClose={() => setViewing(undefined)}>
        {viewing !== undefined && <ScriptDetails script={viewing} />}
      </ModalDialog>
      <ModalDialog
        open={deploying !== undefined}
        title={`DEPLOY ${deploying?.name ?? ''}`}
        onClose={() => setDeploying(undefined)}
      >
        {deploying !== undefined && <NewDeployment script={deploying} onClose={() => setDeploying(undefined)} />}
      </ModalDialog>
      <ModalDialog open={editing !== undefined} title="EDIT" onClose={() => setEditing(undefined)}>
        {editing !== undefined && (
          <DeploymentsForm
            script={editing}
            save={async (changes) => {
              try {
                for (const { id, change } of changes) await netsuiteSectionsClient.setDeployment(id, change);
              } finally {
                await queryClient.invalidateQueries(scriptsQuery);
              }
              setEditing(undefined);
            }}
            onCancel={() => setEditing(undefined)}
          />
        )}
      </ModalDialog>
    </>
  );
}

function ScriptLibraryList({ mayDeploy }: { readonly mayDeploy: boolean }) {
  const query = useQuery(librariesQuery);
  const queryClient = useQueryClient();
  const newProject = useNewProject();
  const [viewing, setViewing] = useState<ScriptLibrary>();
  const config = useMemo(
    () =>
      libraryListConfig({
        viewCode: setViewing,
        download: async (library) => {
          const file = await queryClient.fetchQuery(scriptFileQuery(library.id));
          downloadFile({ fileName: file.name, mimeType: 'text/javascript;charset=utf-8', content: file.contents });
        },
        ...(mayDeploy ? { edit: (library) => newProject({ from: 'library', fileId: library.id }) } : {}),
      }),
    [queryClient, mayDeploy, newProject],
  );
  const source = useMemo(() => ({ ...query, data: query.data?.libraries }), [query]);
  return (
    <>
      <ResourceList config={config} source={source} />
      <ModalDialog
        open={viewing !== undefined}
        title={viewing?.name ?? 'LIBRARY'}
        onClose={() => setViewing(undefined)}
      >
        {viewing !== undefined && <ScriptCode fileId={viewing.id} />}
      </ModalDialog>
    </>
  );
}

/** TEMPLATES: scripts to start from; USE.TEMPLATE makes a project of one and opens its review. */
function ScriptTemplates({ mayDeploy }: { readonly mayDeploy: boolean }) {
  const query = useQuery(templatesQuery);
  const newProject = useNewProject();
  const [previewing, setPreviewing] = useState<ScriptTemplate>();
  const config = useMemo(
    () =>
      scriptTemplatesListConfig({
        preview: setPreviewing,
        ...(mayDeploy ? { use: (template) => newProject({ from: 'template', templateId: template.id }) } : {}),
      }),
    [mayDeploy, newProject],
  );
  const source = useMemo(() => ({ ...query, data: query.data?.templates }), [query]);
  return (
    <>
      <ResourceList config={config} source={source} />
      <ModalDialog
        open={previewing !== undefined}
        title={previewing?.name ?? 'TEMPLATE'}
        onClose={() => setPreviewing(undefined)}
      >
        {previewing !== undefined && <CodeBlock code={previewing.source} language="javascript" />}
      </ModalDialog>
    </>
  );
}

/** EXPORT.ALL: every script the account lists as a CSV; DEPLOY.SCRIPT: the projects to review and deploy. */
function HeaderActions({ mayDeploy }: { readonly mayDeploy: boolean }) {
  const scripts = useQuery(scriptsQuery);
  return (
    <>
      <button
        className="button"
        type="button"
        disabled={scripts.data === undefined}
        onClick={() => scripts.data && downloadFile(scriptsCsvFile(scripts.data.scripts))}
      >
        EXPORT.ALL
      </button>
      {mayDeploy && (
        <Link className="button button-solid" to="/netsuite/scripts?view=projects">
          DEPLOY.SCRIPT
        </Link>
      )}
    </>
  );
}

/**
 * NETSUITE.SCRIPTS (001): the connected account's scripts and library modules, PAUSE / ACTIVATE,
 * and, for a role that may deploy, the SuiteCloud projects the agent wrote, to review before Deploy.
 */
export function NetsuiteScriptsPage() {
  const mayDeploy = useMayDeploy();
  return (
    <div className="page">
      <PageHeader
        title="NETSUITE.SCRIPTS"
        intro="The account's SuiteScripts with their deployments and the last 24 hours of their execution log, its library modules, and the SuiteCloud projects the agent wrote for you."
        actions={<HeaderActions mayDeploy={mayDeploy} />}
      />
      <SectionTabs
        label="Script sections"
        tabs={[
          { id: 'deployed', label: 'DEPLOYED.SCRIPTS', panel: () => <DeployedScripts /> },
          { id: 'library', label: 'SCRIPT.LIBRARY', panel: () => <ScriptLibraryList mayDeploy={mayDeploy} /> },
          { id: 'templates', label: 'TEMPLATES', panel: () => <ScriptTemplates mayDeploy={mayDeploy} /> },
          ...(mayDeploy ? [{ id: 'projects', label: 'SUITECLOUD.PROJECTS', panel: () => <SuiteCloudProjects /> }] : []),
        ]}
      />
    </div>
  );
}
