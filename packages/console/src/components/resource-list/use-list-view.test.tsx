import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fruitConfig } from './test-fixtures.ts';
import { readListView, useListView, writeListView } from './use-list-view.ts';

const config = fruitConfig({
  tabs: [
    { id: 'active', label: 'ACTIVE' },
    { id: 'all', label: 'ALL' },
  ],
});

describe('the list view in the URL', () => {
  it('reads search, filters, tab, sort and page, and takes unknown values as the defaults', () => {
    const params = new URLSearchParams('q=app&colour=red&tab=all&sort=-price&page=2');
    expect(readListView(params, config)).toEqual({
      search: 'app',
      filters: { colour: 'red' },
      tab: 'all',
      sort: { column: 'price', direction: 'desc' },
      page: 2,
    });
    const odd = new URLSearchParams('colour=purple&tab=nope&sort=status&page=-3');
    expect(readListView(odd, config)).toEqual({
      search: '',
      filters: { colour: 'all' },
      tab: 'active',
      sort: undefined,
      page: 1,
    });
  });

  it('writes changes leaving defaults out, keeps other parameters, and goes back to page 1 on any change', () => {
    const start = new URLSearchParams('other=kept&page=3&colour=red');
    expect(writeListView(start, config, { filters: { colour: 'all' } }).toString()).toBe('other=kept');
    expect(writeListView(start, config, { page: 2 }).toString()).toBe('other=kept&page=2&colour=red');
    expect(
      writeListView(new URLSearchParams(), config, {
        sort: { column: 'name', direction: 'asc' },
        tab: 'all',
      }).toString(),
    ).toBe('tab=all&sort=name');
  });
});

describe('useListView', () => {
  it('keeps two changes made before a render: a search cleared, then a filter picked', () => {
    const { result } = renderHook(() => useListView(config), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <MemoryRouter initialEntries={['/fruit?q=apple']}>{children}</MemoryRouter>
      ),
    });
    act(() => {
      const [, change] = result.current;
      change({ search: '' });
      change({ filters: { colour: 'red' } });
    });
    expect(result.current[0]).toMatchObject({ search: '', filters: { colour: 'red' } });
  });

  it('keeps the view of a list in a dialog to itself, leaving the page’s address alone', () => {
    const local = fruitConfig({ viewIn: 'local' });
    const { result } = renderHook(() => ({ list: useListView(local), location: useLocation() }), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <MemoryRouter initialEntries={['/fruit?q=apple']}>{children}</MemoryRouter>
      ),
    });
    expect(result.current.list[0].search).toBe('');
    act(() => {
      const [, change] = result.current.list;
      change({ search: 'lime' });
      change({ filters: { colour: 'green' } });
    });
    expect(result.current.list[0]).toMatchObject({ search: 'lime', filters: { colour: 'green' } });
    expect(result.current.location.search).toBe('?q=apple');
  });
});
