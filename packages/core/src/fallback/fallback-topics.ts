export interface FallbackTopic {
  readonly id: string;
  readonly pattern: RegExp;
  readonly reply: string;
}

const OFFLINE = "I can't reach the ERP agent right now";

/**
 * Replies for when the API cannot be reached (000 section 8), in matching order: the task a
 * prompt names (an error, a script, a report...) says more than the platform it mentions, and a
 * greeting or a plea for help only decides when nothing more specific is there.
 */
export const FALLBACK_TOPICS = [
  {
    id: 'error',
    pattern: /\b(errors?|fail(s|ed|ing|ure)?|exceptions?|broken|not working|crash(es|ed)?)\b/i,
    reply: `Sorry that something went wrong. ${OFFLINE}, so I can't look into it yet. Note the exact error message, the record or script involved and what you were doing; for a NetSuite script error, the execution log of its deployment (Customization > Scripting > Script Deployments) usually names the line. Send me those details once I'm back and I'll help you find the cause.`,
  },
  {
    id: 'script',
    pattern: /\b((suite)?scripts?|restlets?|user ?event|map\/?reduce|client script|code)\b/i,
    reply: `${OFFLINE}, so I can't write or deploy scripts yet. When I'm back, describe the script: its type (user event, client, scheduled, map/reduce, RESTlet), the record it runs on, when it runs and what it should do, for example "write a user event script that sets the memo on new sales orders". You'll review a SuiteScript 2.1 preview before anything is written to your account.`,
  },
  {
    id: 'report',
    pattern: /\b(reports?|reporting|saved ?search(es)?|analytics|kpis?|aging|income statement)\b/i,
    reply: `${OFFLINE}, so I can't run reports yet. When I'm back, ask for one by name, such as "A/R aging as of today", "sales by customer this quarter", "open sales orders" or "income statement for last month", or describe a saved search: "create a saved search of vendors with open bills". Results come back as a table you can download as CSV.`,
  },
  {
    id: 'workflow',
    pattern: /\b(workflows?|approvals?|approve|automat(e|ed|ion|ions))\b/i,
    reply: `${OFFLINE}, so I can't look at or change workflows yet. When I'm back, describe the process: the record type, what starts it, its conditions and the actions or approvals, for example "when a purchase order over 10,000 is created, send it to the CFO for approval". You'll confirm the definition before anything is deployed.`,
  },
  {
    id: 'integration',
    pattern: /\b(integrat\w*|apis?|connect(s|ed|ing|ion|ions|or|ors)?|sync\w*|webhooks?|mcp)\b/i,
    reply: `${OFFLINE}, so I can't check your connections yet. To connect NetSuite, create an access token for an integration record that has token-based authentication enabled, then enter the account ID, token ID and token secret under Credentials. Other systems reach the agent through its HTTP API and its MCP endpoint; the documentation describes both.`,
  },
  {
    id: 'netsuite',
    pattern: /\b(net ?suite|suiteql|suitecloud)\b/i,
    reply: `${OFFLINE}, so nothing has been run against your NetSuite account. When I'm back, I can answer questions about your records ("list open invoices over 5,000 from last month"), create and run saved searches, create or update customers, vendors and transactions after you confirm a preview, and write SuiteScript. If this keeps happening, check the connection under Credentials.`,
  },
  {
    id: 'dynamics',
    pattern: /\b(dynamics|d365|dataverse|power ?(apps?|automate|platform))\b/i,
    reply: `Dynamics 365 support is still under development, and ${OFFLINE} in any case. The Dynamics connector will cover Dataverse entities, Power Automate flows and business process flows; today NetSuite is the platform the agent works with.`,
  },
  {
    id: 'sap',
    pattern: /\b(sap|business one|b1|service layer|crystal reports?)\b/i,
    reply: `SAP Business One support is still under development, and ${OFFLINE} in any case. The SAP connector will work through the Service Layer: business partners, sales and purchasing documents, and Crystal Reports. Today NetSuite is the platform the agent works with.`,
  },
  {
    id: 'hello',
    pattern: /\b(hi|hello|hey|hiya|howdy|greetings|good (morning|afternoon|evening))\b/i,
    reply: `Hello! I'm your ERP assistant, but ${OFFLINE}, so for the moment I can only offer guidance. Please try again in a minute; meanwhile, ask me how reports, scripts, workflows or integrations work here.`,
  },
  {
    id: 'help',
    pattern: /\b(help|assist|support|what can you do|how do i|how to)\b/i,
    reply: `${OFFLINE}, so I can only offer guidance until it's back. Then I can answer questions about your records ("how many open sales orders are there?"), build and run saved searches and reports, create or update records after you confirm, guide you through Procure to Pay and Order to Cash, and write SuiteScript. Say what you need in plain English.`,
  },
] as const satisfies readonly FallbackTopic[];

/** When no topic matches: ask for what is needed to help (000 section 8). */
export const DEFAULT_FALLBACK_REPLY = `${OFFLINE}, so I can't act on that yet. To help when I'm back, tell me which ERP system you're working in (NetSuite, Dynamics 365 or SAP Business One), the task you want done, and any challenges you've run into so far.`;

export type FallbackTopicId = (typeof FALLBACK_TOPICS)[number]['id'] | 'default';
