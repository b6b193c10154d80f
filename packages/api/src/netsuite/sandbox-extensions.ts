/**
 * Endpoints the embedded sandbox adds to NetSuite's, for what a real account changes only in its
 * UI or through the SuiteCloud CLI (docs/netsuite-sandbox.md). The connector calls them on the
 * sandbox only.
 */

/** Enabling and blocking integration records (Setup > Integration > Manage Integrations). */
export const INTEGRATIONS_EXTENSION_PATH = '/services/rest/sandbox/v1/integrations';
