import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResourceListConfig } from './resource-config.ts';
import { type ListSource, ResourceList } from './resource-list.tsx';
import { FRUITS, type Fruit, fruitConfig } from './test-fixtures.ts';

afterEach(cleanup);

function loaded(data: readonly Fruit[] = FRUITS): ListSource<Fruit> {
  return { data, isError: false, error: null, refetch: vi.fn() };
}

function show(config: ResourceListConfig<Fruit>, source: ListSource<Fruit> = loaded(), entry = '/fruit') {
  const router = createMemoryRouter([{ path: '/fruit', element: <ResourceList config={config} source={source} /> }], {
    initialEntries: [entry],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const rows = () => screen.getAllByRole('row').slice(1);
const rowNames = () => rows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('ResourceList', () => {
  it('says it is loading, then that it failed with a retry, then that there is nothing yet', async () => {
    show(fruitConfig(), { data: undefined, isError: false, error: null, refetch: vi.fn() });
    expect(screen.getByText('LOADING...')).toBeDefined();
    cleanup();

    const refetch = vi.fn();
    show(fruitConfig(), { data: undefined, isError: true, error: new Error('Server down.'), refetch });
    expect(screen.getByRole('alert').textContent).toContain('Fruit could not be loaded: Server down.');
    await userEvent.click(screen.getByRole('button', { name: 'RETRY' }));
    expect(refetch).toHaveBeenCalled();
    cleanup();

    show(fruitConfig(), loaded([]));
    expect(screen.getByText('No fruit yet.')).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('searches and filters, counts what matches, and keeps both in the URL', async () => {
    const router = show(fruitConfig());
    expect(screen.getByText('4 of 4 fruits')).toBeDefined();
    await userEvent.type(screen.getByLabelText('SEARCH'), 'a');
    await userEvent.selectOptions(screen.getByLabelText('COLOUR'), 'red');
    expect(rowNames()).toEqual(['Apple']);
    expect(screen.getByText('1 of 4 fruits')).toBeDefined();
    expect(router.state.location.search).toBe('?q=a&colour=red');

    await userEvent.type(screen.getByLabelText('SEARCH'), 'zzz');
    expect(screen.getByText('No fruits match the search and filters.')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'CLEAR.FILTERS' }));
    expect(rowNames()).toHaveLength(4);
    expect(router.state.location.search).toBe('');
  });

  it('opens on the view a link names, and sorts from the column headers', async () => {
    const router = show(fruitConfig(), loaded(), '/fruit?colour=red&sort=-name');
    expect(rowNames()).toEqual(['cherry', 'Apple']);
    const header = screen.getByRole('columnheader', { name: /NAME/ });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    await userEvent.click(within(header).getByRole('button'));
    expect(rowNames()).toEqual(['Apple', 'cherry']);
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(router.state.location.search).toBe('?colour=red&sort=name');
  });

  it('offers state actions by row, and runs bulk actions on the selection, reporting each failure', async () => {
    const paused: string[] = [];
    const run = vi.fn(async (fruit: Fruit) => {
      if (fruit.name === 'Lime') throw new Error('Limes cannot pause.');
      paused.push(fruit.name);
    });
    const pause = { id: 'pause', label: 'PAUSE', available: (fruit: Fruit) => fruit.status === 'active', run };
    const activate = { id: 'activate', label: 'ACTIVATE', available: (fruit: Fruit) => fruit.status === 'paused', run };
    show(fruitConfig({ rowActions: [pause, activate], bulkActions: [pause] }));

    const banana = rows()[1];
    if (banana === undefined) throw new Error('no banana row');
    expect(within(banana).getByRole('button', { name: 'ACTIVATE Banana' })).toBeDefined();
    expect(within(banana).queryByRole('button', { name: /PAUSE/ })).toBeNull();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every fruit on this page' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('4 fruits selected')).toBeDefined();
    await userEvent.click(within(bar).getByRole('button', { name: 'PAUSE (3)' }));
    expect(paused).toEqual(['Apple', 'cherry']);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('PAUSE: done for 2 fruits, failed for 1.');
    expect(alert.textContent).toContain('Lime: Limes cannot pause.');
    expect(screen.getByRole('region', { name: 'Bulk actions' })).toBeDefined();
  });

  it('asks before an action that wants confirmation, and does nothing on cancel', async () => {
    const run = vi.fn();
    const remove = {
      id: 'remove',
      label: 'REMOVE',
      tone: 'danger' as const,
      confirm: (fruits: readonly Fruit[]) => `Remove ${fruits.map((fruit) => fruit.name).join(', ')}?`,
      run,
    };
    show(fruitConfig({ rowActions: [remove] }));
    await userEvent.click(screen.getByRole('button', { name: 'REMOVE Apple' }));
    const dialog = screen.getByRole('dialog', { name: 'REMOVE' });
    expect(within(dialog).getByText('Remove Apple?')).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    expect(run).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'REMOVE Apple' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'REMOVE' }));
    expect(run).toHaveBeenCalledWith(FRUITS[0]);
  });

  it('shows tabs moved with the arrow keys, cards, pages and tiles computed from the records', async () => {
    const config = fruitConfig({
      tabs: [
        { id: 'active', label: 'ACTIVE', keep: (fruit) => fruit.status === 'active' },
        { id: 'all', label: 'ALL' },
      ],
      layout: { kind: 'cards', card: (fruit) => <h3>{fruit.name}</h3> },
      pageSize: 2,
      tiles: [
        { label: 'ACTIVE.FRUITS', value: (fruits) => fruits.filter((fruit) => fruit.status === 'active').length },
      ],
    });
    const router = show(config);
    expect(screen.getByText('3 of 3 fruits')).toBeDefined();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(screen.getByText('PAGE 1 OF 2')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Lime']);

    screen.getByRole('tab', { name: 'ACTIVE' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'ALL' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'ALL' }));
    expect(router.state.location.search).toBe('?tab=all');
    expect(screen.getByText('4 of 4 fruits')).toBeDefined();
    expect(screen.getByText('ACTIVE.FRUITS').nextSibling?.textContent).toBe('3');
  });

  it('shows a tab of another kind in place of the records, keeping the tiles, and leaves its URL to the list', async () => {
    const config = fruitConfig({
      tabs: [
        { id: 'active', label: 'ACTIVE', keep: (fruit) => fruit.status === 'active' },
        { id: 'recipes', label: 'RECIPES', panel: () => <p>Fruit salad</p> },
        { id: 'all', label: 'ALL' },
      ],
      tiles: [{ label: 'TOTAL.FRUITS', value: (fruits) => fruits.length }],
    });
    const router = show(config);
    await userEvent.click(screen.getByRole('tab', { name: 'RECIPES' }));
    expect(router.state.location.search).toBe('?tab=recipes');
    const panel = screen.getByRole('tabpanel', { name: 'RECIPES' });
    expect(within(panel).getByText('Fruit salad')).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByLabelText('SEARCH')).toBeNull();
    expect(screen.getByText('TOTAL.FRUITS').nextSibling?.textContent).toBe('4');
    await userEvent.click(screen.getByRole('tab', { name: 'ALL' }));
    expect(screen.getByText('4 of 4 fruits')).toBeDefined();
  });
});
