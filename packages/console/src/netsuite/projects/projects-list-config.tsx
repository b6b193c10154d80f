import type { SdfProjectList } from '@erp-agent/core';
import type { ResourceListConfig } from '../../components/resource-list/index.ts';
import { TimeAgo } from '../../components/time-ago.tsx';
import { SectionCard } from '../section-card.tsx';

export type ProjectSummary = SdfProjectList['projects'][number];

const KINDS = ['script', 'field', 'workflow'] as const;

/** The SuiteCloud projects the agent wrote for the user, newest first; REVIEW opens one. */
export function projectsListConfig(review: (project: ProjectSummary) => void): ResourceListConfig<ProjectSummary> {
  return {
    label: 'SuiteCloud projects',
    noun: { one: 'project', other: 'projects' },
    recordId: (project) => project.name,
    recordLabel: (project) => project.name,
    columns: [
      { id: 'name', header: 'NAME', cell: (project) => project.name, sortValue: (project) => project.name },
      {
        id: 'updated',
        header: 'UPDATED',
        cell: (project) => <TimeAgo at={project.updatedAt} />,
        sortValue: (project) => project.updatedAt,
      },
    ],
    layout: {
      kind: 'cards',
      card: (project) => (
        <SectionCard
          title={project.name}
          description={null}
          badges={<span className="tag">{project.kind}</span>}
          figures={[
            { label: 'FILES', value: project.files.length },
            { label: 'UPDATED', value: <TimeAgo at={project.updatedAt} /> },
          ]}
        />
      ),
    },
    search: {
      label: 'SEARCH.PROJECTS',
      placeholder: 'Search projects...',
      fields: [(project) => project.name, (project) => project.files.join(' ')],
    },
    filters: [
      {
        id: 'kind',
        label: 'KIND',
        allLabel: 'All Kinds',
        options: KINDS.map((kind) => ({ value: kind, label: kind })),
        value: (project) => project.kind,
      },
    ],
    defaultSort: { column: 'updated', direction: 'desc' },
    rowActions: [{ id: 'review', label: 'REVIEW', run: review }],
    tiles: [
      { label: 'TOTAL.PROJECTS', value: (projects) => projects.length },
      { label: 'FILES', value: (projects) => projects.reduce((sum, project) => sum + project.files.length, 0) },
    ],
    emptyText: 'No SuiteCloud projects yet. Ask the AI.CHATBOT to write a script, a field or a workflow.',
  };
}
