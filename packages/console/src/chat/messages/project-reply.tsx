import type { ProjectView } from '@erp-agent/core';
import { Link } from 'react-router-dom';
import { CodeBlock } from '../../components/code-block/index.ts';
import { projectReviewPath, projectZipUrl } from '../../netsuite/projects/index.ts';

/**
 * A project-creation result (000 section 4, step 4): the message in bold, then where things went,
 * the script as code (`script_preview`, never markdown), and the ways to review and download it.
 */
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
      {project.scriptPreview !== undefined && (
        <>
          <p className="field-label">SCRIPT.PREVIEW</p>
          <CodeBlock code={project.scriptPreview} language="javascript" />
        </>
      )}
      {project.projectName !== undefined && (
        <p className="project-links">
          <Link className="button button-small" to={projectReviewPath(project.projectName)}>
            REVIEW.FILES
          </Link>{' '}
          <a className="button button-small" href={projectZipUrl(project.projectName)} download>
            DOWNLOAD.ZIP
          </a>
        </p>
      )}
    </>
  );
}
