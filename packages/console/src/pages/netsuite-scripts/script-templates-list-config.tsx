import { SCRIPT_TEMPLATE_COMPLEXITIES, type ScriptTemplate } from '@erp-agent/core';
import type { ResourceListConfig } from '../../components/resource-list/index.ts';
import { type TemplateCardActions, templateCardsConfig } from '../../netsuite/template-cards-config.tsx';

/** PREVIEW shows the script the template writes; USE.TEMPLATE opens a SuiteCloud project of it for review. */
export type ScriptTemplateActions = TemplateCardActions<ScriptTemplate>;

/** TEMPLATES of NETSUITE.SCRIPTS (001): cards with type, EST.TIME and complexity, PREVIEW and USE.TEMPLATE. */
export function scriptTemplatesListConfig(actions: ScriptTemplateActions): ResourceListConfig<ScriptTemplate> {
  return templateCardsConfig(
    {
      label: 'Script templates',
      badges: (template) => [template.type, template.complexity],
      figures: (template) => [
        { label: 'EST.TIME', value: template.estTime },
        { label: 'RECORD.TYPE', value: template.recordType ?? 'None' },
      ],
      filter: {
        id: 'complexity',
        label: 'COMPLEXITY',
        allLabel: 'All Complexity',
        options: SCRIPT_TEMPLATE_COMPLEXITIES,
        value: (template) => template.complexity,
      },
    },
    actions,
  );
}
