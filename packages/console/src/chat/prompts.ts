import type { ProcessId } from '@erp-agent/core';

/**
 * Every prompt the console offers to send for the user, in one place so it can follow the agent's
 * grammar (docs/agent.md): the guided processes' examples, the starter cards and Deploy. Names
 * are records of the embedded sandbox's default company (seed 1). Each process lists first the
 * examples the agent answers today; creating purchase and sales orders and custom fields, writing
 * scripts and deploying are asked for in the words an operator would use, ready for when the
 * agent learns them.
 */

export type ProcessCategory = 'transaction' | 'record' | 'report' | 'configuration';

/** A process card of the guided assistant (000 section 3). */
export interface GuidedProcess {
  readonly id: ProcessId;
  readonly title: string;
  readonly description: string;
  /** Two letters standing for the process on its card. */
  readonly icon: string;
  readonly category: ProcessCategory;
  /** The assistant's first message once the process is picked. */
  readonly greeting: string;
  readonly examples: readonly string[];
}

export interface ProcessGroup {
  readonly title: string;
  readonly processes: readonly GuidedProcess[];
}

/** The picker's four groups and eight processes (000 section 2). */
export const PROCESS_GROUPS: readonly ProcessGroup[] = [
  {
    title: 'Business Processes',
    processes: [
      {
        id: 'p2p',
        title: 'Procure to Pay',
        description: 'Purchase orders, receipts, vendor bills, payments.',
        icon: 'PP',
        category: 'transaction',
        greeting:
          'Procure to Pay: I can list and create purchase orders, receive them, enter vendor bills and pay them. What do you need?',
        examples: [
          'List open purchase orders',
          'Show purchase orders from Christiansen Group',
          'Show unpaid vendor bills over 5,000',
          'Create a purchase order for 10 units of Refined Wooden Bike from Christiansen Group',
        ],
      },
      {
        id: 'o2c',
        title: 'Order to Cash',
        description: 'Sales orders, fulfillment, invoicing, collections.',
        icon: 'OC',
        category: 'transaction',
        greeting:
          'Order to Cash: I can list and create sales orders, fulfil them, invoice them and record payments. What do you need?',
        examples: [
          'Show open sales orders from this month',
          'Show sales orders for Pfannerstill and Sons',
          'List open invoices over 5,000',
          'Create a sales order for Pfannerstill and Sons for 5 units of Refined Wooden Bike',
        ],
      },
    ],
  },
  {
    title: 'Record Management',
    processes: [
      {
        id: 'create-record',
        title: 'Create Record',
        description: 'Customers, vendors, employees and items.',
        icon: 'CR',
        category: 'record',
        greeting:
          'Create Record: tell me what to create and its details. I show you the record before anything is saved.',
        examples: [
          'Create a customer named Northwind Traders with email ap@northwind.example',
          'Create a vendor named Atlas Supplies',
        ],
      },
      {
        id: 'delete-record',
        title: 'Delete Record',
        description: 'Remove a record, after you confirm which.',
        icon: 'DR',
        category: 'record',
        greeting:
          'Delete Record: tell me which record to delete. I show you exactly what goes before anything is removed.',
        examples: ['Delete the vendor Kemmer Properties', 'Delete the customer Northwind Traders'],
      },
      {
        id: 'customer-update',
        title: 'Customer Update',
        description: 'Change a customer’s contact, terms or limits.',
        icon: 'CU',
        category: 'record',
        greeting: 'Customer Update: which customer, and what should change? I show the changes before saving them.',
        examples: [
          'Update the email of customer Pfannerstill and Sons to accounts@pfannerstill.example',
          'Update the credit limit of customer Pfannerstill and Sons to 50,000',
        ],
      },
      {
        id: 'vendor-update',
        title: 'Vendor Update',
        description: 'Change a vendor’s contact, terms or category.',
        icon: 'VU',
        category: 'record',
        greeting: 'Vendor Update: which vendor, and what should change? I show the changes before saving them.',
        examples: [
          'Update the phone number of vendor Christiansen Group to 415-555-0199',
          'Update the email of vendor Quigley LLC to billing@quigley.example',
        ],
      },
    ],
  },
  {
    title: 'Reports and Analytics',
    processes: [
      {
        id: 'get-report',
        title: 'Get Report',
        description: 'Aging, sales, open orders, inventory and income statements.',
        icon: 'GR',
        category: 'report',
        greeting: 'Get Report: which report, and for which period? Tables come with a CSV download.',
        examples: [
          'Run the A/R aging report',
          'Who are my top 5 customers by sales this year?',
          'Show inventory on hand',
          'Run the income statement for last month',
          'Run the A/P aging report',
        ],
      },
    ],
  },
  {
    title: 'System Configuration',
    processes: [
      {
        id: 'create-field',
        title: 'Create Field',
        description: 'Custom fields on records.',
        icon: 'CF',
        category: 'configuration',
        greeting:
          'Create Field: which record, what the field is called and its type? I show the definition before creating it.',
        examples: [
          'What fields does the vendor record have?',
          'Create a custom field called Region on customers',
          'Add a checkbox field called Priority Vendor to vendors',
        ],
      },
    ],
  },
];

export const PROCESSES: readonly GuidedProcess[] = PROCESS_GROUPS.flatMap((group) => group.processes);

export function processById(id: ProcessId): GuidedProcess {
  const process = PROCESSES.find((candidate) => candidate.id === id);
  if (process === undefined) throw new Error(`no guided process ${id}`);
  return process;
}

/** A card of example prompts on an empty chat. */
export interface PromptCard {
  readonly title: string;
  readonly prompts: readonly string[];
}

/** The three cards an empty chat shows (000 section 2): Saved Searches, SuiteScript, Configuration. */
export const STARTER_CARDS: readonly PromptCard[] = [
  {
    title: 'Saved Searches',
    prompts: ['Create a saved search of vendors with open bills', 'List my saved searches'],
  },
  {
    title: 'SuiteScript',
    prompts: ['Write a user event script that sets the memo on new sales orders'],
  },
  {
    title: 'Configuration',
    prompts: ['What fields does the customer record have?', 'Create a custom field called Region on customers'],
  },
];

/** What Deploy asks the agent for: the pending SuiteScript project, previewed before it goes. */
export const DEPLOY_PROMPT = 'Deploy the pending project';

/** The chatbot screen's first message. */
export const CHATBOT_GREETING =
  "Hello! I'm your NetSuite AI assistant. Ask me to find records, run reports, create saved searches or records, or write SuiteScript. Nothing is written to your account until you confirm it.";
