/**
 * Which of NetSuite's APIs each of the agent's tools calls, so the agent's recorded calls
 * (`tool_calls`) say how much each API was used.
 */
export const NETSUITE_APIS = [
  {
    id: 'suiteql',
    name: 'SuiteQL',
    description: 'Queries of the account in SuiteQL, a page of up to 1,000 rows at a time.',
    endpoints: ['POST /services/rest/query/v1/suiteql'],
    tools: ['ns_runCustomSuiteQL', 'ns_runReport', 'ns_listAllReports'],
  },
  {
    id: 'records',
    name: 'REST Record Service',
    description: 'Records read, created, changed, transformed and deleted, and their metadata.',
    endpoints: ['/services/rest/record/v1/{type}', '/services/rest/record/v1/metadata-catalog'],
    tools: [
      'ns_getRecord',
      'ns_getRecordTypeMetadata',
      'ns_createRecord',
      'ns_updateRecord',
      'ns_deleteRecord',
      'ns_createPurchaseOrder',
      'ns_receivePurchaseOrder',
      'ns_billPurchaseOrder',
      'ns_payVendorBill',
      'ns_createSalesOrder',
      'ns_fulfillSalesOrder',
      'ns_invoiceSalesOrder',
      'ns_receiveCustomerPayment',
    ],
  },
  {
    id: 'bridge',
    name: 'Saved Search RESTlet',
    description: "The ERP Agent's bridge RESTlet: saved searches, deployments and script files.",
    endpoints: ['POST /app/site/hosting/restlet.nl?script=customscript_erp_agent_bridge'],
    tools: ['ns_listSavedSearches', 'ns_runSavedSearch', 'ns_createSavedSearch'],
  },
  {
    id: 'sdf',
    name: 'SuiteCloud Deploy',
    description: 'SuiteCloud projects validated and deployed into the account.',
    endpoints: ['SuiteCloud CLI project:deploy', 'POST /services/rest/sandbox/v1/sdf/deploy (sandbox)'],
    tools: ['sdf_deployProject'],
  },
] as const;

export type NetsuiteApiId = (typeof NETSUITE_APIS)[number]['id'];

/** What the agent's calls to one API came to in a period. */
export interface AgentCallStats {
  readonly requests: number;
  readonly errors: number;
  readonly avgMs: number | null;
  readonly lastAt: Date | null;
}

export function apiOfTool(tool: string): NetsuiteApiId | undefined {
  return NETSUITE_APIS.find((api) => (api.tools as readonly string[]).includes(tool))?.id;
}
