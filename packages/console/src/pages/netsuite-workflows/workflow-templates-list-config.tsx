import { WORKFLOW_TEMPLATE_CATEGORIES, type WorkflowTemplate } from '@erp-agent/core';
import type { ResourceListConfig } from '../../components/resource-list/index.ts';
import { type TemplateCardActions, templateCardsConfig } from '../../netsuite/template-cards-config.tsx';

/** PREVIEW shows the workflow the template deploys; USE.TEMPLATE opens a SuiteCloud project of it for review. */
export type WorkflowTemplateActions = TemplateCardActions<WorkflowTemplate>;

/** TEMPLATES of NETSUITE.WORKFLOWS (001): cards with category, EST.TIME, complexity and FEATURES. */
export function workflowTemplatesListConfig(actions: WorkflowTemplateActions): ResourceListConfig<WorkflowTemplate> {
  return templateCardsConfig(
    {
      label: 'Workflow templates',
      badges: (template) => [template.category, template.complexity],
      figures: (template) => [
        { label: 'EST.TIME', value: template.estTime },
        { label: 'RECORD.TYPE', value: template.recordType },
        {
          label: 'FEATURES',
          wide: true,
          value: (
            <ul>
              {template.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          ),
        },
      ],
      // Not `category`: that parameter is the workflows' own filter, whose values differ.
      filter: {
        id: 'templateCategory',
        label: 'CATEGORY',
        allLabel: 'All Categories',
        options: WORKFLOW_TEMPLATE_CATEGORIES,
        value: (template) => template.category,
      },
    },
    actions,
  );
}
