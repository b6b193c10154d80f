import type { ArticleCategory } from '@erp-agent/core';

/** The six categories of 001 section 2, labelled in the console's style. */
export const CATEGORY_LABELS: Readonly<Record<ArticleCategory, string>> = {
  'getting-started': 'GETTING.STARTED',
  'api-reference': 'API.REFERENCE',
  integrations: 'INTEGRATIONS',
  configuration: 'CONFIGURATION',
  security: 'SECURITY',
  troubleshooting: 'TROUBLESHOOTING',
};
