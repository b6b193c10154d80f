import type { AccountScript } from '@erp-agent/core';
import { ScriptCode } from './script-code.tsx';

/** VIEW: a script's deployments as the account has them, and its file. */
export function ScriptDetails({ script }: { readonly script: AccountScript }) {
  return (
    <>
      <p className="muted">
        <code>{script.scriptId}</code> · {script.type} · API {script.apiVersion}
      </p>
      {script.description !== null && <p>{script.description}</p>}
      <h3 className="field-label">DEPLOYMENTS</h3>
      {script.deployments.length === 0 ? (
        <p className="muted">Not deployed.</p>
      ) : (
        <ul className="plain-list">
          {script.deployments.map((deployment) => (
            <li key={deployment.id}>
              <code>{deployment.scriptId}</code>: {deployment.isDeployed ? 'deployed' : 'not deployed'},{' '}
              {deployment.status}, log {deployment.logLevel}, {deployment.audience}
              {deployment.recordType === null ? '' : `, on ${deployment.recordType}`}
              {deployment.executionContexts.length === 0 ? '' : `, in ${deployment.executionContexts.join(', ')}`}
            </li>
          ))}
        </ul>
      )}
      <h3 className="field-label">CODE</h3>
      {script.fileId === null ? (
        <p className="muted">The account gives no file for this script.</p>
      ) : (
        <ScriptCode fileId={script.fileId} />
      )}
    </>
  );
}
