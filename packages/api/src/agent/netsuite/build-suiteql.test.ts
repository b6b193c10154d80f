import { describe, expect, it } from 'vitest';
import { buildListQuery, buildPeriodComparisonQuery } from './build-suiteql.ts';
import { buildCashBalanceQuery, buildDaysOutstandingQuery } from './finance-queries.ts';

describe('buildListQuery: negation and absence', () => {
  it('finds customers with no invoices in a period with NOT EXISTS, dated on the invoices', () => {
    const { sql } = buildListQuery({
      record: 'customer',
      filters: [
        { kind: 'has', record: 'invoice', absent: true, from: '2026-05-25', to: '2026-11-25', label: 'invoices' },
      ],
    });
    expect(sql).toContain(
      "NOT EXISTS (SELECT 1 FROM transaction x WHERE x.entity = c.id AND x.type = 'CustInvc' AND x.trandate >= TO_DATE('2026-05-25', 'YYYY-MM-DD') AND x.trandate <= TO_DATE('2026-11-25', 'YYYY-MM-DD'))",
    );
    expect(sql).not.toContain('c.datecreated >=');
  });

  it("bounds the transactions' due dates when the words date them by when they fell due", () => {
    const { sql } = buildListQuery({
      record: 'customer',
      filters: [
        { kind: 'has', record: 'invoice', codes: ['A'], to: '2026-08-27', dateField: 'due', label: 'open invoices' },
      ],
    });
    expect(sql).toContain("x.duedate <= TO_DATE('2026-08-27', 'YYYY-MM-DD')");
    expect(sql).not.toContain('x.trandate');
  });

  it('finds items never sold through their lines', () => {
    const { sql } = buildListQuery({
      record: 'item',
      filters: [{ kind: 'has', record: 'invoice', absent: true, label: 'invoices' }],
    });
    expect(sql).toContain(
      "NOT EXISTS (SELECT 1 FROM transactionline xl JOIN transaction x ON x.id = xl.transaction WHERE xl.item = i.id AND x.type = 'CustInvc')",
    );
  });
});

describe('buildListQuery: days overdue against the due date, not the transaction date', () => {
  it.each([
    ['gt', 't.duedate < TRUNC(SYSDATE) - 30'],
    ['gte', 't.duedate <= TRUNC(SYSDATE) - 30'],
    ['lt', 't.duedate > TRUNC(SYSDATE) - 30 AND t.duedate < TRUNC(SYSDATE)'],
    ['lte', 't.duedate >= TRUNC(SYSDATE) - 30 AND t.duedate < TRUNC(SYSDATE)'],
  ] as const)('%s 30 days', (comparator, condition) => {
    const { sql, columns } = buildListQuery({
      record: 'invoice',
      filters: [{ kind: 'overdue', days: { comparator, value: 30 } }],
    });
    expect(sql).toContain(`${condition} AND t.foreignamountunpaid > 0`);
    expect(sql).not.toContain('t.trandate <');
    expect(columns.map((column) => column.key)).toContain('days_overdue');
  });
});

describe('buildListQuery: stock per item and location', () => {
  it('filters quantities on inventoryitemlocations, summed per item', () => {
    const { sql } = buildListQuery({
      record: 'item',
      filters: [{ kind: 'quantity', measure: 'available', comparator: 'lt', value: 5 }],
    });
    expect(sql).toContain(
      "i.itemtype = 'InvtPart' AND NVL((SELECT SUM(ils.quantityavailable) FROM inventoryitemlocations ils WHERE ils.item = i.id), 0) < 5",
    );
    expect(sql).not.toContain('i.baseprice <');
  });

  it('lists rows at or below their reorder point, by location', () => {
    const { sql } = buildListQuery({
      record: 'itemLocation',
      filters: [
        { kind: 'stock', state: 'low' },
        { kind: 'location', id: '3', name: 'Toronto Warehouse' },
      ],
    });
    expect(sql).toContain(
      'FROM inventoryitemlocations il WHERE il.reorderpoint > 0 AND il.quantityavailable <= il.reorderpoint AND il.location = 3',
    );
    expect(sql).toContain('ORDER BY BUILTIN.DF(il.item), il.location');
  });
});

describe('buildListQuery: lines', () => {
  it('lists the item lines of a customer’s invoices', () => {
    const { sql } = buildListQuery({
      record: 'invoice',
      filters: [{ kind: 'party', party: 'customer', id: '12', name: 'Green and Sons' }],
      lines: true,
    });
    expect(sql).toContain('JOIN transactionline tl ON tl.transaction = t.id');
    expect(sql).toContain("t.type = 'CustInvc' AND t.entity = 12 AND tl.mainline = 'F' AND tl.taxline = 'F'");
  });
});

describe('finance queries', () => {
  it('reads cash from bank accounts posted to by a date', () => {
    const { sql } = buildCashBalanceQuery('2026-11-25', 'USD');
    expect(sql).toContain("WHERE a.accttype = 'Bank'");
    expect(sql).toContain("tal.posting = 'T' AND t.trandate <= TO_DATE('2026-11-25', 'YYYY-MM-DD')");
  });

  it('adds up cash in the base currency, each account at its subsidiary currency rate', () => {
    const { sql, columns } = buildCashBalanceQuery('2026-11-25', 'USD');
    expect(sql).toContain('JOIN subsidiary s ON s.id = t.subsidiary JOIN currency cu ON cu.id = s.currency');
    expect(sql).toContain('NVL(SUM(p.base_amount), 0) AS balance_usd');
    expect(columns.find((column) => column.key === 'balance_usd')).toMatchObject({ type: 'money', baseOf: 'balance' });
  });

  it('reads what DSO is made of in one query', () => {
    const { sql } = buildDaysOutstandingQuery('CustInvc', '2026-08-28', '2026-11-25');
    expect(sql).toMatch(
      /^SELECT \(SELECT .*foreignamountunpaid.*status = 'A'\) AS open_balance, \(SELECT .*foreigntotal.*\) AS period_total FROM DUAL$/,
    );
  });

  it('totals two periods in one pass', () => {
    const { sql } = buildPeriodComparisonQuery(
      { record: 'invoice', filters: [] },
      [
        { from: '2026-01-01', to: '2026-12-31', label: 'this year' },
        { from: '2025-01-01', to: '2025-12-31', label: 'last year' },
      ],
      'amount',
      'USD',
    );
    expect(sql).toContain('AS first_usd');
    expect(sql).toContain('AS second_usd');
    expect(sql).toContain("t.type = 'CustInvc' AND ((t.trandate >= TO_DATE('2026-01-01'");
  });
});

describe('buildListQuery: paid within a period', () => {
  it('reads when an invoice was paid from its payments, not its own date', () => {
    const { sql } = buildListQuery({
      record: 'invoice',
      filters: [{ kind: 'paidIn', from: '2026-10-01', to: '2026-10-31', label: 'last month' }],
    });
    expect(sql).toContain(
      "EXISTS (SELECT 1 FROM previoustransactionlinelink pl JOIN transaction p ON p.id = pl.nextdoc WHERE pl.previousdoc = t.id AND pl.linktype = 'Payment' AND p.type = 'CustPymt' AND p.trandate >= TO_DATE('2026-10-01', 'YYYY-MM-DD')",
    );
    expect(sql).not.toContain('t.trandate >=');
  });
});
