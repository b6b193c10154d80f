import type { SdfDeployChange, SdfProjectDetail } from '@erp-agent/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { FormAlert } from '../../components/form-alert.tsx';
import { ModalDialog } from '../../components/modal-dialog.tsx';
import { QueryView } from '../../components/query-view.tsx';
import { TextField } from '../../components/text-field.tsx';
import { projectsClient } from './projects-client.ts';
import { projectQuery, useDeployProject } from './projects-queries.ts';

/** What the chat says after a real deploy, word for word (issue #18). */
export const DEPLOYED_SENTENCE = 'Success. Deployed successfully.';

function changeText(change: SdfDeployChange): string {
  if (change.kind === 'file') return `${change.action} file ${change.id}`;
  return `${change.action} ${change.element ?? 'object'} ${change.id}${change.label ? ` (${change.label})` : ''}`;
}

function Changes({ changes }: { readonly changes: readonly SdfDeployChange[] }) {
  return (
    <ul className="deploy-changes">
      {changes.map((change) => (
        <li key={`${change.kind}:${change.id}`}>
          <code>{changeText(change)}</code>
        </li>
      ))}
    </ul>
  );
}

/** Where a deployed project's objects are listed: workflows (in TESTING, so under ALL.WORKFLOWS) or scripts. */
const DEPLOYED_LINKS: Readonly<Record<SdfProjectDetail['kind'], { readonly to: string; readonly label: string }>> = {
  script: { to: '/netsuite/scripts', label: 'DEPLOYED.SCRIPTS' },
  field: { to: '/netsuite/scripts', label: 'DEPLOYED.SCRIPTS' },
  workflow: { to: '/netsuite/workflows?tab=all', label: 'ALL.WORKFLOWS' },
};

/**
 * Deploy of a project (from its review, or DEPLOY on a script's card): NetSuite validates the
 * project and says what it would create or update; nothing changes until DEPLOY is pressed, and on
 * a production account only once its id is typed. Then the deploy runs, and its log or NetSuite's
 * refusal is shown as NetSuite wrote it.
 */
export function DeployFlow({ name, onClose }: { readonly name: string; readonly onClose: () => void }) {
  const id = useId();
  const preview = useQuery({
    queryKey: ['projects', name, 'deploy-preview'],
    queryFn: () => projectsClient.previewDeploy(name),
    gcTime: 0,
    retry: false,
  });
  const deploy = useDeployProject();
  const deployed = DEPLOYED_LINKS[useQuery(projectQuery(name)).data?.kind ?? 'script'];
  const [typed, setTyped] = useState('');

  if (deploy.isSuccess) {
    const result = deploy.data;
    return (
      <div className="deploy-flow">
        <p role="status">
          <strong>{DEPLOYED_SENTENCE}</strong> Project {result.projectName} is in account {result.accountId}.
        </p>
        {result.changes.length > 0 && <Changes changes={result.changes} />}
        <details>
          <summary>DEPLOYMENT.LOG</summary>
          <pre className="deploy-log">{result.log}</pre>
        </details>
        <div className="modal-actions">
          <Link className="button" to={deployed.to} onClick={onClose}>
            {deployed.label}
          </Link>
          <button className="button button-solid" type="button" onClick={onClose}>
            CLOSE
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="deploy-flow">
      <QueryView query={preview} label="DEPLOY.PREVIEW">
        {(plan) => {
          const production = !plan.sandbox;
          const confirmed = !production || typed.trim() === plan.accountId;
          return (
            <>
              <p>
                Deploys <strong>{plan.projectName}</strong> to account <strong>{plan.accountId}</strong>
                {plan.sandbox ? ' (the embedded sandbox)' : ''}. NetSuite validated it; this is what it will do:
              </p>
              <Changes changes={plan.changes} />
              {production && (
                <>
                  <p className="alert" role="note">
                    {plan.accountId} is a production account: the scripts go live for its users.
                  </p>
                  <TextField
                    id={`${id}-account`}
                    label={`TYPE ${plan.accountId} TO CONFIRM`}
                    value={typed}
                    autoComplete="off"
                    onChange={(event) => setTyped(event.target.value)}
                  />
                </>
              )}
              {deploy.isError && (
                <FormAlert message="NetSuite did not deploy the project." reason={deploy.error.message} />
              )}
              {deploy.isPending && (
                <p role="status" className="muted">
                  DEPLOYING to {plan.accountId}...
                </p>
              )}
              <div className="modal-actions">
                <button className="button" type="button" onClick={onClose} disabled={deploy.isPending}>
                  CANCEL
                </button>
                <button
                  className="button button-solid"
                  type="button"
                  disabled={!confirmed || deploy.isPending}
                  onClick={() => deploy.mutate(name)}
                >
                  {deploy.isError ? 'TRY.AGAIN' : 'DEPLOY'}
                </button>
              </div>
            </>
          );
        }}
      </QueryView>
      {preview.isError && (
        <div className="modal-actions">
          <button className="button" type="button" onClick={onClose}>
            CLOSE
          </button>
        </div>
      )}
    </div>
  );
}

/** The review's DEPLOY button and the dialog it opens; the dialog starts afresh each time. */
export function DeployButton({ name }: { readonly name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button className="button button-small button-solid" type="button" onClick={() => setOpen(true)}>
        DEPLOY
      </button>
      <ModalDialog open={open} title={`DEPLOY ${name}`} onClose={() => setOpen(false)}>
        {open && <DeployFlow name={name} onClose={() => setOpen(false)} />}
      </ModalDialog>
    </>
  );
}
