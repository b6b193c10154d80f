import { SCRIPT_TEMPLATE_COMPLEXITIES, type ScriptTemplate } from '@erp-agent/core';
import type { ResourceAction, ResourceListConfig } from '../../components/resource-list/index.ts';
import { SectionCard } from '../../netsuite/section-card.tsx';

export interface ScriptTemplateActions {
  /** PREVIEW: the script the template writes. */
  readonly preview: (template: ScriptTemplate) => void;
  /** USE.TEMPLATE: a SuiteCloud project of it, opened for review; absent when the role may not deploy. */
  readonly use?: (template: ScriptTemplate) => Promise<unknown>;
}

/** TEMPLATES of NETSUITE.SCRIPTS (001): cards with type, EST.TIME and complexity, PREVIEW and USE.TEMPLATE. */
export function scriptTemplatesListConfig(actions: ScriptTemplateActions): ResourceListConfig<ScriptTemplate> {
  const rowActions: ResourceAction<ScriptTemplate>[] = [{ id: 'preview', label: 'PREVIEW', run: actions.preview }];
  if (actions.use) rowActions.push({ id: 'use', label: 'USE.TEMPLATE', run: actions.use });
  return {
    label: 'Script templates',
    noun: { one: 'template', other: 'templates' },
    recordId: (template) => template.id,
    recordLabel: (template) => template.name,
    columns: [
      { id: 'name', header: 'NAME', cell: (template) => template.name, sortValue: (template) => template.name },
    ],
    layout: {
      kind: 'cards',
      card: (template) => (
        <SectionCard
          title={template.name}
          description={template.description}
          badges={
            <>
              <span className="tag">{template.type}</span>
              <span className="tag">{template.complexity}</span>
            </>
          }
          figures={[
            { label: 'EST.TIME', value: template.estTime },
            { label: 'RECORD.TYPE', value: template.recordType ?? 'None' },
          ]}
        />
      ),
    },
    filters: [
      {
        id: 'complexity',
        label: 'COMPLEXITY',
        allLabel: 'All Complexity',
        options: SCRIPT_TEMPLATE_COMPLEXITIES.map((complexity) => ({ value: complexity, label: complexity })),
        value: (template) => template.complexity,
      },
    ],
    defaultSort: { column: 'name', direction: 'asc' },
    rowActions,
    emptyText: 'No templates.',
  };
}
