/**
 * Actions the agent has no tool for. Asked for one, it says so, why, and what it can do instead,
 * rather than answering the words it does know ("email customers with overdue invoices" is not a
 * list of customers with overdue invoices).
 */
export interface Unsupported {
  /** What was asked, in a few words: "send email". */
  readonly action: string;
  readonly reason: string;
  /** What the agent can do instead. */
  readonly instead: string;
}

const REQUEST_LEAD = String.raw`^(?:(?:please|pls|kindly|can you|could you|would you|will you|i want you to|i need you to|i'd like you to|go ahead and|now|then|also|and)\s+)*`;

const RULES: readonly { readonly pattern: RegExp; readonly unsupported: Unsupported }[] = [
  {
    pattern: new RegExp(
      String.raw`${REQUEST_LEAD}(?:e-?mail|mail|message|text|sms|notify|remind|ping|call|phone|fax|contact|chase|dun)\b(?!\s+(?:address|addresses|field|is|of|for|on|numbers?|no)\b)|\bsend (?:out )?(?:an? |the |them |all |each |every )?(?:(?:dunning|payment|overdue|late|friendly|polite|final|collection|reminder) )?(?:e-?mails?|reminders?|messages?|notices?|notifications?|statements?|dunning letters?|letters?|texts?|faxes?)\b|\bsend (?:\w+ ){0,4}(?:to|an e-?mail to) (?:all |every |each |the |our )?(?:customers?|clients?|vendors?|suppliers?|employees?)\b|\bsend\b(?:\s+\S+){0,6}?\s+(?:an? )?(?:(?:e-?mail|payment|overdue|late|friendly|polite|final|collection) )?(?:e-?mails?|reminders?|messages?|notices?|statements?|letters?)\b|\b(?:e-?mail|message|text|notify|remind)\s+(?:each|every|all|those|these|them|him|her|our)\b`,
    ),
    unsupported: {
      action: 'send email or messages',
      reason: 'I have no tool that sends email, messages or reminders, so nothing was sent.',
      instead:
        'I can list who they would go to (for example "customers with overdue invoices", which shows their email addresses) so you can export the list, or write a scheduled SuiteScript that sends the emails from NetSuite ("write a scheduled script that emails ...").',
    },
  },
  {
    // Before journal entries: "move 10 units from the East Coast Warehouse to Toronto" moves stock.
    pattern:
      /\b(?:transfer|move|shift|relocate|send)\b(?:\s+\S+){0,8}?\s+(?:units?|pcs|pieces|stock|inventory|[a-z]{2,}-\d+)\b.{0,80}\b(?:to|into)\b|\b(?:transfer|move|shift|relocate)\b.{0,40}\bfrom (?:the )?(?:[\w-]+ ){0,3}(?:warehouse|location|site|store)\b.{0,40}\b(?:to|into)\b|\b(?:stock|inventory) transfers?\b|\btransfer orders?\b/,
    unsupported: {
      action: 'transfer stock between locations',
      reason: 'I have no tool that transfers or moves inventory between locations yet, so nothing was moved.',
      instead:
        'I can show stock by warehouse ("stock of NW-1022 per location"), or you can enter the transfer in NetSuite under Transactions > Inventory > Transfer Inventory.',
    },
  },
  {
    pattern:
      /\bcredit (?:memos?|notes?)\b|\bcredit (?:them|him|her|it|the customer|their account)\b|\b(?:issue|give|process|send|make|do|pay|grant)\b(?:\s+\S+){0,4}?\s+(?:an?\s+)?refunds?\b|\bcredit\b(?!\s+(?:limits?|lines?|terms|holds?|ratings?)).{0,40}\b(?:back|against|to (?:the )?customer)\b|^(?:(?:please|can you|could you)\s+)*credit\s+(?!(?:limits?|lines?|terms|holds?|ratings?)\b)\S/,
    unsupported: {
      action: 'issue credit memos',
      reason: 'I have no tool that creates credit memos or refunds or credits an invoice, so nothing was credited.',
      instead:
        'I can show the customer\'s open invoices ("open invoices for Green and Sons"), or you can enter the credit memo in NetSuite under Transactions > Customers > Issue Credit Memos.',
    },
  },
  {
    pattern:
      /\b(?:create|make|post|record|enter|book|add|raise|prepare|draft|new|do|write)\b.{0,20}\b(?:journal entr(?:y|ies)|journals?|jes?|adjusting entr(?:y|ies)|accruals?)\b|\bjournals?\b.{0,40}\b(?:book|post|create|make|add|enter|record) (?:a |an |one|another|new)\b|\bjournal entry\s*[:–—-]|\b(?:debit|dr)\b.{0,60}\b(?:credit|cr)\b|\b(?:move|moving|moves|transfer|transferring|reclass(?:ify|ifying)?|shift|shifting|allocate|allocating|accrue|accruing)\b.{0,40}\bfrom\b.{0,60}\bto\b/,
    unsupported: {
      action: 'create journal entries',
      reason: 'I have no tool that creates journal entries yet, so nothing was posted.',
      instead:
        'I can list journal entries ("journal entries this month"), or you can enter it in NetSuite under Transactions > Financial > Make Journal Entries.',
    },
  },
  {
    pattern:
      /^(?:(?:please|can you|could you)\s+)*(?:approve|reject|void|reverse|close|reopen|cancel|refund|credit(?!\s+(?:limits?|lines?|terms|holds?|ratings?)\b)|write off|reconcile)\s+(?!.*\b(?:script|workflow)\b)\S/,
    unsupported: {
      action: 'approve, void, close or reverse transactions',
      reason:
        'I have no tool that approves, rejects, voids, closes, reverses, refunds or reconciles transactions, so nothing was changed.',
      instead:
        'I can show the transactions (for example "sales orders pending approval"), create purchase and sales orders, receive, bill, ship, invoice and record payments.',
    },
  },
  {
    pattern:
      /\b(?:create|make|add|set up|delete|remove|rename)\s+(?:(?:an?|the|new|one|another)\s+)*(?:gl accounts?|general ledger accounts?|bank accounts?|departments?|subsidiar(?:y|ies)|locations?|warehouses?|currenc(?:y|ies)|credit memos?|return authorizations?|rmas?|cash sales?|estimates?|quotes?|opportunit(?:y|ies)|deposits?|checks?|cheques?|expense reports?)\b/,
    unsupported: {
      action: 'create or change that kind of record',
      reason:
        'I can create and change customers, vendors, employees and items, and make purchase orders, sales orders, receipts, bills, fulfillments, invoices and payments, but not that kind of record.',
      instead: 'I can list them for you, or you can make the change in NetSuite.',
    },
  },
  {
    pattern:
      /^(?:(?:please|can you|could you)\s+)*(?:import|upload|attach|schedule|print|download (?:the )?pdf|export (?:to|into) (?:netsuite|quickbooks|sap))\b|\b(?:import|upload|load)\s+(?:it|them|this|these|that|those|the (?:file|spreadsheet|list|csv|sheet))\b|\b(?:spreadsheet|csv|excel file|\.xlsx?)\b.{0,60}\b(?:import|upload|load (?:it|them) in)\b/,
    unsupported: {
      action: 'import, upload, print or schedule',
      reason: 'I have no tool that imports, uploads, attaches, prints or schedules anything.',
      instead: 'I can show records and reports, and every table can be downloaded as CSV.',
    },
  },
];

/** The action the words ask for that the agent has no tool for, if any. */
export function unsupportedAction(text: string): Unsupported | undefined {
  return RULES.find(({ pattern }) => pattern.test(text))?.unsupported;
}
