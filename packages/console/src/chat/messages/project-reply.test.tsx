import { toView } from '@erp-agent/core';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ProjectReply } from './project-reply.tsx';

afterEach(cleanup);

const SCRIPT =
  "/**\n * @NApiVersion 2.1\n * @NScriptType UserEventScript\n */\ndefine(['N/record'], (record) => ({}));";

function renderReply(scriptPreview?: string) {
  const view = toView({
    result: {
      success: true,
      message: 'Done. Created SuiteCloud project **ue_memo** with 3 files.',
      project_name: 'ue_memo',
      project_path: 'projects/ue_memo',
      created_files: ['src/FileCabinet/SuiteScripts/ue_memo.js'],
      manifest_path: 'projects/ue_memo/src/manifest.xml',
    },
    ...(scriptPreview ? { script_preview: scriptPreview } : {}),
  });
  if (view.kind !== 'project') throw new Error(`not a project view: ${view.kind}`);
  return render(
    <MemoryRouter>
      <ProjectReply project={view} />
    </MemoryRouter>,
  );
}

describe('ProjectReply', () => {
  it('shows the message in bold without its markdown marks, and the script as code, never as markdown', () => {
    const { container } = renderReply(SCRIPT);
    expect(container.querySelector('strong')?.textContent).toBe(
      'Done. Created SuiteCloud project ue_memo with 3 files.',
    );
    expect(container.querySelector('pre')?.textContent).toBe(SCRIPT);
    expect(container.querySelector('pre code')?.getAttribute('data-language')).toBe('javascript');
    // The JSDoc tags stay text of the code: markdown would have made a list of them.
    expect(container.querySelectorAll('li')).toHaveLength(1);
  });

  it('links to the review of the project and to its zip', () => {
    renderReply();
    expect(screen.getByRole('link', { name: 'REVIEW.FILES' }).getAttribute('href')).toBe(
      '/netsuite/scripts?view=projects&project=ue_memo',
    );
    expect(screen.getByRole('link', { name: 'DOWNLOAD.ZIP' }).getAttribute('href')).toBe('/api/projects/ue_memo/zip');
    expect(screen.queryByText('SCRIPT.PREVIEW')).toBeNull();
  });
});
