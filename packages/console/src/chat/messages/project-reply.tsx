import type { ProjectView } from '@erp-agent/core';

/** A project-creation result (000 section 4, step 4): the message in bold, then where things went. */
export function ProjectReply({ project }: { project: ProjectView }) {
  return (
    <>
      <p>
        <strong>{project.message}</strong>
      </p>
      <dl className="facts">
        {project.projectName !== undefined && (
          <>
            <dt>PROJECT</dt>
            <dd>{project.projectName}</dd>
          </>
        )}
        {project.projectPath !== undefined && (
          <>
            <dt>PATH</dt>
            <dd>
              <code>{project.projectPath}</code>
            </dd>
          </>
        )}
        {project.manifestPath !== undefined && (
          <>
            <dt>MANIFEST</dt>
            <dd>
              <code>{project.manifestPath}</code>
            </dd>
          </>
        )}
      </dl>
      {project.createdFiles.length > 0 && (
        <>
          <p className="field-label">CREATED.FILES</p>
          <ul className="file-list">
            {project.createdFiles.map((file) => (
              <li key={file}>
                <code>{file}</code>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
