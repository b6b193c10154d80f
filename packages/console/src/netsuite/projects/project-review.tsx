import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { CodeBlock } from '../../components/code-block/index.ts';
import { QueryView } from '../../components/query-view.tsx';
import { TimeAgo } from '../../components/time-ago.tsx';
import { DeployButton } from './deploy-dialog.tsx';
import { fileTree, firstFile, languageOf } from './file-tree.ts';
import { ProjectFiles } from './project-files.tsx';
import { projectZipUrl } from './projects-client.ts';
import { projectQuery } from './projects-queries.ts';
import './projects.css';

/**
 * One SuiteCloud project opened for review: its file tree, the open file highlighted, DEPLOY to
 * the connected account, and the zip to deploy it with the SuiteCloud CLI. The heading takes focus when it opens, so a keyboard or a
 * screen reader lands on what REVIEW opened.
 */
export function ProjectReview({ name, onClose }: { readonly name: string; readonly onClose: () => void }) {
  const query = useQuery(projectQuery(name));
  const [chosen, setChosen] = useState<string>();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const paths = useMemo(() => Object.keys(query.data?.files ?? {}), [query.data]);
  const tree = useMemo(() => fileTree(paths), [paths]);
  const open = chosen !== undefined && paths.includes(chosen) ? chosen : firstFile(paths);
  return (
    <section className="section project-review" aria-labelledby={headingId}>
      <div className="project-review-head">
        <h2 className="section-heading" id={headingId} ref={heading} tabIndex={-1}>
          PROJECT: {name}
        </h2>
        <div className="project-review-actions">
          <DeployButton name={name} />
          <a className="button button-small" href={projectZipUrl(name)} download={`${name}.zip`}>
            DOWNLOAD.ZIP
          </a>
          <button className="button button-small" type="button" onClick={onClose}>
            CLOSE
          </button>
        </div>
      </div>
      <QueryView query={query} label="PROJECT">
        {(project) => (
          <>
            <p className="muted">
              {project.kind} project, {paths.length} files, written <TimeAgo at={project.updatedAt} />.
            </p>
            <div className="project-review-body">
              <nav aria-label={`Files of ${name}`}>
                <ProjectFiles nodes={tree} open={open} onOpen={setChosen} />
              </nav>
              {open !== undefined && (
                <figure className="project-file-view">
                  <figcaption>
                    <code>{open}</code>
                  </figcaption>
                  <CodeBlock code={project.files[open] ?? ''} language={languageOf(open)} />
                </figure>
              )}
            </div>
          </>
        )}
      </QueryView>
    </section>
  );
}
