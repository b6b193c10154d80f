import { SAP_CLOSABLE_DOCUMENT_SETS, type SapDocument } from '@erp-agent/core';
import type { SapConnector, SapRecord } from '../../../sap/connector/index.ts';

interface DocumentSource {
  readonly set: string;
  readonly group: SapDocument['group'];
  readonly type: SapDocument['type'];
  readonly prefix: string;
  /** The entity's key, date and line collection, which differ between marketing and inventory documents. */
  readonly key: string;
  readonly number: string;
  readonly date: string;
  readonly lines: string;
  readonly status: (record: SapRecord) => SapDocument['status'];
}

const open = (record: SapRecord) => record.DocumentStatus === 'bost_Open';

/** 001 section 4's statuses read from Service Layer's document status, confirmation and payment. */
function marketing(
  set: string,
  group: SapDocument['group'],
  type: SapDocument['type'],
  prefix: string,
  status: (record: SapRecord) => SapDocument['status'],
): DocumentSource {
  return {
    set,
    group,
    type,
    prefix,
    key: 'DocEntry',
    number: 'DocNum',
    date: 'DocDate',
    lines: 'DocumentLines',
    status: (record) => (record.Cancelled === 'tYES' ? 'cancelled' : status(record)),
  };
}

export const DOCUMENT_SOURCES: readonly DocumentSource[] = [
  marketing('Orders', 'sales', 'Sales Order', 'SO', (r) =>
    open(r) ? (r.Confirmed === 'tNO' ? 'pending' : 'open') : 'delivered',
  ),
  marketing('DeliveryNotes', 'sales', 'Delivery Note', 'DN', (r) => (open(r) ? 'delivered' : 'completed')),
  marketing('Invoices', 'sales', 'A/R Invoice', 'INV', (r) =>
    open(r) ? (Number(r.PaidToDate ?? 0) > 0 ? 'in-progress' : 'open') : 'paid',
  ),
  marketing('PurchaseOrders', 'purchase', 'Purchase Order', 'PO', (r) =>
    open(r) ? (r.Confirmed === 'tNO' ? 'pending' : 'approved') : 'received',
  ),
  marketing('PurchaseDeliveryNotes', 'purchase', 'Goods Receipt PO', 'GRPO', (r) =>
    open(r) ? 'received' : 'completed',
  ),
  marketing('PurchaseInvoices', 'purchase', 'A/P Invoice', 'AP', (r) => (open(r) ? 'open' : 'paid')),
  {
    set: 'StockTransfers',
    group: 'inventory',
    type: 'Inventory Transfer',
    prefix: 'IT',
    key: 'DocEntry',
    number: 'DocNum',
    date: 'DocDate',
    lines: 'StockTransferLines',
    status: (r) => (open(r) ? 'in-progress' : 'completed'),
  },
  {
    set: 'InventoryCountings',
    group: 'inventory',
    type: 'Inventory Counting',
    prefix: 'IC',
    key: 'DocumentEntry',
    number: 'DocumentNumber',
    date: 'CountDate',
    lines: 'InventoryCountingLines',
    status: (r) => (r.DocumentStatus === 'cdsOpen' ? 'in-progress' : 'completed'),
  },
  {
    set: 'InventoryPostings',
    group: 'inventory',
    type: 'Inventory Posting',
    prefix: 'IP',
    key: 'DocumentEntry',
    number: 'DocumentNumber',
    date: 'PostingDate',
    lines: 'InventoryPostingLines',
    status: () => 'posted',
  },
];

/** 001 section 9: a document is active while open, pending or in progress. */
export function isActiveDocument(document: SapDocument): boolean {
  return document.status === 'open' || document.status === 'pending' || document.status === 'in-progress';
}

const PRIORITY = { H: 'high', M: 'medium', L: 'low' } as const;

function day(value: unknown): string | null {
  return typeof value === 'string' && value.length >= 10 ? value.slice(0, 10) : null;
}

/** The newest documents of each kind this many at most: a real company's history is long. */
export const DOCUMENTS_PER_KIND = 500;

/**
 * Every kind of document the SAP documents screen shows, read from Service Layer and named as
 * people name them, with their owner (the sales employee) and priority (the `U_Priority` user
 * field, where the company has it).
 */
export async function loadDocuments(
  sap: SapConnector,
  signal?: AbortSignal,
): Promise<{ documents: SapDocument[]; truncated: boolean }> {
  const salesPersons = await sap.query('SalesPersons', {
    select: ['SalesEmployeeCode', 'SalesEmployeeName'],
    maxRows: 1000,
    ...(signal ? { signal } : {}),
  });
  const owners = new Map(
    salesPersons.rows.map((row) => [Number(row.SalesEmployeeCode), String(row.SalesEmployeeName)]),
  );
  const results = await Promise.all(
    DOCUMENT_SOURCES.map(async (source) => {
      const result = await sap.query(source.set, {
        orderBy: `${source.key} desc`,
        maxRows: DOCUMENTS_PER_KIND,
        ...(signal ? { signal } : {}),
      });
      return { source, result };
    }),
  );
  const documents = results.flatMap(({ source, result }) =>
    result.rows.map((record) => documentView(source, record, owners)),
  );
  documents.sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
  return { documents, truncated: results.some(({ result }) => result.truncated) };
}

const CLOSABLE: ReadonlySet<string> = new Set(SAP_CLOSABLE_DOCUMENT_SETS);

/** One Service Layer document as the screen shows it; `owners` names the sales employees by code. */
export function documentView(
  source: DocumentSource,
  record: SapRecord,
  owners: ReadonlyMap<number, string>,
): SapDocument {
  const party =
    record.CardName ??
    (source.set === 'StockTransfers'
      ? `${record.FromWarehouse} → ${record.ToWarehouse}`
      : firstWarehouse(record, source.lines));
  const owner = owners.get(Number(record.SalesPersonCode));
  return {
    id: `${source.prefix} ${record[source.number]}`,
    entitySet: source.set,
    key: Number(record[source.key]),
    group: source.group,
    type: source.type,
    party: String(party ?? ''),
    amount: typeof record.DocTotal === 'number' ? record.DocTotal : null,
    currency: typeof record.DocCurrency === 'string' ? record.DocCurrency : null,
    status: source.status(record),
    date: day(record[source.date]) ?? '',
    dueDate: day(record.DocDueDate ?? record.DueDate),
    items: Array.isArray(record[source.lines]) ? (record[source.lines] as unknown[]).length : 0,
    owner: owner && Number(record.SalesPersonCode) !== -1 ? owner : null,
    priority:
      typeof record.U_Priority === 'string' ? (PRIORITY[record.U_Priority as keyof typeof PRIORITY] ?? null) : null,
    closable: CLOSABLE.has(source.set) && open(record) && record.Cancelled !== 'tYES',
  };
}

function firstWarehouse(record: SapRecord, lines: string): string | undefined {
  const rows = record[lines];
  if (!Array.isArray(rows) || rows.length === 0) return undefined;
  const warehouse = (rows[0] as SapRecord).WarehouseCode;
  return typeof warehouse === 'string' ? `Warehouse ${warehouse}` : undefined;
}
