/**
 * The scripts Northwind Supply's admins have written over the years, as their SuiteScript 2.1
 * files and SDF objects, and how often each runs: what the sandbox's company deploys into itself
 * on first start (company-customizations.ts), and what its generated activity logs are made of.
 */

export interface SeedDeployment {
  readonly suffix: string;
  readonly title: string;
  readonly status: 'TESTING' | 'RELEASED' | 'SCHEDULED' | 'NOTSCHEDULED';
  readonly isDeployed?: boolean;
  readonly logLevel: 'DEBUG' | 'AUDIT' | 'ERROR' | 'EMERGENCY';
  readonly recordType?: string;
  readonly contexts?: readonly string[];
  readonly audience: 'all roles' | 'all employees' | 'owner';
}

/** How often a script runs, for the generated execution log. */
export type SeedSchedule =
  /** Once per record of this transaction type (`transaction.type`) created. */
  | { readonly kind: 'per-transaction'; readonly type: string; readonly times?: number }
  /** Once per customer, vendor, employee or item record created or changed: a few a day. */
  | { readonly kind: 'daily'; readonly runs: number }
  /** Every N minutes, around the clock. */
  | { readonly kind: 'every'; readonly minutes: number };

export interface SeedScript {
  readonly suffix: string;
  readonly element:
    | 'usereventscript'
    | 'clientscript'
    | 'scheduledscript'
    | 'mapreducescript'
    | 'restlet'
    | 'suitelet'
    | 'workflowactionscript';
  readonly name: string;
  readonly description: string;
  /** The owner, by job title in the generated company. */
  readonly ownerTitle: string;
  readonly deployments: readonly SeedDeployment[];
  readonly source: string;
  readonly schedule: SeedSchedule;
  /** The share of runs that fail and log an ERROR. */
  readonly errorRate: number;
  /** Typical run time. */
  readonly runtimeMs: number;
  /** Days before the company's today it was last changed. */
  readonly changedDaysAgo: number;
}

const header = (type: string, description: string) =>
  `/**\n * @NApiVersion 2.1\n * @NScriptType ${type}\n * @NModuleScope SameAccount\n *\n * ${description}\n */`;

export const SEED_SCRIPTS: readonly SeedScript[] = [
  {
    suffix: 'nw_ue_so_credit_hold',
    element: 'usereventscript',
    name: 'Sales Order Credit Hold',
    description: 'Puts a sales order on credit hold when the customer would go over its credit limit.',
    ownerTitle: 'Controller',
    deployments: [
      {
        suffix: 'nw_ue_so_credit_hold',
        title: 'Credit Hold on Sales Orders',
        status: 'RELEASED',
        logLevel: 'AUDIT',
        recordType: 'SALESORDER',
        contexts: ['USERINTERFACE', 'WEBSERVICES', 'CSVIMPORT'],
        audience: 'all roles',
      },
    ],
    schedule: { kind: 'per-transaction', type: 'SalesOrd' },
    errorRate: 0.002,
    runtimeMs: 180,
    changedDaysAgo: 210,
    source: `${header('UserEventScript', 'Puts a sales order on credit hold when the customer would go over its credit limit.')}
define(['N/search', 'N/log', './Libraries/nw_lib_validation'], (search, log, validation) => {
  const beforeSubmit = (context) => {
    if (context.type !== context.UserEventType.CREATE && context.type !== context.UserEventType.EDIT) return;
    const order = context.newRecord;
    const customer = search.lookupFields({
      type: search.Type.CUSTOMER,
      id: order.getValue({ fieldId: 'entity' }),
      columns: ['creditlimit', 'balance'],
    });
    const hold = validation.isCreditHold(Number(customer.creditlimit), Number(customer.balance), Number(order.getValue({ fieldId: 'total' })));
    order.setValue({ fieldId: 'custbody_nw_credit_hold', value: hold });
    if (hold) log.audit({ title: 'Credit hold', details: \`Sales order \${order.getValue({ fieldId: 'tranid' })} held\` });
  };
  return { beforeSubmit };
});
`,
  },
  {
    suffix: 'nw_ue_po_approval_routing',
    element: 'usereventscript',
    name: 'Purchase Order Approval Routing',
    description: 'Routes new purchase orders to the approver their amount calls for.',
    ownerTitle: 'Controller',
    deployments: [
      {
        suffix: 'nw_ue_po_approval_routing',
        title: 'PO Approval Routing',
        status: 'RELEASED',
        logLevel: 'AUDIT',
        recordType: 'PURCHASEORDER',
        contexts: ['USERINTERFACE', 'CSVIMPORT'],
        audience: 'all roles',
      },
    ],
    schedule: { kind: 'per-transaction', type: 'PurchOrd' },
    errorRate: 0.004,
    runtimeMs: 140,
    changedDaysAgo: 95,
    source: `${header('UserEventScript', 'Routes new purchase orders to the approver their amount calls for.')}
define(['N/record', 'N/log'], (record, log) => {
  const LIMITS = [
    { upTo: 10000, role: 'Purchasing Manager' },
    { upTo: 50000, role: 'Finance Director' },
    { upTo: Infinity, role: 'CFO' },
  ];
  const afterSubmit = (context) => {
    if (context.type !== context.UserEventType.CREATE) return;
    const order = context.newRecord;
    const total = Number(order.getValue({ fieldId: 'total' }));
    const { role } = LIMITS.find((limit) => total <= limit.upTo);
    record.submitFields({
      type: record.Type.PURCHASE_ORDER,
      id: order.id,
      values: { custbody_nw_approval_status: 1, memo: \`Awaiting \${role}\` },
    });
    log.audit({ title: 'Routed', details: \`PO \${order.id} to \${role}\` });
  };
  return { afterSubmit };
});
`,
  },
  {
    suffix: 'nw_ue_invoice_email',
    element: 'usereventscript',
    name: 'Invoice Email to Customer',
    description: 'Emails each new invoice to the customer as a PDF.',
    ownerTitle: 'AR Specialist',
    deployments: [
      {
        suffix: 'nw_ue_invoice_email',
        title: 'Email Invoices',
        status: 'RELEASED',
        logLevel: 'ERROR',
        recordType: 'INVOICE',
        contexts: ['USERINTERFACE', 'WEBSERVICES', 'SCHEDULED'],
        audience: 'all roles',
      },
    ],
    schedule: { kind: 'per-transaction', type: 'CustInvc' },
    errorRate: 0.025,
    runtimeMs: 950,
    changedDaysAgo: 40,
    source: `${header('UserEventScript', 'Emails each new invoice to the customer as a PDF.')}
define(['N/render', 'N/runtime', './Libraries/nw_lib_email'], (render, runtime, mail) => {
  const afterSubmit = (context) => {
    if (context.type !== context.UserEventType.CREATE) return;
    const invoice = context.newRecord;
    const pdf = render.transaction({ entityId: invoice.id, printMode: render.PrintMode.PDF });
    mail.sendTemplate({
      author: runtime.getCurrentUser().id,
      recipient: invoice.getValue({ fieldId: 'entity' }),
      template: 'invoice',
      attachments: [pdf],
      recordId: invoice.id,
    });
  };
  return { afterSubmit };
});
`,
  },
  {
    suffix: 'nw_ue_item_sync',
    element: 'usereventscript',
    name: 'Item Sync to Shopify',
    description: 'Pushes price and stock changes of items to the Shopify store.',
    ownerTitle: 'Software Engineer',
    deployments: [
      {
        suffix: 'nw_ue_item_sync',
        title: 'Shopify Item Sync',
        status: 'RELEASED',
        logLevel: 'DEBUG',
        recordType: 'INVENTORYITEM',
        contexts: ['USERINTERFACE', 'CSVIMPORT', 'WEBSERVICES'],
        audience: 'all roles',
      },
    ],
    schedule: { kind: 'daily', runs: 14 },
    errorRate: 0.085,
    runtimeMs: 1400,
    changedDaysAgo: 12,
    source: `${header('UserEventScript', 'Pushes price and stock changes of items to the Shopify store.')}
define(['N/log', './Libraries/nw_lib_shopify'], (log, shopify) => {
  const afterSubmit = (context) => {
    if (context.type === context.UserEventType.DELETE) return;
    const item = context.newRecord;
    const answer = shopify.pushItem({
      sku: item.getValue({ fieldId: 'itemid' }),
      price: item.getValue({ fieldId: 'baseprice' }),
      shopifyId: item.getValue({ fieldId: 'custitem_nw_shopify_id' }),
    });
    if (answer.code >= 400) log.error({ title: 'Shopify refused the item', details: answer.body });
  };
  return { afterSubmit };
});
`,
  },
  {
    suffix: 'nw_ue_vendor_bill_match',
    element: 'usereventscript',
    name: 'Vendor Bill Three-Way Match',
    description: 'Compares a vendor bill with its purchase order and receipt before it is saved.',
    ownerTitle: 'AP Specialist',
    deployments: [
      {
        suffix: 'nw_ue_vendor_bill_match',
        title: 'Three-Way Match',
        status: 'TESTING',
        isDeployed: false,
        logLevel: 'DEBUG',
        recordType: 'VENDORBILL',
        contexts: ['USERINTERFACE'],
        audience: 'owner',
      },
    ],
    schedule: { kind: 'daily', runs: 0 },
    errorRate: 0,
    runtimeMs: 300,
    changedDaysAgo: 150,
    source: `${header('UserEventScript', 'Compares a vendor bill with its purchase order and receipt before it is saved.')}
define(['N/search', 'N/error'], (search, error) => {
  const beforeSubmit = (context) => {
    const bill = context.newRecord;
    const order = bill.getValue({ fieldId: 'createdfrom' });
    if (!order) return;
    const received = search.lookupFields({ type: search.Type.PURCHASE_ORDER, id: order, columns: ['total'] });
    if (Number(bill.getValue({ fieldId: 'total' })) > Number(received.total)) {
      throw error.create({ name: 'NW_MATCH_FAILED', message: 'The bill is larger than its purchase order.' });
    }
  };
  return { beforeSubmit };
});
`,
  },
  {
    suffix: 'nw_cs_so_validation',
    element: 'clientscript',
    name: 'Sales Order Line Validation',
    description: 'Warns the rep when a line asks for more than the warehouse has available.',
    ownerTitle: 'Sales Manager',
    deployments: [
      {
        suffix: 'nw_cs_so_validation',
        title: 'Sales Order Lines',
        status: 'RELEASED',
        logLevel: 'ERROR',
        recordType: 'SALESORDER',
        audience: 'all roles',
      },
    ],
    schedule: { kind: 'per-transaction', type: 'SalesOrd', times: 3 },
    errorRate: 0.003,
    runtimeMs: 60,
    changedDaysAgo: 300,
    source: `${header('ClientScript', 'Warns the rep when a line asks for more than the warehouse has available.')}
define(['N/ui/dialog', './Libraries/nw_lib_validation'], (dialog, validation) => {
  const validateLine = (context) => {
    const order = context.currentRecord;
    const wanted = Number(order.getCurrentSublistValue({ sublistId: 'item', fieldId: 'quantity' }));
    const available = Number(order.getCurrentSublistValue({ sublistId: 'item', fieldId: 'quantityavailable' }));
    if (!validation.enoughStock(wanted, available)) {
      dialog.alert({ title: 'Not enough stock', message: \`Only \${available} available.\` });
    }
    return true;
  };
  return { validateLine };
});
`,
  },
  {
    suffix: 'nw_cs_customer_phone',
    element: 'clientscript',
    name: 'Customer Phone Formatting',
    description: 'Formats phone numbers on customers as they are typed.',
    ownerTitle: 'Customer Success Manager',
    deployments: [
      {
        suffix: 'nw_cs_customer_phone',
        title: 'Customer Phone',
        status: 'TESTING',
        logLevel: 'DEBUG',
        recordType: 'CUSTOMER',
        audience: 'owner',
      },
    ],
    schedule: { kind: 'daily', runs: 3 },
    errorRate: 0,
    runtimeMs: 15,
    changedDaysAgo: 6,
    source: `${header('ClientScript', 'Formats phone numbers on customers as they are typed.')}
define(['./Libraries/nw_lib_validation'], (validation) => {
  const fieldChanged = (context) => {
    if (context.fieldId !== 'phone') return;
    const customer = context.currentRecord;
    const formatted = validation.formatPhone(customer.getValue({ fieldId: 'phone' }));
    if (formatted !== customer.getValue({ fieldId: 'phone' })) {
      customer.setValue({ fieldId: 'phone', value: formatted, ignoreFieldChange: true });
    }
  };
  return { fieldChanged };
});
`,
  },
  {
    suffix: 'nw_ss_dunning',
    element: 'scheduledscript',
    name: 'Dunning Letters',
    description: 'Emails a reminder to every customer with invoices more than 30 days overdue.',
    ownerTitle: 'AR Specialist',
    deployments: [
      {
        suffix: 'nw_ss_dunning',
        title: 'Daily Dunning Run',
        status: 'SCHEDULED',
        logLevel: 'AUDIT',
        audience: 'all roles',
      },
    ],
    schedule: { kind: 'daily', runs: 1 },
    errorRate: 0.01,
    runtimeMs: 42_000,
    changedDaysAgo: 60,
    source: `${header('ScheduledScript', 'Emails a reminder to every customer with invoices more than 30 days overdue.')}
define(['N/search', 'N/runtime', './Libraries/nw_lib_email'], (search, runtime, mail) => {
  const execute = () => {
    const overdue = search.create({
      type: search.Type.INVOICE,
      filters: [['status', 'anyof', 'CustInvc:A'], 'and', ['daysoverdue', 'greaterthan', 30], 'and', ['mainline', 'is', 'T']],
      columns: ['entity', 'tranid', 'amountremaining'],
    });
    overdue.run().each((result) => {
      mail.sendTemplate({
        author: runtime.getCurrentUser().id,
        recipient: result.getValue('entity'),
        template: 'dunning',
        recordId: result.id,
      });
      return runtime.getCurrentScript().getRemainingUsage() > 200;
    });
  };
  return { execute };
});
`,
  },
  {
    suffix: 'nw_ss_inventory_reorder',
    element: 'scheduledscript',
    name: 'Inventory Reorder Check',
    description: 'Every hour, lists items below their reorder point for the buyers.',
    ownerTitle: 'Buyer',
    deployments: [
      {
        suffix: 'nw_ss_inventory_reorder',
        title: 'Hourly Reorder Check',
        status: 'SCHEDULED',
        logLevel: 'AUDIT',
        audience: 'all employees',
      },
    ],
    schedule: { kind: 'every', minutes: 60 },
    errorRate: 0.004,
    runtimeMs: 6_500,
    changedDaysAgo: 120,
    source: `${header('ScheduledScript', 'Every hour, lists items below their reorder point for the buyers.')}
define(['N/query', 'N/email', 'N/runtime'], (query, email, runtime) => {
  const execute = () => {
    const low = query.runSuiteQL({
      query: 'SELECT i.itemid, l.quantityavailable, l.reorderpoint FROM inventoryitemlocations l JOIN item i ON i.id = l.item WHERE l.quantityavailable < l.reorderpoint',
    }).asMappedResults();
    if (low.length === 0) return;
    email.send({
      author: runtime.getCurrentUser().id,
      recipients: ['purchasing@northwindsupply.com'],
      subject: \`\${low.length} items below their reorder point\`,
      body: low.map((row) => \`\${row.itemid}: \${row.quantityavailable} of \${row.reorderpoint}\`).join('\\n'),
    });
  };
  return { execute };
});
`,
  },
  {
    suffix: 'nw_mr_ar_aging_snapshot',
    element: 'mapreducescript',
    name: 'A/R Aging Snapshot',
    description: 'Keeps a nightly snapshot of receivables aging per customer.',
    ownerTitle: 'Staff Accountant',
    deployments: [
      {
        suffix: 'nw_mr_ar_aging_snapshot',
        title: 'Nightly Aging Snapshot',
        status: 'SCHEDULED',
        logLevel: 'AUDIT',
        audience: 'all roles',
      },
    ],
    schedule: { kind: 'daily', runs: 1 },
    errorRate: 0,
    runtimeMs: 95_000,
    changedDaysAgo: 200,
    source: `${header('MapReduceScript', 'Keeps a nightly snapshot of receivables aging per customer.')}
define(['N/query', 'N/record'], (query, record) => {
  const getInputData = () =>
    query.runSuiteQL({
      query: "SELECT entity, SUM(foreignamountunpaid) AS open FROM transaction WHERE type = 'CustInvc' AND status = 'A' GROUP BY entity",
    }).asMappedResults();
  const map = (context) => {
    const row = JSON.parse(context.value);
    context.write({ key: String(row.entity), value: row.open });
  };
  const reduce = (context) => {
    const snapshot = record.create({ type: 'customrecord_nw_aging_snapshot' });
    snapshot.setValue({ fieldId: 'name', value: context.key });
    snapshot.setValue({ fieldId: 'custrecord_nw_open', value: context.values.reduce((sum, value) => sum + Number(value), 0) });
    snapshot.save();
  };
  return { getInputData, map, reduce };
});
`,
  },
  {
    suffix: 'nw_rl_shopify_orders',
    element: 'restlet',
    name: 'Shopify Order Import',
    description: 'Takes orders from the Shopify store and enters them as sales orders.',
    ownerTitle: 'Software Engineer',
    deployments: [
      {
        suffix: 'nw_rl_shopify_orders',
        title: 'Shopify Orders',
        status: 'RELEASED',
        logLevel: 'AUDIT',
        audience: 'all roles',
      },
    ],
    schedule: { kind: 'per-transaction', type: 'SalesOrd', times: 2 },
    errorRate: 0.012,
    runtimeMs: 620,
    changedDaysAgo: 25,
    source: `${header('Restlet', 'Takes orders from the Shopify store and enters them as sales orders.')}
define(['N/record', './Libraries/nw_lib_shopify'], (record, shopify) => {
  const post = (body) => {
    const order = shopify.mapOrder(body);
    const salesOrder = record.create({ type: record.Type.SALES_ORDER, isDynamic: true });
    salesOrder.setValue({ fieldId: 'entity', value: order.customerId });
    salesOrder.setValue({ fieldId: 'custbody_nw_shopify_order_id', value: order.shopifyId });
    for (const line of order.lines) {
      salesOrder.selectNewLine({ sublistId: 'item' });
      salesOrder.setCurrentSublistValue({ sublistId: 'item', fieldId: 'item', value: line.itemId });
      salesOrder.setCurrentSublistValue({ sublistId: 'item', fieldId: 'quantity', value: line.quantity });
      salesOrder.commitLine({ sublistId: 'item' });
    }
    return { id: salesOrder.save() };
  };
  return { post };
});
`,
  },
  {
    suffix: 'nw_rl_warehouse_status',
    element: 'restlet',
    name: 'Warehouse Stock Status',
    description: 'Answers the warehouse system with stock on hand per location.',
    ownerTitle: 'Warehouse Supervisor',
    deployments: [
      {
        suffix: 'nw_rl_warehouse_status',
        title: 'Stock Status',
        status: 'RELEASED',
        logLevel: 'ERROR',
        audience: 'all roles',
      },
    ],
    schedule: { kind: 'every', minutes: 15 },
    errorRate: 0.001,
    runtimeMs: 240,
    changedDaysAgo: 330,
    source: `${header('Restlet', 'Answers the warehouse system with stock on hand per location.')}
define(['N/query'], (query) => {
  const get = (params) =>
    query.runSuiteQL({
      query: 'SELECT item, location, quantityonhand, quantityavailable FROM inventoryitemlocations WHERE location = ?',
      params: [Number(params.location)],
    }).asMappedResults();
  return { get };
});
`,
  },
  {
    suffix: 'nw_sl_label_print',
    element: 'suitelet',
    name: 'Shipping Label Printer',
    description: 'A page the warehouse uses to print shipping labels for fulfilments.',
    ownerTitle: 'Logistics Coordinator',
    deployments: [
      {
        suffix: 'nw_sl_label_print',
        title: 'Print Labels',
        status: 'RELEASED',
        logLevel: 'ERROR',
        audience: 'all employees',
      },
    ],
    schedule: { kind: 'per-transaction', type: 'ItemShip' },
    errorRate: 0.006,
    runtimeMs: 780,
    changedDaysAgo: 410,
    source: `${header('Suitelet', 'A page the warehouse uses to print shipping labels for fulfilments.')}
define(['N/render', 'N/record'], (render, record) => {
  const onRequest = (context) => {
    const fulfilment = record.load({ type: record.Type.ITEM_FULFILLMENT, id: context.request.parameters.id });
    const label = render.packingSlip({ entityId: fulfilment.id, printMode: render.PrintMode.PDF });
    context.response.writeFile({ file: label, isInline: true });
  };
  return { onRequest };
});
`,
  },
  {
    suffix: 'nw_wa_set_approver',
    element: 'workflowactionscript',
    name: 'Set Next Approver',
    description: "Sets the next approver from the requester's supervisor, for approval workflows.",
    ownerTitle: 'Controller',
    deployments: [
      {
        suffix: 'nw_wa_set_approver',
        title: 'Set Next Approver',
        status: 'RELEASED',
        logLevel: 'AUDIT',
        audience: 'all roles',
      },
    ],
    schedule: { kind: 'per-transaction', type: 'PurchOrd' },
    errorRate: 0.002,
    runtimeMs: 90,
    changedDaysAgo: 180,
    source: `${header('WorkflowActionScript', "Sets the next approver from the requester's supervisor, for approval workflows.")}
define(['N/search'], (search) => {
  const onAction = (context) => {
    const record = context.newRecord;
    const requester = record.getValue({ fieldId: 'employee' });
    const { supervisor } = search.lookupFields({ type: search.Type.EMPLOYEE, id: requester, columns: ['supervisor'] });
    record.setValue({ fieldId: 'nextapprover', value: supervisor[0] && supervisor[0].value });
    return supervisor[0] ? supervisor[0].value : '';
  };
  return { onAction };
});
`,
  },
];

/** Modules the scripts share, under /SuiteScripts/Libraries: what the Library tab lists. */
export const SEED_LIBRARIES: readonly {
  readonly name: string;
  readonly changedDaysAgo: number;
  readonly source: string;
}[] = [
  {
    name: 'nw_lib_email.js',
    changedDaysAgo: 45,
    source: `/**
 * @NApiVersion 2.1
 * @NModuleScope SameAccount
 *
 * Northwind's email templates: one way to send customer mail.
 */
define(['N/email', 'N/render'], (email, render) => {
  const TEMPLATES = { invoice: 12, dunning: 14 };
  const sendTemplate = ({ author, recipient, template, recordId, attachments = [] }) => {
    const merged = render.mergeEmail({ templateId: TEMPLATES[template], transactionId: recordId });
    email.send({ author, recipients: recipient, subject: merged.subject, body: merged.body, attachments });
  };
  const renderInvoicePdf = (invoiceId) => render.transaction({ entityId: invoiceId, printMode: render.PrintMode.PDF });
  return { sendTemplate, renderInvoicePdf };
});
`,
  },
  {
    name: 'nw_lib_validation.js',
    changedDaysAgo: 220,
    source: `/**
 * @NApiVersion 2.1
 * @NModuleScope SameAccount
 *
 * Checks shared by the sales scripts.
 */
define([], () => {
  const isCreditHold = (limit, balance, amount) => limit > 0 && balance + amount > limit;
  const enoughStock = (wanted, available) => wanted <= available;
  const formatPhone = (value) => {
    const digits = String(value || '').replace(/\\D/g, '');
    return digits.length === 10 ? \`(\${digits.slice(0, 3)}) \${digits.slice(3, 6)}-\${digits.slice(6)}\` : value;
  };
  return { isCreditHold, enoughStock, formatPhone };
});
`,
  },
  {
    name: 'nw_lib_shopify.js',
    changedDaysAgo: 18,
    source: `/**
 * @NApiVersion 2.1
 * @NModuleScope SameAccount
 *
 * The Shopify store's API, signed with the shop's token.
 */
define(['N/https', 'N/runtime'], (https, runtime) => {
  const BASE = 'https://northwind-supply.myshopify.com/admin/api/2024-10';
  const headers = () => ({
    'X-Shopify-Access-Token': runtime.getCurrentScript().getParameter({ name: 'custscript_nw_shopify_token' }),
    'Content-Type': 'application/json',
  });
  const pushItem = ({ sku, price, shopifyId }) =>
    https.put({ url: \`\${BASE}/variants/\${shopifyId}.json\`, headers: headers(), body: JSON.stringify({ variant: { sku, price } }) });
  const mapOrder = (order) => ({
    shopifyId: String(order.id),
    customerId: order.customer && order.customer.note,
    lines: order.line_items.map((line) => ({ itemId: line.sku, quantity: line.quantity })),
  });
  return { pushItem, mapOrder };
});
`,
  },
];
