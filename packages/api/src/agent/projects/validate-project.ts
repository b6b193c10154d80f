import { MANIFEST_PATH } from './sdf-project.ts';

/**
 * What the SuiteCloud CLI's validation would stop at first, checked before a project is offered
 * for deployment: the manifest and deploy files, every script file an object names, and the
 * SuiteScript header tags of every script.
 */
export function projectProblems(files: Readonly<Record<string, string>>): string[] {
  const problems: string[] = [];
  if (!files[MANIFEST_PATH]?.includes('<manifest')) problems.push(`${MANIFEST_PATH} is missing`);
  if (!files['src/deploy.xml']?.includes('<deploy>')) problems.push('src/deploy.xml is missing');
  for (const [path, content] of Object.entries(files)) {
    if (path.startsWith('src/Objects/')) {
      const referenced = /<scriptfile>\[(.+?)\]<\/scriptfile>/.exec(content)?.[1];
      if (referenced && !(`src/FileCabinet${referenced}` in files)) {
        problems.push(`${path} names ${referenced}, which the project does not have`);
      }
    }
    if (path.endsWith('.js') && path.startsWith('src/FileCabinet/')) {
      for (const tag of ['@NApiVersion', '@NScriptType']) {
        if (!content.includes(tag)) problems.push(`${path} has no ${tag} tag`);
      }
    }
  }
  return problems;
}
