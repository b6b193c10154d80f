import { describe, expect, it } from 'vitest';
import { createShellStore } from './shell-store.ts';

describe('shell store', () => {
  it('starts expanded, with the drawer shut and no ERP group open', () => {
    expect(createShellStore().getState()).toMatchObject({ collapsed: false, drawerOpen: false, expanded: [] });
  });

  it('toggles each ERP group on its own', () => {
    const store = createShellStore();
    store.getState().toggleGroup('netsuite');
    store.getState().toggleGroup('sap');
    expect(store.getState().expanded).toEqual(['netsuite', 'sap']);
    store.getState().toggleGroup('netsuite');
    expect(store.getState().expanded).toEqual(['sap']);
  });

  it('widens the collapsed sidebar to reveal a group', () => {
    const store = createShellStore();
    store.getState().toggleCollapsed();
    store.getState().revealGroup('dynamics');
    expect(store.getState()).toMatchObject({ collapsed: false, expanded: ['dynamics'] });
    store.getState().revealGroup('dynamics');
    expect(store.getState().expanded).toEqual(['dynamics']);
  });
});
