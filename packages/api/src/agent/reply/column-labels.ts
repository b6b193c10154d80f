/**
 * What people call the columns the agent's tables show. The keys are SuiteQL aliases and NetSuite
 * field ids; the labels are the words an operator reads in NetSuite's own screens.
 */
const LABELS: Readonly<Record<string, string>> = {
  id: 'Internal ID',
  internalid: 'Internal ID',
  externalid: 'External ID',
  number: 'Number',
  tranid: 'Document number',
  document_number: 'Document number',
  date: 'Date',
  trandate: 'Date',
  due_date: 'Due date',
  duedate: 'Due date',
  created: 'Created',
  datecreated: 'Created',
  lastmodifieddate: 'Last modified',
  month: 'Month',
  customer: 'Customer',
  vendor: 'Vendor',
  employee: 'Employee',
  entity: 'Name',
  entityid: 'Name',
  companyname: 'Company name',
  status: 'Status',
  amount: 'Amount',
  foreigntotal: 'Amount',
  total: 'Total',
  amount_due: 'Amount due',
  foreignamountunpaid: 'Amount due',
  amountremaining: 'Amount due',
  balance: 'Balance',
  currency: 'Currency',
  exchange_rate: 'Exchange rate',
  exchangerate: 'Exchange rate',
  symbol: 'Code',
  name: 'Name',
  title: 'Title',
  email: 'Email',
  phone: 'Phone',
  subsidiary: 'Subsidiary',
  department: 'Department',
  location: 'Location',
  credit_limit: 'Credit limit',
  creditlimit: 'Credit limit',
  item: 'Item',
  itemid: 'Item',
  item_name: 'Item name',
  displayname: 'Display name',
  type: 'Type',
  price: 'Price',
  baseprice: 'Price',
  cost: 'Cost',
  rate: 'Unit price',
  quantity: 'Quantity',
  line: 'Line',
  count: 'Count',
  invoices: 'Invoices',
  memo: 'Memo',
  not_due: 'Not yet due',
  days_1_30: '1-30 days past due',
  days_31_60: '31-60 days past due',
  days_61_90: '61-90 days past due',
  over_90: 'Over 90 days past due',
  section: 'Section',
  account: 'Account',
  acctnumber: 'Account number',
  on_hand: 'On hand',
  available: 'Available',
  on_order: 'On order',
  committed: 'Committed',
  state: 'State',
  country: 'Country',
  to_receive: 'To receive',
  to_bill: 'To bill',
  to_ship: 'To ship',
  to_invoice: 'To invoice',
  script_id: 'Script ID',
  record_type: 'Record type',
  owner: 'Owner',
  field: 'Field',
  label: 'Label',
  read_only: 'Read-only',
  isinactive: 'Inactive',
};

/** `amountDue`, `amount_due` and `AMOUNT_DUE` as words: `Amount due`. */
function words(key: string): string {
  const spaced = key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_\s-]+/g, ' ')
    .trim()
    .toLowerCase()
    .replace(/\bid\b/g, 'ID');
  return spaced === '' ? key : `${spaced.charAt(0).toUpperCase()}${spaced.slice(1)}`;
}

/**
 * The label of a column. A key ending in the base currency's code (`total_usd`) or in `_base`
 * (`amount_base`) is the same amount in the base currency: `Total (USD)`, `Amount (USD)`.
 */
export function columnLabel(key: string, baseCurrency: string | undefined): string {
  const lower = key.toLowerCase();
  const known = LABELS[lower];
  if (known) return known;
  const base = baseCurrency?.toLowerCase();
  const converted = /^(.+)_([a-z]{3}|base)$/.exec(lower);
  if (converted?.[1] && (converted[2] === 'base' || converted[2] === base)) {
    return `${columnLabel(converted[1], baseCurrency)} (${baseCurrency?.toUpperCase() ?? 'base currency'})`;
  }
  return words(key);
}
