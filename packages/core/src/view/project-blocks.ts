import type { Block, ProjectView } from './reply-view.ts';

/** The project summary of 000 section 4: the message in bold, then whichever details exist, the script as code. */
export function projectBlocks(project: ProjectView): Block[] {
  const blocks: Block[] = [{ type: 'paragraph', strong: true, text: project.message }];
  if (project.projectName) blocks.push({ type: 'paragraph', text: `Project name: ${project.projectName}` });
  if (project.projectPath) blocks.push({ type: 'paragraph', text: `Project path: ${project.projectPath}` });
  if (project.createdFiles.length > 0) {
    blocks.push({ type: 'paragraph', text: 'Created files:' });
    blocks.push({ type: 'list', items: project.createdFiles });
  }
  if (project.manifestPath) blocks.push({ type: 'paragraph', text: `Manifest path: ${project.manifestPath}` });
  if (project.scriptPreview) {
    blocks.push({ type: 'paragraph', text: 'Script preview:' });
    blocks.push({ type: 'code', language: 'javascript', code: project.scriptPreview });
  }
  return blocks;
}
