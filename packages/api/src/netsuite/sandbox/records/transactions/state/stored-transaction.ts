import type { SandboxEngine } from '../../../engine/sandbox-engine.ts';
import type { TransactionType } from '../../../generate/status-codes.ts';

/**
 * A saved transaction as the writes need it: its header, its main line's base amount, and each
 * line with its item's type and accounts and what has been done against it so far (received or
 * fulfilled, billed, paid), read from the lines' counters and the links to later documents.
 * Amounts are cents; quantities and cents are unsigned where the name says so.
 */

export interface StoredLine {
  /** The line id, 1 upwards; what a transform's `orderLine` names. */
  readonly id: number;
  readonly item: number | null;
  readonly itemId: string | null;
  readonly itemType: string | null;
  /** As stored: negative on sales documents. */
  readonly quantity: number;
  readonly rate: number | null;
  readonly foreignCents: number;
  readonly baseCents: number;
  readonly location: number | null;
  readonly department: number | null;
  readonly memo: string | null;
  readonly closed: boolean;
  readonly expenseAccount: number | null;
  /** Units received or fulfilled, and units billed. */
  readonly shipRecv: number;
  readonly billed: number;
  /** Transaction-currency cents already received and billed, from the links to those documents. */
  readonly receivedCents: number;
  readonly billedCents: number;
  readonly billedBaseCents: number;
  readonly itemCost: number | null;
  readonly incomeAccount: number | null;
  readonly cogsAccount: number | null;
  readonly assetAccount: number | null;
  readonly itemExpenseAccount: number | null;
}

export interface StoredTransaction {
  readonly id: number;
  readonly type: TransactionType;
  readonly tranid: string;
  readonly trandate: string;
  readonly entity: number | null;
  readonly status: string | null;
  readonly currency: number;
  readonly exchangeRate: number;
  readonly totalCents: number | null;
  readonly paidCents: number;
  readonly subsidiary: number;
  readonly employee: number | null;
  readonly location: number | null;
  readonly memo: string | null;
  readonly mainBaseCents: number;
  /** Base-currency cents the payments applied so far have cleared. */
  readonly paidBaseCents: number;
  readonly lines: readonly StoredLine[];
}

const cents = (value: unknown): number => Math.round(Number(value ?? 0) * 100);
const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

const HEADER_SQL = `
  select h."id", h."type", h."tranid", to_char(h."trandate", 'YYYY-MM-DD') as "trandate", h."entity", h."status",
         h."currency", h."exchangerate", h."foreigntotal", h."foreignamountpaid", h."subsidiary", h."employee", h."memo",
         m."location", m."netamount" as "mainbase",
         (select coalesce(sum(k."amount"), 0) from "previoustransactionlinelink" k
           where k."previousdoc" = h."id" and k."linktype" = 'Payment') as "paidbase"
    from "transaction" h
    left join "transactionline" m on m."transaction" = h."id" and m."id" = 0
   where h."id" = $1`;

const LINES_SQL = `
  select l."id", l."item", i."itemid", i."itemtype", l."quantity", l."rate", l."foreignamount", l."netamount",
         l."location", l."department", l."memo", l."isclosed", l."expenseaccount", l."quantityshiprecv", l."quantitybilled",
         i."cost", i."incomeaccount", i."cogsaccount", i."assetaccount", i."expenseaccount" as "itemexpenseaccount",
         (select coalesce(sum(k."foreignamount"), 0) from "previoustransactionlinelink" k
           where k."previousdoc" = l."transaction" and k."previousline" = l."id" and k."linktype" = 'ShipRcpt') as "receivedforeign",
         (select coalesce(sum(k."foreignamount"), 0) from "previoustransactionlinelink" k
           where k."previousdoc" = l."transaction" and k."previousline" = l."id" and k."linktype" = 'OrdBill') as "billedforeign",
         (select coalesce(sum(k."amount"), 0) from "previoustransactionlinelink" k
           where k."previousdoc" = l."transaction" and k."previousline" = l."id" and k."linktype" = 'OrdBill') as "billedbase"
    from "transactionline" l
    left join "item" i on i."id" = l."item"
   where l."transaction" = $1 and l."mainline" = 'F'
   order by l."id"`;

type Row = Record<string, unknown>;

function storedLine(row: Row): StoredLine {
  return {
    id: Number(row.id),
    item: numberOrNull(row.item),
    itemId: (row.itemid as string | null) ?? null,
    itemType: (row.itemtype as string | null) ?? null,
    quantity: Number(row.quantity ?? 0),
    rate: numberOrNull(row.rate),
    foreignCents: cents(row.foreignamount),
    baseCents: cents(row.netamount),
    location: numberOrNull(row.location),
    department: numberOrNull(row.department),
    memo: (row.memo as string | null) ?? null,
    closed: row.isclosed === 'T',
    expenseAccount: numberOrNull(row.expenseaccount),
    shipRecv: Math.abs(Number(row.quantityshiprecv ?? 0)),
    billed: Math.abs(Number(row.quantitybilled ?? 0)),
    receivedCents: cents(row.receivedforeign),
    billedCents: cents(row.billedforeign),
    billedBaseCents: cents(row.billedbase),
    itemCost: numberOrNull(row.cost),
    incomeAccount: numberOrNull(row.incomeaccount),
    cogsAccount: numberOrNull(row.cogsaccount),
    assetAccount: numberOrNull(row.assetaccount),
    itemExpenseAccount: numberOrNull(row.itemexpenseaccount),
  };
}

export async function readStoredTransaction(
  engine: SandboxEngine,
  id: number,
  timeoutMs: number,
): Promise<StoredTransaction | undefined> {
  const options = { readOnly: true, timeoutMs };
  const [header] = (await engine.query<Row>(HEADER_SQL, [id], options)).rows;
  if (!header) return undefined;
  const lines = (await engine.query<Row>(LINES_SQL, [id], options)).rows.map(storedLine);
  return {
    id: Number(header.id),
    type: header.type as TransactionType,
    tranid: String(header.tranid),
    trandate: String(header.trandate),
    entity: numberOrNull(header.entity),
    status: (header.status as string | null) ?? null,
    currency: Number(header.currency),
    exchangeRate: Number(header.exchangerate),
    totalCents: header.foreigntotal === null ? null : cents(header.foreigntotal),
    paidCents: cents(header.foreignamountpaid),
    subsidiary: Number(header.subsidiary),
    employee: numberOrNull(header.employee),
    location: numberOrNull(header.location),
    memo: (header.memo as string | null) ?? null,
    mainBaseCents: cents(header.mainbase),
    paidBaseCents: cents(header.paidbase),
    lines,
  };
}
