import type { QueryColumn } from './query-column.ts';
import type {
  AggregateSpec,
  Comparator,
  Filter,
  MoneyMeasure,
  Period,
  QuantityMeasure,
  QuerySpec,
  SortField,
  StockState,
} from './query-spec.ts';
import { inBaseCurrency, type RecordKind, type RecordSpec, recordSpec, type ShownColumn } from './record-catalog.ts';
import { sqlDate, sqlId, sqlNumber, sqlString, sqlWordsInOrder } from './suiteql-literals.ts';

/**
 * Turns what the planner understood into SuiteQL. Only NetSuite's own tables, columns and
 * functions are used, so every query runs unchanged on a real account; every value from the
 * user's words goes through a literal helper.
 */

/** A query with the type of each column it returns, so rows can be typed for display. */
export interface BuiltQuery {
  readonly sql: string;
  readonly columns: readonly QueryColumn[];
}

/** The party whose address a region filter reads, for records that have one. */
function addressOwner(spec: RecordSpec): { table: string; idSql: string } | { addressSql: string } | undefined {
  if (spec.addressSql) return { addressSql: spec.addressSql };
  if (spec.party && spec.party.kind !== 'employee') return { table: spec.party.kind, idSql: spec.party.sql };
  return undefined;
}

function regionCondition(spec: RecordSpec, level: 'state' | 'country' | 'city', code: string): string {
  const owner = addressOwner(spec);
  if (!owner) throw new RangeError(`${spec.plural} have no address to filter by ${level}`);
  const match = `ea.${level} = ${sqlString(code)}`;
  if ('addressSql' in owner) {
    return `EXISTS (SELECT 1 FROM entityaddress ea WHERE ea.nkey = ${owner.addressSql} AND ${match})`;
  }
  return `EXISTS (SELECT 1 FROM ${owner.table} p JOIN entityaddress ea ON ea.nkey = p.defaultbillingaddress WHERE p.id = ${owner.idSql} AND ${match})`;
}

/** A condition on the transaction's lines: the item they sell, the location or department they post to. */
function lineCondition(spec: RecordSpec, column: string, id: string): string {
  return `EXISTS (SELECT 1 FROM transactionline tl WHERE tl.transaction = ${spec.alias}.id AND tl.${column} = ${sqlId(id)})`;
}

const COMPARATOR_SQL = { gt: '>', gte: '>=', lt: '<', lte: '<=', eq: '=' } as const;

/** `column <op> value`, or BETWEEN for a range. */
function compare(column: string, comparator: Comparator, value: number, upper?: number): string {
  if (comparator === 'between') return `${column} BETWEEN ${sqlNumber(value)} AND ${sqlNumber(upper ?? value)}`;
  return `${column} ${COMPARATOR_SQL[comparator]} ${sqlNumber(value)}`;
}

/**
 * Days past due as a condition on the due date, so the column keeps its index: more than 30
 * days overdue is a due date before today less 30 days.
 */
function overdueDays(dueDate: string, days: { comparator: Comparator; value: number; upper?: number }): string {
  const edge = (n: number) => (n === 0 ? 'TRUNC(SYSDATE)' : `TRUNC(SYSDATE) - ${sqlNumber(n)}`);
  switch (days.comparator) {
    case 'gt':
      return `${dueDate} < ${edge(days.value)}`;
    case 'gte':
      return `${dueDate} <= ${edge(days.value)}`;
    // "Overdue by fewer than 15 days" is still overdue: past its due date, by less than 15 days.
    case 'lt':
      return `${dueDate} > ${edge(days.value)} AND ${dueDate} < TRUNC(SYSDATE)`;
    case 'lte':
      return `${dueDate} >= ${edge(days.value)} AND ${dueDate} < TRUNC(SYSDATE)`;
    case 'eq':
      return `${dueDate} = ${edge(days.value)}`;
    // "Between 30 and 90 days late": due from 90 days ago up to 30 days ago, both included.
    case 'between':
      return days.upper === undefined
        ? `${dueDate} <= ${edge(days.value)}`
        : `${dueDate} <= ${edge(days.value)} AND ${dueDate} >= ${edge(days.upper)}`;
  }
}

const QUANTITY_COLUMNS: Readonly<Record<QuantityMeasure, string>> = {
  available: 'quantityavailable',
  onhand: 'quantityonhand',
  onorder: 'quantityonorder',
  backordered: 'quantitybackordered',
};

/** A stock state of one item-location row. */
function stockCondition(row: string, state: StockState): string {
  switch (state) {
    case 'low':
      return `${row}.reorderpoint > 0 AND ${row}.quantityavailable <= ${row}.reorderpoint`;
    case 'below_reorder':
      return `${row}.quantityavailable < ${row}.reorderpoint`;
    case 'out':
      return `${row}.quantityavailable <= 0`;
    case 'in':
      return `${row}.quantityavailable > 0`;
  }
}

/** An item's quantity summed over its locations. */
const itemQuantity = (alias: string, measure: QuantityMeasure) =>
  `(SELECT SUM(ils.${QUANTITY_COLUMNS[measure]}) FROM inventoryitemlocations ils WHERE ils.item = ${alias}.id)`;

function requireColumn(column: string | undefined, spec: RecordSpec, what: string): string {
  if (column === undefined) throw new RangeError(`${spec.plural} have no ${what}`);
  return column;
}

/** The column of a money measure: the amount (an item's price), what is still owed, or a cost. */
function moneyColumn(spec: RecordSpec, measure: MoneyMeasure): string {
  const column = { amount: spec.amountSql, balance: spec.balanceSql, cost: spec.costSql }[measure];
  return requireColumn(column, spec, measure === 'amount' ? 'amount' : measure);
}

/** `NOT (...)` when negated: "outside the US", "except this month". */
const negated = (condition: string, negate: boolean | undefined) => (negate ? `NOT (${condition})` : condition);

/** A transaction's amount in the base currency, inside a subquery over `x`. */
const xInBase = (column: string) => `${column} * (SELECT xc.exchangerate FROM currency xc WHERE xc.id = x.currency)`;

/**
 * Conditions on the transactions `x` an entity has: their type, statuses, dates, and whether
 * they are past due. Shared by "has" (any such transaction) and "activity" (how many, how much).
 */
function transactionConditions(filter: {
  record?: RecordKind;
  codes?: readonly string[];
  overdue?: boolean;
  overdueDays?: { comparator: Comparator; value: number; upper?: number };
  notDue?: boolean;
  from?: string;
  to?: string;
  dateField?: 'date' | 'due';
}): string[] {
  const inner = filter.record ? recordSpec(filter.record) : undefined;
  const dated = filter.dateField === 'due' ? 'x.duedate' : 'x.trandate';
  return [
    ...(inner?.transactionType ? [`x.type = ${sqlString(inner.transactionType)}`] : []),
    ...(filter.codes ? [`x.status IN (${filter.codes.map(sqlString).join(', ')})`] : []),
    ...(filter.overdue
      ? [
          filter.overdueDays ? overdueDays('x.duedate', filter.overdueDays) : 'x.duedate < TRUNC(SYSDATE)',
          'x.foreignamountunpaid > 0',
        ]
      : []),
    ...(filter.notDue ? ['x.duedate >= TRUNC(SYSDATE)', 'x.foreignamountunpaid > 0'] : []),
    ...(filter.from ? [`${dated} >= ${sqlDate(filter.from)}`] : []),
    ...(filter.to ? [`${dated} <= ${sqlDate(filter.to)}`] : []),
  ];
}

const X_MONEY: Readonly<Record<MoneyMeasure, string>> = {
  amount: 'x.foreigntotal',
  balance: 'x.foreignamountunpaid',
  cost: 'x.foreigntotal',
};

function condition(spec: RecordSpec, filter: Filter): string {
  const a = spec.alias;
  switch (filter.kind) {
    case 'status':
      return `${a}.status IN (${filter.codes.map(sqlString).join(', ')})`;
    case 'money':
      return compare(moneyColumn(spec, filter.measure), filter.comparator, filter.value, filter.upper);
    case 'quantity':
      if (spec.kind === 'itemLocation')
        return compare(`${a}.${QUANTITY_COLUMNS[filter.measure]}`, filter.comparator, filter.value);
      if (spec.kind === 'item') {
        return `${a}.itemtype = 'InvtPart' AND ${compare(`NVL(${itemQuantity(a, filter.measure)}, 0)`, filter.comparator, filter.value)}`;
      }
      throw new RangeError(`${spec.plural} have no stock quantities`);
    case 'stock':
      if (spec.kind === 'itemLocation') return stockCondition(a, filter.state);
      if (spec.kind === 'item') {
        return `EXISTS (SELECT 1 FROM inventoryitemlocations ils WHERE ils.item = ${a}.id AND ${stockCondition('ils', filter.state)})`;
      }
      throw new RangeError(`${spec.plural} have no stock`);
    case 'date': {
      // "Created" is the record's own date: a transaction's date, an entity's creation date.
      const column = requireColumn(filter.field === 'due' ? spec.dueDateSql : spec.dateSql, spec, 'date');
      const parts = [
        ...(filter.from ? [`${column} >= ${sqlDate(filter.from)}`] : []),
        ...(filter.to ? [`${column} <= ${sqlDate(filter.to)}`] : []),
      ];
      return parts.length > 0 ? negated(parts.join(' AND '), filter.negate) : '1 = 1';
    }
    case 'notDue':
      return `${requireColumn(spec.dueDateSql, spec, 'due date')} >= TRUNC(SYSDATE) AND ${requireColumn(spec.balanceSql, spec, 'balance')} > 0`;
    case 'overCreditLimit':
      // The open invoices are in the customer's currency, as its credit limit is.
      if (spec.kind !== 'customer') throw new RangeError(`${spec.plural} have no credit limit`);
      return `${a}.creditlimit IS NOT NULL AND NVL((SELECT SUM(x.foreignamountunpaid) FROM transaction x WHERE x.entity = ${a}.id AND x.type = 'CustInvc' AND x.status = 'A'), 0) > ${a}.creditlimit`;
    case 'paidIn': {
      // NetSuite links each payment to what it pays (previoustransactionlinelink, linktype 'Payment').
      if (!spec.balanceSql) throw new RangeError(`${spec.plural} are not paid`);
      const dated = [
        ...(filter.from ? [`p.trandate >= ${sqlDate(filter.from)}`] : []),
        ...(filter.to ? [`p.trandate <= ${sqlDate(filter.to)}`] : []),
      ];
      // A payment, not a credit applied the same way.
      const payment = spec.transactionType === 'VendBill' ? 'VendPymt' : 'CustPymt';
      return `EXISTS (SELECT 1 FROM previoustransactionlinelink pl JOIN transaction p ON p.id = pl.nextdoc WHERE pl.previousdoc = ${a}.id AND pl.linktype = 'Payment' AND p.type = '${payment}'${dated.map((part) => ` AND ${part}`).join('')})`;
    }
    case 'overdue': {
      const due = requireColumn(spec.dueDateSql, spec, 'due date');
      const late = filter.days ? overdueDays(due, filter.days) : `${due} < TRUNC(SYSDATE)`;
      return `${late} AND ${requireColumn(spec.balanceSql, spec, 'balance')} > 0`;
    }
    case 'party':
      return `${requireColumn(spec.party?.sql, spec, filter.party)} ${filter.negate ? '<>' : '='} ${sqlId(filter.id)}`;
    case 'parties': {
      const ids = filter.ids.map(sqlId).join(', ');
      if (spec.table !== 'transaction')
        throw new RangeError(`${spec.plural} are not filtered by the ${filter.party}s shown`);
      if (filter.party === 'item')
        return `EXISTS (SELECT 1 FROM transactionline tl WHERE tl.transaction = ${a}.id AND tl.item IN (${ids}))`;
      return `${requireColumn(spec.party?.sql, spec, filter.party)} IN (${ids})`;
    }
    case 'rep':
      if (spec.kind === 'customer') return `${a}.salesrep = ${sqlId(filter.id)}`;
      // A sale's customers looked after by the rep: the customer's rep, as "Kate's customers" says.
      if (spec.party?.kind === 'customer')
        return `EXISTS (SELECT 1 FROM customer rc WHERE rc.id = ${requireColumn(spec.party.sql, spec, 'customer')} AND rc.salesrep = ${sqlId(filter.id)})`;
      throw new RangeError(`${spec.plural} have no sales rep`);
    case 'item':
      if (spec.kind === 'itemLocation') return `${a}.item = ${sqlId(filter.id)}`;
      return lineCondition(spec, 'item', filter.id);
    case 'location':
      if (spec.table === 'transaction') return lineCondition(spec, 'location', filter.id);
      if (spec.kind === 'itemLocation') return `${a}.location = ${sqlId(filter.id)}`;
      if (spec.kind === 'employee') return `${a}.location = ${sqlId(filter.id)}`;
      throw new RangeError(`${spec.plural} have no location`);
    case 'department':
      if (spec.table === 'transaction') return lineCondition(spec, 'department', filter.id);
      if (spec.kind === 'employee') return `${a}.department = ${sqlId(filter.id)}`;
      throw new RangeError(`${spec.plural} have no department`);
    case 'subsidiary':
      return `${a}.subsidiary = ${sqlId(filter.id)}`;
    case 'region':
      return negated(regionCondition(spec, filter.level, filter.code), filter.negate);
    case 'currency': {
      // Transactions are in a currency of their own; customers and vendors trade in theirs.
      if (spec.table !== 'transaction' && spec.kind !== 'customer' && spec.kind !== 'vendor')
        throw new RangeError(`${spec.plural} have no currency`);
      return `${a}.currency IN (SELECT cu.id FROM currency cu WHERE cu.symbol = ${sqlString(filter.code)})`;
    }
    case 'salesRep':
      if (spec.kind !== 'employee') throw new RangeError(`${spec.plural} are not sales reps`);
      return `${a}.issalesrep = ${filter.salesRep ? "'T'" : "'F'"}`;
    case 'active':
      return `${requireColumn(spec.inactiveSql, spec, 'active flag')} = ${filter.active ? "'F'" : "'T'"}`;
    case 'field':
      return `${a}.${filter.field} IS ${filter.present ? 'NOT NULL' : 'NULL'}`;
    case 'name':
      return `LOWER(${spec.nameSql}) LIKE ${sqlWordsInOrder(filter.contains)}`;
    case 'number': {
      const column = spec.table === 'transaction' ? `${a}.tranid` : spec.nameSql;
      return `UPPER(${column}) IN (${filter.values.map((value) => sqlString(value.toUpperCase())).join(', ')})`;
    }
    case 'id':
      return `${a}.id ${filter.negate ? '<>' : '='} ${sqlId(filter.id)}`;
    case 'has': {
      const inner = filter.record ? recordSpec(filter.record) : undefined;
      if ((inner && !inner.transactionType) || spec.table === 'transaction') {
        throw new RangeError(`${spec.plural} cannot be filtered by their ${inner?.plural ?? 'transactions'}`);
      }
      // An item has a transaction through its lines; a customer or vendor is the transaction's entity.
      const byLine = spec.kind === 'item';
      const conditions = [
        byLine ? `xl.item = ${a}.id` : `${partyColumn(spec)} = ${a}.id`,
        ...transactionConditions(filter),
        ...(filter.money
          ? [
              compare(
                xInBase(X_MONEY[filter.money.measure]),
                filter.money.comparator,
                filter.money.value,
                filter.money.upper,
              ),
            ]
          : []),
      ];
      const from = byLine ? 'transactionline xl JOIN transaction x ON x.id = xl.transaction' : 'transaction x';
      return `${filter.absent ? 'NOT EXISTS' : 'EXISTS'} (SELECT 1 FROM ${from} WHERE ${conditions.join(' AND ')})`;
    }
    case 'activity': {
      const inner = filter.record ? recordSpec(filter.record) : undefined;
      if ((inner && !inner.transactionType) || spec.table === 'transaction') {
        throw new RangeError(`${spec.plural} cannot be measured by their ${inner?.plural ?? 'transactions'}`);
      }
      const byLine = spec.kind === 'item';
      const conditions = [
        byLine ? `xl.item = ${a}.id` : `${partyColumn(spec)} = ${a}.id`,
        ...transactionConditions(filter),
      ];
      // Sales lines are credits, so units and amounts on lines are taken unsigned.
      const measured = {
        count: byLine ? 'COUNT(DISTINCT x.id)' : 'COUNT(*)',
        amount: byLine ? `SUM(${xInBase('ABS(xl.foreignamount)')})` : `SUM(${xInBase('x.foreigntotal')})`,
        balance: `SUM(${xInBase('x.foreignamountunpaid')})`,
        quantity: 'SUM(ABS(xl.quantity))',
      }[filter.measure];
      if (filter.measure === 'quantity' && !byLine) throw new RangeError(`${spec.plural} have no units`);
      const from = byLine ? `transactionline xl JOIN transaction x ON x.id = xl.transaction` : 'transaction x';
      const lines = byLine ? " AND xl.mainline = 'F'" : '';
      return compare(
        `NVL((SELECT ${measured} FROM ${from} WHERE ${conditions.join(' AND ')}${lines}), 0)`,
        filter.comparator,
        filter.value,
        filter.upper,
      );
    }
  }
}

/** The column of a transaction `x` naming the entity: its customer or vendor, or for an employee the sales rep. */
function partyColumn(spec: RecordSpec): string {
  return spec.kind === 'employee' ? 'x.employee' : 'x.entity';
}

function whereClause(spec: RecordSpec, filters: readonly Filter[]): string {
  const conditions = [
    ...(spec.transactionType ? [`${spec.alias}.type = ${sqlString(spec.transactionType)}`] : []),
    ...filters.map((filter) => condition(spec, filter)),
  ];
  return conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : '';
}

/** Amounts of transactions in several currencies compare only once in one currency: the base. */
function comparable(spec: RecordSpec, sql: string): string {
  return spec.table === 'transaction' ? inBaseCurrency(sql) : sql;
}

function sortColumn(spec: RecordSpec, field: SortField): string {
  switch (field) {
    case 'amount':
      return comparable(spec, requireColumn(spec.amountSql, spec, 'amount'));
    case 'balance':
      return comparable(spec, requireColumn(spec.balanceSql, spec, 'balance'));
    case 'date':
    case 'created':
      return requireColumn(spec.dateSql, spec, 'date');
    case 'due':
      return requireColumn(spec.dueDateSql, spec, 'due date');
    case 'name':
      return spec.nameSql;
  }
}

function orderBy(spec: RecordSpec, query: QuerySpec): string {
  const tieBreak = spec.tieBreakSql ?? `${spec.alias}.id`;
  if (query.sort) {
    const direction = query.sort.direction.toUpperCase();
    return ` ORDER BY ${sortColumn(spec, query.sort.field)} ${direction}, ${tieBreak} ${direction}`;
  }
  if (spec.dateSql && spec.table === 'transaction') return ` ORDER BY ${spec.dateSql} DESC, ${tieBreak} DESC`;
  return ` ORDER BY ${spec.nameSql}, ${tieBreak}`;
}

/** The display name of a line's item, beside the item's code that `BUILTIN.DF` gives. */
const ITEM_NAME_SQL = '(SELECT i.displayname FROM item i WHERE i.id = tl.item)';

const fetchFirst = (limit: number | undefined) => (limit === undefined ? '' : ` FETCH FIRST ${limit} ROWS ONLY`);

const select = (columns: readonly ShownColumn[]) =>
  columns.map((column) => `${column.sql} AS ${column.key}`).join(', ');

/** Extra columns a filter makes worth showing: the state a "customers in California" list is about. */
function columnsFor(spec: RecordSpec, query: QuerySpec): ShownColumn[] {
  const columns = [...spec.columns];
  const overdue = query.filters.find((filter) => filter.kind === 'overdue');
  if (overdue?.kind === 'overdue' && overdue.days && spec.dueDateSql) {
    columns.push({ key: 'days_overdue', sql: `TRUNC(SYSDATE) - ${spec.dueDateSql}`, type: 'number' });
  }
  if (spec.kind === 'item' && query.filters.some((filter) => filter.kind === 'quantity' || filter.kind === 'stock')) {
    columns.push(
      { key: 'available', sql: `NVL(${itemQuantity(spec.alias, 'available')}, 0)`, type: 'number' },
      { key: 'on_hand', sql: `NVL(${itemQuantity(spec.alias, 'onhand')}, 0)`, type: 'number' },
    );
  }
  const region = query.filters.find((filter) => filter.kind === 'region');
  if (region && spec.addressSql) {
    columns.push({
      key: region.level,
      sql: `(SELECT ea.${region.level} FROM entityaddress ea WHERE ea.nkey = ${spec.addressSql})`,
      type: 'text',
    });
  }
  return columns;
}

export function buildListQuery(query: QuerySpec): BuiltQuery {
  const spec = recordSpec(query.record);
  if (query.lines) return buildLinesQuery(spec, query);
  const columns = columnsFor(spec, query);
  return {
    sql: `SELECT ${select(columns)} FROM ${spec.table} ${spec.alias}${whereClause(spec, query.filters)}${orderBy(spec, query)}${fetchFirst(query.limit)}`,
    columns,
  };
}

/**
 * The item lines of transactions, one row each: what was sold or bought, how many and for how
 * much. Quantities and amounts are shown unsigned (NetSuite posts sales lines as credits).
 */
function buildLinesQuery(spec: RecordSpec, query: QuerySpec): BuiltQuery {
  if (spec.table !== 'transaction') throw new RangeError(`${spec.plural} have no lines`);
  const a = spec.alias;
  const columns: ShownColumn[] = [
    { key: 'id', sql: `${a}.id`, type: 'id' },
    { key: 'number', sql: `${a}.tranid`, type: 'text' },
    { key: 'date', sql: `TO_CHAR(${a}.trandate, 'YYYY-MM-DD')`, type: 'date' },
    ...(spec.party ? [{ key: spec.party.kind, sql: `BUILTIN.DF(${a}.entity)`, type: 'text' } as const] : []),
    // A bill's expense lines name the account they are coded to instead of an item.
    { key: 'item', sql: 'NVL(BUILTIN.DF(tl.item), BUILTIN.DF(tl.expenseaccount))', type: 'text' },
    { key: 'description', sql: '(SELECT i.displayname FROM item i WHERE i.id = tl.item)', type: 'text' },
    { key: 'quantity', sql: 'ABS(tl.quantity)', type: 'number' },
    { key: 'amount', sql: 'ABS(tl.foreignamount)', type: 'money' },
    { key: 'currency', sql: `BUILTIN.DF(${a}.currency)`, type: 'text' },
  ];
  const where = whereClause(spec, query.filters);
  const lineFilter = `tl.mainline = 'F' AND tl.taxline = 'F' AND (tl.item IS NOT NULL OR tl.expenseaccount IS NOT NULL)`;
  return {
    sql: `SELECT ${select(columns)} FROM ${spec.table} ${a} JOIN transactionline tl ON tl.transaction = ${a}.id${where ? `${where} AND ${lineFilter}` : ` WHERE ${lineFilter}`} ORDER BY ${a}.trandate DESC, ${a}.id DESC, tl.linesequencenumber${fetchFirst(query.limit)}`,
    columns,
  };
}

/**
 * One total per period, in the base currency at each currency's exchange rate, from one pass
 * over both periods' transactions.
 */
export function buildPeriodComparisonQuery(
  query: QuerySpec,
  periods: readonly [Period, Period],
  of: MoneyMeasure,
  baseCurrency: string,
): BuiltQuery {
  const spec = recordSpec(query.record);
  const a = spec.alias;
  const date = requireColumn(spec.dateSql, spec, 'date');
  const money = moneyColumn(spec, of);
  if (spec.table !== 'transaction') throw new RangeError(`${spec.plural} have no totals by period`);
  const within = (period: Period) => `${date} >= ${sqlDate(period.from)} AND ${date} <= ${sqlDate(period.to)}`;
  const [first, second] = periods;
  const where = whereClause(spec, query.filters);
  const either = `((${within(first)}) OR (${within(second)}))`;
  const base = baseCurrency.toLowerCase();
  return {
    sql: `SELECT ROUND(SUM(CASE WHEN ${within(first)} THEN ${money} * cu.exchangerate ELSE 0 END), 2) AS first_${base}, SUM(CASE WHEN ${within(first)} THEN 1 ELSE 0 END) AS first_count, ROUND(SUM(CASE WHEN ${within(second)} THEN ${money} * cu.exchangerate ELSE 0 END), 2) AS second_${base}, SUM(CASE WHEN ${within(second)} THEN 1 ELSE 0 END) AS second_count FROM ${spec.table} ${a} JOIN currency cu ON cu.id = ${a}.currency${where ? `${where} AND ${either}` : ` WHERE ${either}`}`,
    columns: [
      { key: `first_${base}`, type: 'money' },
      { key: 'first_count', type: 'number' },
      { key: `second_${base}`, type: 'money' },
      { key: 'second_count', type: 'number' },
    ],
  };
}

export function buildCountQuery(query: QuerySpec): BuiltQuery {
  const spec = recordSpec(query.record);
  return {
    sql: `SELECT COUNT(*) AS count FROM ${spec.table} ${spec.alias}${whereClause(spec, query.filters)}`,
    columns: [{ key: 'count', type: 'number' }],
  };
}

const SUMMARIES = { sum: 'SUM', avg: 'AVG', max: 'MAX', min: 'MIN' } as const;
const SUMMARY_LABELS = { sum: 'Total', avg: 'Average', max: 'Largest', min: 'Smallest' } as const;

/** The measured column of a ranking or a breakdown: money in the base currency, or a count. */
function measureColumn(aggregate: AggregateSpec, key: string, baseCurrency: string): QueryColumn {
  if (aggregate.measure === 'count') return { key, type: 'number', label: 'Count' };
  return { key, type: 'money', label: `${SUMMARY_LABELS[aggregate.measure]} (${baseCurrency})` };
}

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * Sums, averages and rankings. Money adds up per currency: a total across currencies would mean
 * nothing, so the single total is also given in the base currency at each currency's exchange
 * rate (`currency.exchangerate`, NetSuite's rate to the base currency).
 */
export function buildAggregateQuery(aggregate: AggregateSpec, baseCurrency: string): BuiltQuery {
  const spec = recordSpec(aggregate.query.record);
  const a = spec.alias;
  const base = `total_${baseCurrency.toLowerCase()}`;
  const where = whereClause(spec, aggregate.query.filters);
  const money = { amount: spec.amountSql, balance: spec.balanceSql, cost: spec.costSql }[aggregate.of];
  if (aggregate.measure !== 'count' && money === undefined) throw new RangeError(`${spec.plural} have no amount`);
  /** Only the groups whose measure compares as asked. */
  const having = (measureSql: string) =>
    aggregate.having
      ? ` HAVING ${compare(measureSql, aggregate.having.comparator, aggregate.having.value, aggregate.having.upper)}`
      : '';
  const fn = aggregate.measure === 'count' ? 'SUM' : SUMMARIES[aggregate.measure];
  const amount = money ?? '0';
  /** Money to the cent, as it is stated. */
  const cents = (sql: string) => `ROUND(${sql}, 2)`;
  const currencyJoin = spec.table === 'transaction' ? ` JOIN currency cu ON cu.id = ${a}.currency` : '';
  const converted = spec.table === 'transaction' ? `${amount} * cu.exchangerate` : amount;
  const direction = (aggregate.direction ?? 'desc').toUpperCase();
  const limit = fetchFirst(aggregate.top);

  if (aggregate.groupBy === undefined) {
    const perCurrency = spec.table === 'transaction';
    // The ISO code (`GBP`), which the amounts are formatted in and the base currency is compared to.
    const currency = perCurrency ? 'cu.symbol AS currency, ' : '';
    const groups = perCurrency ? ' GROUP BY cu.symbol ORDER BY COUNT(*) DESC' : '';
    return {
      sql: `SELECT ${currency}COUNT(*) AS count, ${cents(`${fn}(${amount})`)} AS total, ${fn}(${converted}) AS ${base} FROM ${spec.table} ${a}${currencyJoin}${where}${groups}`,
      columns: [
        ...(perCurrency ? [{ key: 'currency', type: 'text' } as const] : []),
        { key: 'count', type: 'number' },
        { key: 'total', type: 'money', ...(perCurrency ? { currency: 'row' as const } : {}) },
        // Left unrounded: the grand total across currencies is rounded once, after adding up.
        { key: base, type: 'number' },
      ],
    };
  }

  const measure = aggregate.measure === 'count' ? 'COUNT(*)' : cents(`${fn}(${converted})`);
  const measured = measureColumn(aggregate, base, baseCurrency);
  const counted: QueryColumn = { key: 'count', type: 'number', label: capitalized(spec.plural) };
  const ordered = ` ORDER BY ${aggregate.measure === 'count' ? 'count' : base} ${direction}`;
  switch (aggregate.groupBy) {
    case 'customer':
    case 'vendor':
    case 'employee': {
      // A sale by employee is by its sales rep (the transaction's employee), not its customer.
      const byRep = aggregate.groupBy === 'employee' && spec.party?.kind === 'customer';
      const party = byRep ? `${a}.employee` : spec.party?.sql;
      if (!party) throw new RangeError(`${spec.plural} are not grouped by ${aggregate.groupBy}`);
      const group: QueryColumn = { key: aggregate.groupBy, type: 'text', ...(byRep ? { label: 'Sales rep' } : {}) };
      return {
        sql: `SELECT ${party} AS id, BUILTIN.DF(${party}) AS ${aggregate.groupBy}, COUNT(*) AS count, ${measure} AS ${base} FROM ${spec.table} ${a}${currencyJoin}${where}${byRep ? ` AND ${party} IS NOT NULL` : ''} GROUP BY ${party}, BUILTIN.DF(${party})${having(measure)}${ordered}, ${party}${limit}`,
        columns: [{ key: 'id', type: 'id' }, group, counted, measured],
      };
    }
    case 'item': {
      // Sales lines are credits (negative) and purchase lines debits, as NetSuite posts them.
      const sign = spec.party?.kind === 'customer' ? '-' : '';
      const lineMeasure =
        aggregate.measure === 'count'
          ? 'SUM(ABS(tl.quantity))'
          : cents(`${fn}(${sign}tl.foreignamount * cu.exchangerate)`);
      // "Top items by units sold" ranks by quantity; otherwise by the measure.
      const byUnits = aggregate.measure === 'count' || aggregate.byQuantity === true;
      return {
        sql: `SELECT tl.item AS id, BUILTIN.DF(tl.item) AS item, ${ITEM_NAME_SQL} AS item_name, SUM(ABS(tl.quantity)) AS quantity, ${lineMeasure} AS ${base} FROM ${spec.table} ${a} JOIN transactionline tl ON tl.transaction = ${a}.id JOIN currency cu ON cu.id = ${a}.currency${where} AND tl.mainline = 'F' AND tl.item IS NOT NULL GROUP BY tl.item, BUILTIN.DF(tl.item)${having(byUnits ? 'SUM(ABS(tl.quantity))' : lineMeasure)} ORDER BY ${byUnits ? 'quantity' : base} ${direction}, tl.item${limit}`,
        columns: [
          { key: 'id', type: 'id' },
          { key: 'item', type: 'text' },
          { key: 'item_name', type: 'text' },
          { key: 'quantity', type: 'number' },
          aggregate.measure === 'count' ? { key: base, type: 'number', label: 'Quantity' } : measured,
        ],
      };
    }
    case 'month': {
      const month = `TO_CHAR(${requireColumn(spec.dateSql, spec, 'date')}, 'YYYY-MM')`;
      return {
        sql: `SELECT ${month} AS month, COUNT(*) AS count, ${measure} AS ${base} FROM ${spec.table} ${a}${currencyJoin}${where} GROUP BY ${month}${having(measure)} ORDER BY ${month}${limit}`,
        columns: [{ key: 'month', type: 'month' }, counted, measured],
      };
    }
    case 'status':
    case 'subsidiary': {
      const column = `BUILTIN.DF(${a}.${aggregate.groupBy})`;
      return {
        sql: `SELECT ${column} AS ${aggregate.groupBy}, COUNT(*) AS count, ${measure} AS ${base} FROM ${spec.table} ${a}${currencyJoin}${where} GROUP BY ${column}${having(measure)}${ordered}${limit}`,
        columns: [{ key: aggregate.groupBy, type: 'text' }, counted, measured],
      };
    }
    case 'location': {
      if (spec.table !== 'transaction') throw new RangeError(`${spec.plural} are not grouped by location`);
      const lineMeasure =
        aggregate.measure === 'count'
          ? `COUNT(DISTINCT ${a}.id)`
          : cents(`${fn}(ABS(tl.foreignamount) * cu.exchangerate)`);
      return {
        sql: `SELECT tl.location AS id, BUILTIN.DF(tl.location) AS location, COUNT(DISTINCT ${a}.id) AS count, ${lineMeasure} AS ${base} FROM ${spec.table} ${a} JOIN transactionline tl ON tl.transaction = ${a}.id JOIN currency cu ON cu.id = ${a}.currency${where} AND tl.mainline = 'F' AND tl.location IS NOT NULL GROUP BY tl.location, BUILTIN.DF(tl.location)${having(lineMeasure)}${ordered}${limit}`,
        columns: [{ key: 'id', type: 'id' }, { key: 'location', type: 'text' }, counted, measured],
      };
    }
  }
}
