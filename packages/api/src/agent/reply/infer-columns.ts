import type { QueryColumn } from '../netsuite/query-column.ts';
import type { TypedRow } from '../netsuite/typed-rows.ts';

const ID_KEYS = new Set(['id', 'internalid']);
const DOCUMENT_KEYS = new Set(['tranid', 'document_number', 'documentnumber']);
const MONEY_KEYS = new Set([
  'amount',
  'total',
  'foreigntotal',
  'amount_due',
  'amountremaining',
  'foreignamountunpaid',
  'balance',
  'price',
  'baseprice',
  'cost',
  'rate',
  'creditlimit',
  'credit_limit',
  'fxamount',
]);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const ISO_MONTH = /^\d{4}-\d{2}$/;
const CURRENCY_CODE = /^[A-Z]{3}$/;

/** Whether every value of the column that is there passes `test`, and at least one is there. */
function every(rows: readonly TypedRow[], key: string, test: (value: unknown) => boolean): boolean {
  const present = rows.map((row) => row[key]).filter((value) => value !== null && value !== undefined);
  return present.length > 0 && present.every(test);
}

const isNumber = (value: unknown) => typeof value === 'number';
const isText = (pattern: RegExp) => (value: unknown) => typeof value === 'string' && pattern.test(value);

function inferred(rows: readonly TypedRow[], key: string, baseCurrency: string | undefined): QueryColumn {
  const lower = key.toLowerCase();
  if (ID_KEYS.has(lower)) return { key, type: 'id' };
  if (DOCUMENT_KEYS.has(lower)) return { key, type: 'document' };
  if ((lower === 'month' || lower.endsWith('_month')) && every(rows, key, isText(ISO_MONTH))) {
    return { key, type: 'month' };
  }
  if (/date|^created$|^modified$/.test(lower) && every(rows, key, isText(ISO_DATE))) return { key, type: 'date' };
  if (!every(rows, key, isNumber)) return { key, type: 'text' };
  const base = baseCurrency?.toLowerCase();
  if (base && lower.endsWith(`_${base}`)) return { key, type: 'money' };
  if (MONEY_KEYS.has(lower)) {
    // In the row's currency when the row names it by its code; else its currency is not known.
    const coded = 'currency' in (rows[0] ?? {}) && every(rows, 'currency', isText(CURRENCY_CODE));
    return { key, type: 'money', currency: coded ? 'row' : 'unknown' };
  }
  return { key, type: 'number' };
}

/**
 * The columns of rows that came without a description (a saved search's results, a record read
 * through the record API, SuiteQL typed by hand): what their keys and values say they are. Only
 * what is certain is claimed: numbers the query returned as text stay text, and an amount whose
 * currency is not in the row is money without a symbol.
 */
export function inferColumns(rows: readonly TypedRow[], baseCurrency: string | undefined): QueryColumn[] {
  return Object.keys(rows[0] ?? {}).map((key) => inferred(rows, key, baseCurrency));
}
