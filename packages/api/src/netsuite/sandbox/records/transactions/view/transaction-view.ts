import type { SandboxEngine } from '../../../engine/sandbox-engine.ts';
import { STATUS_CODES } from '../../../generate/status-codes.ts';
import { type Link, recordUrl, selfLink } from '../../service-url.ts';
import { type SublistName, type TransactionTypeSpec, transactionTypeOfCode } from '../transaction-types.ts';

/**
 * A transaction as NetSuite's record service returns it: fields in alphabetical order after
 * `links`, dates as `YYYY-MM-DD`, references as `{ links, id, refName }`, amounts and quantities
 * positive whatever their sign in SuiteQL, the status as `{ id, refName }` with NetSuite's letter.
 * Sublists are links unless `expandSubResources=true` asks for their lines inline.
 */

type Row = Record<string, unknown>;

export interface ViewOptions {
  readonly base: string;
  readonly expand: boolean;
  readonly timeoutMs: number;
}

interface Reference {
  readonly links: Link[];
  readonly id: string;
  readonly refName?: string;
}

function reference(base: string, type: string, id: unknown, refName: unknown): Reference | undefined {
  if (id === null || id === undefined) return undefined;
  return {
    links: selfLink(recordUrl(base, type, String(id))),
    id: String(id),
    ...(typeof refName === 'string' ? { refName } : {}),
  };
}

/** Items link to the REST type of their kind: inventory items are the type the sandbox serves. */
const ITEM_RECORD_TYPES: Readonly<Record<string, string>> = {
  InvtPart: 'inventoryitem',
  NonInvtPart: 'noninventoryresaleitem',
  Service: 'serviceresaleitem',
};

function orderedFields(links: Link[], fields: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const present = Object.entries(fields).filter(([, value]) => value !== null && value !== undefined);
  present.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { links, ...Object.fromEntries(present) };
}

const HEADER_SQL = `
  select h."id", h."tranid", h."type", to_char(h."trandate", 'YYYY-MM-DD') as "trandate",
         to_char(h."duedate", 'YYYY-MM-DD') as "duedate", to_char(h."createddate", 'YYYY-MM-DD') as "createddate",
         h."entity", coalesce((select e."entityid" from "customer" e where e."id" = h."entity"),
                              (select e."entityid" from "vendor" e where e."id" = h."entity")) as "entityname",
         h."status", h."currency", (select c."name" from "currency" c where c."id" = h."currency") as "currencyname",
         h."exchangerate"::float8 as "exchangerate", h."foreigntotal"::float8 as "total",
         h."foreignamountpaid"::float8 as "paid", h."foreignamountunpaid"::float8 as "unpaid",
         h."memo", h."otherrefnum", h."externalid", h."createdfrom",
         f."type" as "createdfromtype", f."tranid" as "createdfromtranid",
         h."subsidiary", (select s."fullname" from "subsidiary" s where s."id" = h."subsidiary") as "subsidiaryname",
         h."employee", (select e."entityid" from "employee" e where e."id" = h."employee") as "employeename",
         m."location", (select l."fullname" from "location" l where l."id" = m."location") as "locationname",
         a."account", (select n."displaynamewithhierarchy" from "account" n where n."id" = a."account") as "accountname"
    from "transaction" h
    left join "transaction" f on f."id" = h."createdfrom"
    left join "transactionline" m on m."transaction" = h."id" and m."id" = 0
    left join "transactionaccountingline" a on a."transaction" = h."id" and a."transactionline" = 0 and a."accountingbook" = 1
   where h."id" = $1 and h."type" = $2`;

const LINES_SQL = `
  select l."id", l."item", i."itemid", i."itemtype", abs(l."quantity")::float8 as "quantity", l."rate"::float8 as "rate",
         abs(l."foreignamount")::float8 as "amount", l."memo", l."isclosed",
         l."location", (select o."fullname" from "location" o where o."id" = l."location") as "locationname",
         abs(l."quantityshiprecv")::float8 as "shiprecv", abs(l."quantitybilled")::float8 as "billed",
         l."expenseaccount", (select n."displaynamewithhierarchy" from "account" n where n."id" = l."expenseaccount") as "accountname",
         l."department", (select d."fullname" from "department" d where d."id" = l."department") as "departmentname",
         (select min(k."previousline") from "previoustransactionlinelink" k
           where k."nextdoc" = l."transaction" and k."nextline" = l."id" and k."linktype" in ('ShipRcpt', 'OrdBill')) as "orderline"
    from "transactionline" l left join "item" i on i."id" = l."item"
   where l."transaction" = $1 and l."mainline" = 'F'
   order by l."id"`;

const APPLY_SQL = `
  select k."previousdoc" as "doc", d."type", d."tranid", k."foreignamount"::float8 as "amount",
         d."foreigntotal"::float8 as "total", d."foreignamountunpaid"::float8 as "due", k."nextline" as "line"
    from "previoustransactionlinelink" k join "transaction" d on d."id" = k."previousdoc"
   where k."nextdoc" = $1 and k."linktype" = 'Payment'
   order by k."previousdoc"`;

interface SublistLine {
  readonly line: number;
  readonly fields: Readonly<Record<string, unknown>>;
}

function itemLine(spec: TransactionTypeSpec, base: string, row: Row): SublistLine | undefined {
  if (row.item === null) return undefined;
  const order = spec.code === 'PurchOrd' || spec.code === 'SalesOrd';
  const priced = spec.code !== 'ItemShip';
  const movesGoods = spec.code === 'ItemRcpt' || spec.code === 'ItemShip';
  return {
    line: Number(row.id),
    fields: {
      line: Number(row.id),
      item: reference(base, ITEM_RECORD_TYPES[String(row.itemtype)] ?? 'item', row.item, row.itemid),
      itemType: row.itemtype,
      quantity: row.quantity,
      rate: priced ? row.rate : undefined,
      amount: priced ? row.amount : undefined,
      description: row.memo,
      location: reference(base, 'location', row.location, row.locationname),
      orderLine: order ? undefined : row.orderline,
      itemReceive: movesGoods ? true : undefined,
      isClosed: order ? row.isclosed === 'T' : undefined,
      quantityReceived: spec.code === 'PurchOrd' ? row.shiprecv : undefined,
      quantityFulfilled: spec.code === 'SalesOrd' ? row.shiprecv : undefined,
      quantityBilled: order ? row.billed : undefined,
    },
  };
}

function expenseLine(base: string, row: Row): SublistLine | undefined {
  if (row.item !== null || row.expenseaccount === null) return undefined;
  return {
    line: Number(row.id),
    fields: {
      line: Number(row.id),
      account: reference(base, 'account', row.expenseaccount, row.accountname),
      amount: row.amount,
      memo: row.memo,
      department: reference(base, 'department', row.department, row.departmentname),
      location: reference(base, 'location', row.location, row.locationname),
    },
  };
}

function applyLine(base: string, row: Row): SublistLine {
  const docType = transactionTypeOfCode(String(row.type));
  return {
    line: Number(row.line),
    fields: {
      line: Number(row.line),
      doc: reference(base, docType?.name ?? 'transaction', row.doc, `${docType?.title ?? row.type} #${row.tranid}`),
      apply: true,
      amount: row.amount,
      total: row.total,
      due: row.due,
      refNum: row.tranid,
    },
  };
}

export interface TransactionSublists {
  readonly item: SublistLine[];
  readonly expense: SublistLine[];
  readonly apply: SublistLine[];
}

async function readSublists(
  engine: SandboxEngine,
  spec: TransactionTypeSpec,
  id: number,
  options: ViewOptions,
): Promise<TransactionSublists> {
  const query = { readOnly: true, timeoutMs: options.timeoutMs };
  const lines = spec.sublists.some((name) => name !== 'apply')
    ? (await engine.query<Row>(LINES_SQL, [id], query)).rows
    : [];
  const applied = spec.sublists.includes('apply') ? (await engine.query<Row>(APPLY_SQL, [id], query)).rows : [];
  return {
    item: lines.flatMap((row) => itemLine(spec, options.base, row) ?? []),
    expense: lines.flatMap((row) => expenseLine(options.base, row) ?? []),
    apply: applied.map((row) => applyLine(options.base, row)),
  };
}

function sublistUrl(base: string, spec: TransactionTypeSpec, id: number, sublist: SublistName): string {
  return `${recordUrl(base, spec.name, id)}/${sublist}`;
}

/** A sublist's collection: its lines' links, or the lines themselves when expanded. */
export function sublistCollection(
  base: string,
  spec: TransactionTypeSpec,
  id: number,
  sublist: SublistName,
  lines: readonly SublistLine[],
  expand: boolean,
) {
  const url = sublistUrl(base, spec, id, sublist);
  const items = lines.map((line) => {
    const links = selfLink(`${url}/${line.line}`);
    return expand ? orderedFields(links, line.fields) : { links };
  });
  return { links: selfLink(url), items, totalResults: items.length, count: items.length, hasMore: false, offset: 0 };
}

export function sublistLineView(
  base: string,
  spec: TransactionTypeSpec,
  id: number,
  sublist: SublistName,
  line: SublistLine,
) {
  return orderedFields(selfLink(`${sublistUrl(base, spec, id, sublist)}/${line.line}`), line.fields);
}

export async function readTransactionSublists(
  engine: SandboxEngine,
  spec: TransactionTypeSpec,
  id: number,
  options: ViewOptions,
): Promise<TransactionSublists | undefined> {
  const found = await engine.query(`select 1 from "transaction" where "id" = $1 and "type" = $2`, [id, spec.code], {
    readOnly: true,
    timeoutMs: options.timeoutMs,
  });
  return found.rows.length === 0 ? undefined : readSublists(engine, spec, id, options);
}

export async function readTransactionView(
  engine: SandboxEngine,
  spec: TransactionTypeSpec,
  id: number,
  options: ViewOptions,
): Promise<Record<string, unknown> | undefined> {
  const query = { readOnly: true, timeoutMs: options.timeoutMs };
  const [row] = (await engine.query<Row>(HEADER_SQL, [id, spec.code], query)).rows;
  if (!row) return undefined;
  const { base } = options;
  const sublists = await readSublists(engine, spec, id, options);
  const status = typeof row.status === 'string' ? row.status : null;
  const names: Readonly<Record<string, string>> = STATUS_CODES[spec.code];
  const statusView = status === null ? undefined : { id: status, refName: names[status] ?? status };
  const createdFromType = transactionTypeOfCode(String(row.createdfromtype));
  const fields: Record<string, unknown> = {
    id: String(row.id),
    tranId: row.tranid,
    tranDate: row.trandate,
    createdDate: `${row.createddate}T00:00:00Z`,
    [spec.partyField]: reference(base, spec.party, row.entity, row.entityname),
    subsidiary: reference(base, 'subsidiary', row.subsidiary, row.subsidiaryname),
    currency: reference(base, 'currency', row.currency, row.currencyname),
    exchangeRate: row.exchangerate,
    memo: row.memo,
    externalId: row.externalid,
    status: statusView,
    location: reference(base, 'location', row.location, row.locationname),
    createdFrom: reference(
      base,
      createdFromType?.name ?? 'transaction',
      row.createdfrom,
      createdFromType ? `${createdFromType.title} #${row.createdfromtranid}` : undefined,
    ),
  };
  for (const [name, value] of Object.entries({
    otherRefNum: row.otherrefnum,
    dueDate: row.duedate,
    total: row.total,
    payment: row.total,
    amountPaid: row.paid,
    amountRemaining: row.unpaid,
  })) {
    if (spec.header.fields[name] !== undefined) fields[name] = value;
  }
  if (spec.employeeField) {
    fields[spec.employeeField] = reference(base, 'employee', row.employee, row.employeename);
  }
  if (spec.code === 'SalesOrd') fields.orderStatus = statusView;
  if (spec.sublists.includes('apply')) fields.account = reference(base, 'account', row.account, row.accountname);
  for (const sublist of spec.sublists) {
    const url = sublistUrl(base, spec, id, sublist);
    fields[sublist] = options.expand
      ? sublistCollection(base, spec, id, sublist, sublists[sublist], true)
      : { links: selfLink(url) };
  }
  return orderedFields(selfLink(recordUrl(base, spec.name, id)), fields);
}
