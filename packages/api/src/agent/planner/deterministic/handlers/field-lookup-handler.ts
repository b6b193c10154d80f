import type { RecordKind } from '../../../netsuite/record-catalog.ts';
import { sqlString } from '../../../netsuite/suiteql-literals.ts';
import { money } from '../describe.ts';
import type { NamedKind } from '../directory.ts';
import type { Candidate, PlannerState } from '../planner-state.ts';
import type { FieldLookup, LookupField } from '../understand/field-lookup.ts';
import type { Handled, Request } from './handler.ts';
import { asked, listRecords, runSuiteql } from './query-handler.ts';
import { resolveName } from './resolve-names.ts';

/** Which records have each field, in the order a name is looked for among them. */
const HOLDERS: Readonly<Record<LookupField, readonly NamedKind[]>> = {
  creditLimit: ['customer'],
  phone: ['customer', 'vendor'],
  email: ['customer', 'vendor', 'employee'],
  address: ['customer', 'vendor'],
  terms: ['customer', 'vendor'],
  salesRep: ['customer'],
  currency: ['customer', 'vendor'],
  price: ['item'],
  cost: ['item'],
  title: ['employee'],
  supervisor: ['employee'],
  department: ['employee'],
  name: ['item'],
  balance: ['customer', 'vendor'],
};

const LABELS: Readonly<Record<LookupField, string>> = {
  creditLimit: 'credit limit',
  phone: 'phone number',
  email: 'email address',
  address: 'billing address',
  terms: 'payment terms',
  salesRep: 'sales rep',
  currency: 'currency',
  price: 'base price',
  cost: 'cost',
  title: 'job title',
  supervisor: 'supervisor',
  department: 'department',
  name: 'name',
  balance: 'open balance',
};

/** The words a change of each field is read with (record-writes.ts), for "raise it to 60,000" after a lookup. */
const CHANGED_AS: Readonly<Partial<Record<LookupField, string>>> = {
  creditLimit: 'credit limit',
  phone: 'phone',
  email: 'email',
  terms: 'terms',
  salesRep: 'sales rep',
  price: 'price',
  cost: 'cost',
  title: 'title',
};

const TABLES: Readonly<Partial<Record<NamedKind, string>>> = {
  customer: 'customer',
  vendor: 'vendor',
  employee: 'employee',
  item: 'item',
};

/**
 * The SuiteQL reading one field of one record as `value` (and `currency` for money): the
 * address from the record's default billing address, references by their names.
 */
function fieldQuery(kind: NamedKind, field: LookupField, id: string): string | undefined {
  const table = TABLES[kind];
  if (!table) return undefined;
  const where = ` FROM ${table} r WHERE r.id = ${sqlString(id)}`;
  switch (field) {
    case 'creditLimit':
      return `SELECT r.creditlimit AS value, (SELECT cu.symbol FROM currency cu WHERE cu.id = r.currency) AS currency${where}`;
    case 'price':
      return `SELECT r.baseprice AS value${where}`;
    case 'cost':
      return `SELECT r.cost AS value${where}`;
    case 'name':
      return `SELECT r.displayname AS value${where}`;
    case 'balance': {
      // What is still open between us: a customer's invoices, a vendor's bills, in its currency.
      const type = kind === 'vendor' ? 'VendBill' : 'CustInvc';
      return `SELECT NVL((SELECT SUM(x.foreignamountunpaid) FROM transaction x WHERE x.entity = r.id AND x.type = '${type}' AND x.status = 'A'), 0) AS value, (SELECT cu.symbol FROM currency cu WHERE cu.id = r.currency) AS currency${where}`;
    }
    case 'phone':
    case 'email':
    case 'title':
      return `SELECT r.${field} AS value${where}`;
    case 'address':
      return `SELECT a.addr1 || NVL2(a.addr2, ', ' || a.addr2, '') || ', ' || a.city || ', ' || a.state || ' ' || a.zip || ', ' || a.country AS value FROM ${table} r LEFT JOIN entityaddress a ON a.nkey = r.defaultbillingaddress WHERE r.id = ${sqlString(id)}`;
    case 'terms':
    case 'salesRep':
    case 'currency':
    case 'supervisor':
    case 'department': {
      const column = {
        terms: 'terms',
        salesRep: 'salesrep',
        currency: 'currency',
        supervisor: 'supervisor',
        department: 'department',
      }[field];
      return `SELECT BUILTIN.DF(r.${column}) AS value${where}`;
    }
  }
}

const PRONOUN = /^(?:they|them|their|it|its|he|his|she|her)$/;

/** The record a lookup is of: found by its name, or the one record just shown for a pronoun. */
async function recordLookedUp(request: Request, lookup: FieldLookup): Promise<Candidate | Handled | undefined> {
  const holders = HOLDERS[lookup.field];
  if (PRONOUN.test(lookup.name)) {
    const [shown, ...more] = request.state.rows ?? [];
    const kind = shown?.record as NamedKind | undefined;
    if (!shown || more.length > 0 || !kind || !holders.includes(kind)) return undefined;
    return { id: shown.id, name: shown.label, kind };
  }
  const resolution = await resolveName(request, holders, [lookup.name]);
  if (resolution.kind === 'ambiguous') return asked(request, resolution.text, resolution.question);
  return resolution.kind === 'found' ? resolution.candidate : undefined;
}

/**
 * "What's Funk Group's credit limit?": the field stated as the answer, for the one record the
 * name finds among those that have it. Undefined when the name finds none, so the words are read
 * as any other request; a name several records share is asked about.
 */
export async function handleFieldLookup(request: Request, lookup: FieldLookup): Promise<Handled | undefined> {
  const found = await recordLookedUp(request, lookup);
  if (!found || 'outcome' in found) return found;
  const candidate = found;
  const kind = candidate.kind as NamedKind;
  const sql = fieldQuery(kind, lookup.field, candidate.id);
  if (!sql) return undefined;
  const ran = await runSuiteql(request, sql, 1);
  if (!ran.ok) return ran.handled;
  const row = ran.output.rows[0] ?? {};
  const value = row.value;
  // An item's prices are in the company's base currency.
  const currency =
    typeof row.currency === 'string'
      ? row.currency
      : lookup.field === 'price' || lookup.field === 'cost'
        ? (await request.session.account()).baseCurrency
        : undefined;
  const label = LABELS[lookup.field];
  const record: RecordKind = kind;
  const { field: _earlier, ...rest } = request.state;
  const changedAs = CHANGED_AS[lookup.field];
  const state: PlannerState = {
    ...rest,
    ...(changedAs ? { field: { id: candidate.id, words: changedAs } } : {}),
    last: { kind: 'query' as const, query: { record, filters: [{ kind: 'id' as const, id: candidate.id }] } },
    rows: [{ id: candidate.id, record, label: candidate.name }],
  };
  const markdown =
    value === null || value === undefined || value === ''
      ? `${candidate.name} has no ${label} on record.`
      : currency !== undefined && !Number.isNaN(Number(value))
        ? `${candidate.name}'s ${label} is **${currency} ${money(Number(value))}**.`
        : `${candidate.name}'s ${label} ${label.endsWith('terms') ? 'are' : 'is'} **${String(value)}**.`;
  if (lookup.field === 'balance' && Number(value) !== 0) {
    // The open documents beside the figure: what makes up the balance is what the operator acts on.
    const open = await listRecords(request, {
      record: kind === 'vendor' ? 'vendorBill' : 'invoice',
      filters: [
        { kind: 'status', codes: ['A'], label: 'open' },
        { kind: 'party', party: kind === 'vendor' ? 'vendor' : 'customer', id: candidate.id, name: candidate.name },
      ],
    });
    if (open.outcome.kind === 'table') {
      return {
        ...open,
        outcome: { ...open.outcome, caption: `${markdown.replace(/\.$/, '')}: ${open.outcome.caption}` },
      };
    }
  }
  return { outcome: { kind: 'answer', markdown }, intent: 'query', state };
}
