import type { Permission } from '@erp-agent/core';
import type { Asker } from '../../planner.ts';
import type { PlannerState } from '../planner-state.ts';
import type { Handled } from './handler.ts';

const CAPABILITIES: readonly { readonly permission: Permission; readonly line: string }[] = [
  {
    permission: 'erp:query',
    line: '**Find records**: "open invoices over 5,000 from last month", "vendors with open bills", "customers in California without an email"',
  },
  {
    permission: 'erp:query',
    line: '**Count and total**: "how many sales orders are pending fulfillment?", "total open invoice balance", "top 5 customers by sales this year"',
  },
  {
    permission: 'reports:run',
    line: '**Run reports**: A/R aging, A/P aging, sales by customer or item, open orders, inventory on hand, income statement ("income statement for last quarter")',
  },
  { permission: 'reports:run', line: '**Saved searches**: "list my saved searches", "run the Open invoices search"' },
  {
    permission: 'reports:create',
    line: '**Create saved searches**: "create a saved search of vendors with open bills"',
  },
  {
    permission: 'records:write',
    line: '**Create, update and delete records** after you confirm a preview: "create a customer named Acme Ltd with email ap@acme.com", "change the phone of vendor Kemmer Logistics to 555-0100"',
  },
  {
    permission: 'records:write',
    line: '**Procure to pay and order to cash**: purchase orders, receipts, vendor bills and payments; sales orders, fulfilments, invoices and customer payments',
  },
  {
    permission: 'scripts:deploy',
    line: '**SuiteCloud projects**: "write a user event script that sets the memo on new sales orders", custom fields and workflows, then deploy them',
  },
  { permission: 'erp:read', line: '**Record types**: "what fields does a vendor have?"' },
];

/** What no tool does yet, so "what can't you do?" has its answer too. */
const LIMITS =
  "What I can't do yet: post journal entries, credit memos or stock transfers, send email or messages, approve, void or close transactions, or import files. Asked for one, I say so and offer what I can do instead.";

/** What the agent can do for this asker, with examples that work as written, and what it cannot. */
export function handleHelp(asker: Asker, state: PlannerState, greeting: boolean): Handled {
  if (!asker.role) {
    return {
      outcome: {
        kind: 'answer',
        markdown: [
          "Hello! I'm the ERP AI assistant. Once you sign in and connect your NetSuite account, I can find records, total and rank them, run reports and saved searches, and create or update records after you confirm a preview.",
          '',
          'Ask me about what I can do, or sign in to work with your account.',
        ].join('\n'),
      },
      intent: 'help',
      state,
    };
  }
  const lines = CAPABILITIES.filter(({ permission }) => asker.permissions.includes(permission)).map(
    ({ line }) => `- ${line}`,
  );
  const hello = greeting ? `Hello${asker.name ? ` ${asker.name.split(' ')[0]}` : ''}! ` : '';
  return {
    outcome: {
      kind: 'answer',
      markdown: [
        `${hello}Here are the ${lines.length} kinds of request I can handle with your NetSuite account:`,
        '',
        ...lines,
        '',
        'Dates such as "last month", "this quarter", "year to date" or "since March" work everywhere, and you can follow up: "only those in Texas", "sort by amount", "export that", "the second one".',
        ...(asker.permissions.includes('records:write')
          ? ['', 'Nothing is written to NetSuite until you confirm the preview I show you.']
          : []),
        '',
        LIMITS,
      ].join('\n'),
    },
    intent: 'help',
    state,
  };
}
