import { describe, expect, it } from 'vitest';
import { SCRIPT_ID_MAX_LENGTH } from './contract.ts';
import { scriptIdFromTitle } from './script-id.ts';

const free = () => false;

describe('scriptIdFromTitle', () => {
  it.each([
    ['Open invoices', 'customsearch_open_invoices'],
    ['  A/R aging (EU) — 2026!  ', 'customsearch_a_r_aging_eu_2026'],
    ['Clientes de Málaga', 'customsearch_clientes_de_malaga'],
    ['???', 'customsearch_search'],
  ])('makes %j into %s', (title, scriptId) => {
    expect(scriptIdFromTitle(title, free)).toBe(scriptId);
  });

  it('stays within NetSuite script id length, with no trailing underscore', () => {
    const scriptId = scriptIdFromTitle('Sales by customer and item for the last twelve months', free);
    expect(scriptId).toBe('customsearch_sales_by_customer_and_item');
    expect(scriptId.length).toBeLessThanOrEqual(SCRIPT_ID_MAX_LENGTH);
  });

  it('numbers a taken id from 2, keeping the length limit', () => {
    const taken = new Set(['customsearch_open_invoices', 'customsearch_open_invoices_2']);
    expect(scriptIdFromTitle('Open invoices', (id) => taken.has(id))).toBe('customsearch_open_invoices_3');
    const long = 'Sales by customer and item for the last twelve months';
    const first = scriptIdFromTitle(long, free);
    const second = scriptIdFromTitle(long, (id) => id === first);
    expect(second).toBe('customsearch_sales_by_customer_and_ite_2');
    expect(second.length).toBe(SCRIPT_ID_MAX_LENGTH);
  });
});
