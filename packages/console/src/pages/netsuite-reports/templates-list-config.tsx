import { REPORT_CATEGORIES } from '@erp-agent/core';
import type { ResourceListConfig } from '../../components/resource-list/index.ts';
import { type TemplateCardActions, templateCardsConfig } from '../../netsuite/template-cards-config.tsx';
import { includedFields, type ReportTemplate } from './report-templates.ts';

/** PREVIEW shows the search the template makes; USE.TEMPLATE creates it in the account. */
export type TemplateActions = TemplateCardActions<ReportTemplate>;

/** TEMPLATES of NETSUITE.REPORTS (001): saved searches ready to create. */
export function templatesListConfig(actions: TemplateActions): ResourceListConfig<ReportTemplate> {
  return templateCardsConfig(
    {
      label: 'Report templates',
      badges: (template) => [template.category, template.complexity],
      figures: (template) => [
        { label: 'EST.TIME', value: template.estimatedTime },
        { label: 'RECORD.TYPE', value: template.definition.recordType },
        { label: 'INCLUDED.FIELDS', value: includedFields(template).join(', ') },
      ],
      filter: {
        id: 'category',
        label: 'CATEGORY',
        allLabel: 'All Categories',
        options: REPORT_CATEGORIES,
        value: (template) => template.category,
      },
    },
    actions,
  );
}
