import { type AccountScript, DEPLOYABLE_RECORD_TYPES } from '@erp-agent/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { DeployFlow, projectsClient } from '../../netsuite/projects/index.ts';

/** Script types whose deployments each run on one record type, which NetSuite runs a script on once. */
const ON_RECORD: ReadonlySet<AccountScript['type']> = new Set(['UserEvent', 'ClientScript']);

/** The record types the script has no deployment on yet, by SDF id with NetSuite's name. */
export function freeRecordTypes(script: AccountScript): { value: string; label: string }[] {
  const deployedOn = new Set(script.deployments.map((deployment) => deployment.recordType));
  return Object.entries(DEPLOYABLE_RECORD_TYPES)
    .filter(([, name]) => !deployedOn.has(name))
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * DEPLOY on a script's card: one more deployment of it, in TESTING (on a record type it does not
 * run on yet, for a user event or client script), made as a SuiteCloud project and deployed
 * through the same preview and confirmation as any project.
 */
export function NewDeployment({ script, onClose }: { readonly script: AccountScript; readonly onClose: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const onRecord = ON_RECORD.has(script.type);
  const choices = onRecord ? freeRecordTypes(script) : [];
  const [recordType, setRecordType] = useState(choices[0]?.value ?? '');
  const create = useMutation({
    mutationFn: () =>
      projectsClient.create({ from: 'deployment', scriptId: script.id, ...(onRecord ? { recordType } : {}) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['projects'], exact: true }),
  });
  if (create.isSuccess) return <DeployFlow name={create.data.name} onClose={onClose} />;
  return (
    <form
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate();
      }}
    >
      <p>
        Adds a deployment of <code>{script.scriptId}</code> in TESTING: it runs for its owner until released with EDIT.{' '}
        {script.deployments.length} deployment(s) it has stay as they are.
      </p>
      {onRecord &&
        (choices.length === 0 ? (
          <p className="note">{script.name} already runs on every record type a deployment can take here.</p>
        ) : (
          <SelectField
            id={`${id}-record`}
            label="RECORD.TYPE"
            value={recordType}
            options={choices}
            onChange={setRecordType}
          />
        ))}
      {create.isError && <FormAlert message="The deployment was not prepared." reason={create.error.message} />}
      <div className="modal-actions">
        <button className="button" type="button" onClick={onClose}>
          CANCEL
        </button>
        <button
          className="button button-solid"
          type="submit"
          disabled={create.isPending || (onRecord && choices.length === 0)}
        >
          PREVIEW
        </button>
      </div>
    </form>
  );
}
