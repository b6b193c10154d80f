import { toTableView } from '@erp-agent/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../test-support/chat-fixtures.ts';
import { TableReply, VIRTUALIZE_AFTER_ROWS } from './table-reply.tsx';

afterEach(cleanup);

const rows = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `Customer ${index + 1}` }));

describe('TableReply', () => {
  it('renders every row of a short table', () => {
    render(<TableReply table={toTableView(rows(3))} live={false} />);
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText('3 rows')).toBeDefined();
  });

  /**
   * jsdom lays nothing out: the scroll box gets the height the stylesheet gives it in a browser,
   * and each row the height given here.
   */
  function layOut(rowHeight: number) {
    const box = vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(420);
    const row = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(rowHeight);
    return () => {
      box.mockRestore();
      row.mockRestore();
    };
  }

  it('renders only the rows in view of a long one, while saying how many there are', () => {
    const restore = layOut(33);
    const count = VIRTUALIZE_AFTER_ROWS + 800;
    render(<TableReply table={{ ...toTableView(rows(count)), count: 5000 }} live={false} />);
    const table = screen.getByRole('table');
    const rendered = within(table).getAllByRole('row');
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(100);
    expect(table.getAttribute('aria-rowcount')).toBe(String(count + 1));
    expect(screen.getByText(`${count} rows of 5000`)).toBeDefined();
    restore();
  });

  it('measures the rows as drawn: rows of two lines leave room for fewer of them', () => {
    const renderedWith = (rowHeight: number) => {
      const restore = layOut(rowHeight);
      render(<TableReply table={toTableView(rows(VIRTUALIZE_AFTER_ROWS + 800))} live={false} />);
      const rendered = within(screen.getByRole('table')).getAllByRole('row').length;
      cleanup();
      restore();
      return rendered;
    };
    expect(renderedWith(66)).toBeLessThan(renderedWith(33));
  });

  it('heads columns with the reply’s labels, shows values as people read them and marks totals', () => {
    const table = toTableView(
      [
        { number: 'INV1492', date: '2026-11-20', amount: 3812.84, currency: 'GBP', amount_base: 4842.31 },
        { number: 'Total', date: null, amount: null, currency: null, amount_base: 4842.31 },
      ],
      2,
      {
        columns: [
          { key: 'number', label: 'Document number', kind: 'document' },
          { key: 'date', label: 'Date', kind: 'date' },
          { key: 'amount', label: 'Amount', kind: 'currency', currencyKey: 'currency' },
          { key: 'amount_base', label: 'Amount (USD)', kind: 'currency', currency: 'USD' },
          { key: 'currency', label: 'Currency', kind: 'text' },
        ],
        totalRows: [1],
      },
    );
    render(<TableReply table={table} live={false} />);
    const grid = screen.getByRole('table');
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['DOCUMENT NUMBER', 'DATE', 'AMOUNT', 'AMOUNT (USD)', 'CURRENCY']);
    const [, first, total] = within(grid).getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['INV1492', 'Nov 20, 2026', '£3,812.84', '$4,842.31', 'GBP']);
    expect(within(first as HTMLElement).getByText('£3,812.84').dataset.kind).toBe('figure');
    expect(first?.dataset.total).toBeUndefined();
    expect(total?.dataset.total).toBe('true');
  });

  it('downloads at once when the user asked for the export and the reply is live, not when reopened', () => {
    const downloads = captureDownloads();
    const table = { ...toTableView(rows(2)), download: 'csv' as const };
    render(<TableReply table={table} live={false} />);
    expect(downloads.files).toEqual([]);
    cleanup();
    render(<TableReply table={table} live />);
    expect(downloads.files).toHaveLength(1);
    downloads.restore();
  });
});
