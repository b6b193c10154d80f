import { REPORT_CATEGORIES } from '@erp-agent/core';
import type { ResourceAction, ResourceListConfig } from '../../components/resource-list/index.ts';
import { SectionCard } from '../../netsuite/section-card.tsx';
import { includedFields, type ReportTemplate } from './report-templates.ts';

export interface TemplateActions {
  /** PREVIEW: the search the template makes. */
  readonly preview: (template: ReportTemplate) => void;
  /** USE.TEMPLATE: creates that search in the account; absent when the role may not create searches. */
  readonly use?: (template: ReportTemplate) => Promise<unknown>;
}

/** TEMPLATES of NETSUITE.REPORTS (001): saved searches ready to create. */
export function templatesListConfig(actions: TemplateActions): ResourceListConfig<ReportTemplate> {
  const rowActions: ResourceAction<ReportTemplate>[] = [{ id: 'preview', label: 'PREVIEW', run: actions.preview }];
  if (actions.use) rowActions.push({ id: 'use', label: 'USE.TEMPLATE', run: actions.use });
  return {
    label: 'Report templates',
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
              <span className="tag">{template.category}</span>
              <span className="tag">{template.complexity}</span>
            </>
          }
          figures={[
            { label: 'EST.TIME', value: template.estimatedTime },
            { label: 'RECORD.TYPE', value: template.definition.recordType },
            { label: 'INCLUDED.FIELDS', value: includedFields(template).join(', ') },
          ]}
        />
      ),
    },
    filters: [
      {
        id: 'category',
        label: 'CATEGORY',
        allLabel: 'All Categories',
        options: REPORT_CATEGORIES.map((category) => ({ value: category, label: category })),
        value: (template) => template.category,
      },
    ],
    defaultSort: { column: 'name', direction: 'asc' },
    rowActions,
    emptyText: 'No templates.',
  };
}
