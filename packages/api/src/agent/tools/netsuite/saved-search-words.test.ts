import { savedSearchDefinitionSchema } from '@erp-agent/core';
import { describe, expect, it } from 'vitest';
import { describeSearchColumns, describeSearchFilters } from './saved-search-words.ts';

const definition = savedSearchDefinitionSchema.parse({
  title: 'Open invoices over 5,000 for Jaskolski Group',
  recordType: 'transaction',
  filters: [
    { field: 'type', operator: 'anyof', values: ['CustInvc'] },
    { field: 'mainline', operator: 'is', values: ['T'] },
    { field: 'status', operator: 'anyof', values: ['CustInvc:A', 'CustInvc:B'] },
    { field: 'fxamount', operator: 'greaterthan', values: [5000] },
    { field: 'entity', operator: 'anyof', values: ['389'] },
    { field: 'trandate', operator: 'within', values: ['2026-01-01', '2026-03-31'] },
    { field: 'duedate', operator: 'before', values: ['today'] },
    { field: 'email', operator: 'isnotempty' },
  ],
  columns: [{ name: 'tranid' }, { name: 'trandate', sort: 'desc' }, { name: 'amount', summary: 'sum' }],
});

describe('describeSearchFilters', () => {
  it('reads a definition as words, not filter syntax', () => {
    const names = new Map([['entity', new Map([['389', 'Jaskolski Group']])]]);
    expect(describeSearchFilters(definition, names)).toBe(
      [
        'Type is Invoice',
        'One row per transaction',
        'Status is Open or Paid In Full',
        'Amount (transaction currency) is more than 5,000',
        'Name is Jaskolski Group',
        'Date is between Jan 1, 2026 and Mar 31, 2026',
        'Due date is before today',
        'Email is not empty',
      ].join('; '),
    );
  });

  it('names a record it could not look up by its internal id, and says when nothing is filtered', () => {
    expect(describeSearchFilters(definition, new Map())).toContain('Name is 389');
    expect(describeSearchFilters({ ...definition, filters: [] }, new Map())).toBe('none: every record');
    const active = { ...definition, filters: [{ field: 'isinactive', operator: 'is' as const, values: ['F'] }] };
    expect(describeSearchFilters(active, new Map())).toBe('Active only');
  });
});

describe('describeSearchColumns', () => {
  it('lists the columns by their labels, with summaries and sorting', () => {
    expect(describeSearchColumns(definition)).toBe('Document number, Date (sorted descending), Amount (sum)');
  });
});
