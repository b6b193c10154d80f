import type { DYNAMICS_ENTITY_CATEGORIES, DYNAMICS_WORKFLOW_CATEGORIES } from '@erp-agent/core';

type EntityCategory = (typeof DYNAMICS_ENTITY_CATEGORIES)[number];
type WorkflowCategory = (typeof DYNAMICS_WORKFLOW_CATEGORIES)[number];

/**
 * The seed's categories are not Dataverse metadata: the well-known Dynamics 365 tables are placed
 * here by the app they belong to, and any other table by the words of its name and description.
 */
const KNOWN: Readonly<Record<string, EntityCategory>> = {
  account: 'Sales',
  contact: 'Sales',
  opportunity: 'Sales',
  quote: 'Sales',
  salesorder: 'Sales',
  invoice: 'Sales',
  lead: 'Marketing',
  campaign: 'Marketing',
  list: 'Marketing',
  incident: 'Service',
  knowledgearticle: 'Service',
  entitlement: 'Service',
  bot: 'Service',
  botcomponent: 'Service',
  conversationtranscript: 'Service',
  product: 'Operations',
  systemuser: 'HR',
  team: 'HR',
  businessunit: 'HR',
};

const WORDS: readonly (readonly [RegExp, EntityCategory])[] = [
  [/supplier|vendor|purchas|procure/i, 'Procurement'],
  [/campaign|marketing|audience|lead/i, 'Marketing'],
  [/service|support|case|contract|ticket/i, 'Service'],
  [/training|employee|staff|hr\b|onboard/i, 'HR'],
  [/sale|order|invoice|opportunit|quote|account/i, 'Sales'],
];

export function entityCategory(logicalName: string, description = ''): EntityCategory {
  const known = KNOWN[logicalName];
  if (known) return known;
  const words = `${logicalName.replace(/_/g, ' ')} ${description}`;
  return WORDS.find(([pattern]) => pattern.test(words))?.[1] ?? 'Operations';
}

const DATA_QUALITY = /duplicate|standardi[sz]e|validat|cleans|data quality|dedup/i;

/** A process's category: Data Quality when its name says it keeps data clean, else its table's. */
export function workflowCategory(
  name: string,
  description: string | null,
  primaryEntity: string | null,
): WorkflowCategory {
  if (DATA_QUALITY.test(`${name} ${description ?? ''}`)) return 'Data Quality';
  const category = primaryEntity && primaryEntity !== 'none' ? entityCategory(primaryEntity) : 'Operations';
  return category === 'Procurement' || category === 'HR' ? 'Operations' : category;
}
