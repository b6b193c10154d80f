import {
  type AccountScript,
  DEPLOYMENT_LOG_LEVELS,
  DEPLOYMENT_STATUSES,
  type DeploymentChange,
  deploymentChangeSchema,
  type ScriptDeployment,
} from '@erp-agent/core';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import { SelectField } from '../../components/select-field.tsx';

interface Draft {
  readonly status: string;
  readonly logLevel: string;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What changed in one deployment, as the API takes it, or undefined when nothing did. */
export function deploymentChange(deployment: ScriptDeployment, draft: Draft): DeploymentChange | undefined {
  const parsed = deploymentChangeSchema.safeParse({
    ...(draft.status === deployment.status ? {} : { status: draft.status }),
    ...(draft.logLevel === deployment.logLevel ? {} : { logLevel: draft.logLevel }),
  });
  return parsed.success ? parsed.data : undefined;
}

/** EDIT: each deployment's status and log level, changed in the account; only what changed is sent. */
export function DeploymentsForm({
  script,
  save,
  onCancel,
}: {
  readonly script: AccountScript;
  readonly save: (changes: readonly { readonly id: string; readonly change: DeploymentChange }[]) => Promise<unknown>;
  readonly onCancel: () => void;
}) {
  const id = useId();
  const [drafts, setDrafts] = useState<Readonly<Record<string, Draft>>>(() =>
    Object.fromEntries(script.deployments.map((one) => [one.id, { status: one.status, logLevel: one.logLevel }])),
  );
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);
  const edit = (deploymentId: string, field: keyof Draft, value: string) =>
    setDrafts((current) => ({
      ...current,
      [deploymentId]: { ...(current[deploymentId] ?? { status: '', logLevel: '' }), [field]: value },
    }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const changes = script.deployments.flatMap((deployment) => {
      const draft = drafts[deployment.id];
      const change = draft === undefined ? undefined : deploymentChange(deployment, draft);
      return change === undefined ? [] : [{ id: deployment.id, change }];
    });
    if (changes.length === 0) {
      onCancel();
      return;
    }
    setBusy(true);
    try {
      await save(changes);
    } catch (error) {
      setAlert(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  // A value the account holds that NetSuite's lists lack still shows, so nothing is changed by opening the form.
  const options = (values: readonly string[], current: string) =>
    (values.includes(current) ? values : [current, ...values]).map((value) => ({ value, label: value }));

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
      <FormAlert message={alert} />
      {script.deployments.length === 0 && <p className="muted">This script has no deployment to edit.</p>}
      {script.deployments.map((deployment) => {
        const draft = drafts[deployment.id] ?? { status: deployment.status, logLevel: deployment.logLevel };
        return (
          <fieldset key={deployment.id} className="fieldset">
            <legend>
              <code>{deployment.scriptId}</code>
            </legend>
            <SelectField
              id={`${id}-${deployment.id}-status`}
              label="STATUS"
              value={draft.status}
              options={options(DEPLOYMENT_STATUSES, deployment.status)}
              onChange={(value) => edit(deployment.id, 'status', value)}
            />
            <SelectField
              id={`${id}-${deployment.id}-log`}
              label="LOG.LEVEL"
              value={draft.logLevel}
              options={options(DEPLOYMENT_LOG_LEVELS, deployment.logLevel)}
              onChange={(value) => edit(deployment.id, 'logLevel', value)}
            />
          </fieldset>
        );
      })}
      <div className="modal-actions">
        <button className="button" type="button" onClick={onCancel}>
          CANCEL
        </button>
        <button className="button button-solid" type="submit" disabled={busy}>
          SAVE
        </button>
      </div>
    </form>
  );
}
