import type { QueryColumn } from './query-column.ts';
import type { AggregateSpec, Filter, QuerySpec, SortField } from './query-spec.ts';
import { inBaseCurrency, type RecordSpec, recordSpec, type ShownColumn } from './record-catalog.ts';
import { sqlContains, sqlDate, sqlId, sqlNumber, sqlString } from './suiteql-literals.ts';

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

function regionCondition(spec: RecordSpec, level: 'state' | 'country', code: string): string {
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

function requireColumn(column: string | undefined, spec: RecordSpec, what: string): string {
  if (column === undefined) throw new RangeError(`${spec.plural} have no ${what}`);
  return column;
}

function condition(spec: RecordSpec, filter: Filter): string {
  const a = spec.alias;
  switch (filter.kind) {
    case 'status':
      return `${a}.status IN (${filter.codes.map(sqlString).join(', ')})`;
    case 'money': {
      const column = requireColumn(filter.measure === 'balance' ? spec.balanceSql : spec.amountSql, spec, 'amount');
      if (filter.comparator === 'between') {
        return `${column} BETWEEN ${sqlNumber(filter.value)} AND ${sqlNumber(filter.upper ?? filter.value)}`;
      }
      return `${column} ${COMPARATOR_SQL[filter.comparator]} ${sqlNumber(filter.value)}`;
    }
    case 'date': {
      // "Created" is the record's own date: a transaction's date, an entity's creation date.
      const column = requireColumn(filter.field === 'due' ? spec.dueDateSql : spec.dateSql, spec, 'date');
      const parts = [
        ...(filter.from ? [`${column} >= ${sqlDate(filter.from)}`] : []),
        ...(filter.to ? [`${column} <= ${sqlDate(filter.to)}`] : []),
      ];
      return parts.length > 0 ? parts.join(' AND ') : '1 = 1';
    }
    case 'overdue':
      return `${requireColumn(spec.dueDateSql, spec, 'due date')} < TRUNC(SYSDATE) AND ${requireColumn(spec.balanceSql, spec, 'balance')} > 0`;
    case 'party':
      return `${requireColumn(spec.party?.sql, spec, filter.party)} = ${sqlId(filter.id)}`;
    case 'item':
      return lineCondition(spec, 'item', filter.id);
    case 'location':
      if (spec.table === 'transaction') return lineCondition(spec, 'location', filter.id);
      if (spec.kind === 'employee') return `${a}.location = ${sqlId(filter.id)}`;
      throw new RangeError(`${spec.plural} have no location`);
    case 'department':
      if (spec.table === 'transaction') return lineCondition(spec, 'department', filter.id);
      if (spec.kind === 'employee') return `${a}.department = ${sqlId(filter.id)}`;
      throw new RangeError(`${spec.plural} have no department`);
    case 'subsidiary':
      return `${a}.subsidiary = ${sqlId(filter.id)}`;
    case 'region':
      return regionCondition(spec, filter.level, filter.code);
    case 'active':
      return `${requireColumn(spec.inactiveSql, spec, 'active flag')} = ${filter.active ? "'F'" : "'T'"}`;
    case 'field':
      return `${a}.${filter.field} IS ${filter.present ? 'NOT NULL' : 'NULL'}`;
    case 'name':
      return `LOWER(${spec.nameSql}) LIKE ${sqlContains(filter.contains)}`;
    case 'number': {
      const column = spec.table === 'transaction' ? `${a}.tranid` : spec.nameSql;
      return `UPPER(${column}) IN (${filter.values.map((value) => sqlString(value.toUpperCase())).join(', ')})`;
    }
    case 'id':
      return `${a}.id = ${sqlId(filter.id)}`;
    case 'has': {
      const inner = recordSpec(filter.record);
      if (!inner.transactionType || spec.table === 'transaction') {
        throw new RangeError(`${spec.plural} cannot be filtered by their ${inner.plural}`);
      }
      const conditions = [
        `x.entity = ${a}.id`,
        `x.type = ${sqlString(inner.transactionType)}`,
        ...(filter.codes ? [`x.status IN (${filter.codes.map(sqlString).join(', ')})`] : []),
        ...(filter.overdue ? ['x.duedate < TRUNC(SYSDATE)', 'x.foreignamountunpaid > 0'] : []),
      ];
      return `EXISTS (SELECT 1 FROM transaction x WHERE ${conditions.join(' AND ')})`;
    }
  }
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
  if (query.sort) {
    const direction = query.sort.direction.toUpperCase();
    return ` ORDER BY ${sortColumn(spec, query.sort.field)} ${direction}, ${spec.alias}.id ${direction}`;
  }
  if (spec.dateSql && spec.table === 'transaction') return ` ORDER BY ${spec.dateSql} DESC, ${spec.alias}.id DESC`;
  return ` ORDER BY ${spec.nameSql}, ${spec.alias}.id`;
}

/** The display name of a line's item, beside the item's code that `BUILTIN.DF` gives. */
const ITEM_NAME_SQL = '(SELECT i.displayname FROM item i WHERE i.id = tl.item)';

const fetchFirst = (limit: number | undefined) => (limit === undefined ? '' : ` FETCH FIRST ${limit} ROWS ONLY`);

const select = (columns: readonly ShownColumn[]) =>
  columns.map((column) => `${column.sql} AS ${column.key}`).join(', ');

/** Extra columns a filter makes worth showing: the state a "customers in California" list is about. */
function columnsFor(spec: RecordSpec, query: QuerySpec): ShownColumn[] {
  const columns = [...spec.columns];
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
  const columns = columnsFor(spec, query);
  return {
    sql: `SELECT ${select(columns)} FROM ${spec.table} ${spec.alias}${whereClause(spec, query.filters)}${orderBy(spec, query)}${fetchFirst(query.limit)}`,
    columns,
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
  const money = aggregate.of === 'balance' ? spec.balanceSql : spec.amountSql;
  if (aggregate.measure !== 'count' && money === undefined) throw new RangeError(`${spec.plural} have no amount`);
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
      const party = spec.party?.sql;
      if (!party) throw new RangeError(`${spec.plural} are not grouped by ${aggregate.groupBy}`);
      return {
        sql: `SELECT ${party} AS id, BUILTIN.DF(${party}) AS ${aggregate.groupBy}, COUNT(*) AS count, ${measure} AS ${base} FROM ${spec.table} ${a}${currencyJoin}${where} GROUP BY ${party}, BUILTIN.DF(${party})${ordered}, ${party}${limit}`,
        columns: [{ key: 'id', type: 'id' }, { key: aggregate.groupBy, type: 'text' }, counted, measured],
      };
    }
    case 'item': {
      // Sales lines are credits (negative) and purchase lines debits, as NetSuite posts them.
      const sign = spec.party?.kind === 'customer' ? '-' : '';
      const lineMeasure =
        aggregate.measure === 'count'
          ? 'SUM(ABS(tl.quantity))'
          : cents(`${fn}(${sign}tl.foreignamount * cu.exchangerate)`);
      return {
        sql: `SELECT tl.item AS id, BUILTIN.DF(tl.item) AS item, ${ITEM_NAME_SQL} AS item_name, SUM(ABS(tl.quantity)) AS quantity, ${lineMeasure} AS ${base} FROM ${spec.table} ${a} JOIN transactionline tl ON tl.transaction = ${a}.id JOIN currency cu ON cu.id = ${a}.currency${where} AND tl.mainline = 'F' AND tl.item IS NOT NULL GROUP BY tl.item, BUILTIN.DF(tl.item) ORDER BY ${aggregate.measure === 'count' ? 'quantity' : base} ${direction}, tl.item${limit}`,
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
        sql: `SELECT ${month} AS month, COUNT(*) AS count, ${measure} AS ${base} FROM ${spec.table} ${a}${currencyJoin}${where} GROUP BY ${month} ORDER BY ${month}${limit}`,
        columns: [{ key: 'month', type: 'month' }, counted, measured],
      };
    }
    case 'status':
    case 'subsidiary': {
      const column = `BUILTIN.DF(${a}.${aggregate.groupBy})`;
      return {
        sql: `SELECT ${column} AS ${aggregate.groupBy}, COUNT(*) AS count, ${measure} AS ${base} FROM ${spec.table} ${a}${currencyJoin}${where} GROUP BY ${column}${ordered}${limit}`,
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
        sql: `SELECT tl.location AS id, BUILTIN.DF(tl.location) AS location, COUNT(DISTINCT ${a}.id) AS count, ${lineMeasure} AS ${base} FROM ${spec.table} ${a} JOIN transactionline tl ON tl.transaction = ${a}.id JOIN currency cu ON cu.id = ${a}.currency${where} AND tl.mainline = 'F' AND tl.location IS NOT NULL GROUP BY tl.location, BUILTIN.DF(tl.location)${ordered}${limit}`,
        columns: [{ key: 'id', type: 'id' }, { key: 'location', type: 'text' }, counted, measured],
      };
    }
  }
}
