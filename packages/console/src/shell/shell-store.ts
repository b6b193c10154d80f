import type { Platform } from '@erp-agent/core';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

export interface ShellState {
  /** Desktop: the sidebar narrowed to icons (64 px instead of 256 px). */
  readonly collapsed: boolean;
  /** Small screens: the sidebar slid in over the page. */
  readonly drawerOpen: boolean;
  /** The ERP groups opened; none at first (000 section 2), each toggled on its own. */
  readonly expanded: readonly Platform[];
}

export interface ShellActions {
  toggleCollapsed(): void;
  setDrawerOpen(open: boolean): void;
  toggleGroup(group: Platform): void;
  /** Opens a group from the collapsed sidebar, which widens so its links can show. */
  revealGroup(group: Platform): void;
}

export const INITIAL_SHELL_STATE: ShellState = { collapsed: false, drawerOpen: false, expanded: [] };

export function createShellStore(initial: ShellState = INITIAL_SHELL_STATE) {
  return createStore<ShellState & ShellActions>()((set) => ({
    ...initial,
    toggleCollapsed: () => set((state) => ({ collapsed: !state.collapsed })),
    setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
    toggleGroup: (group) =>
      set((state) => ({
        expanded: state.expanded.includes(group)
          ? state.expanded.filter((open) => open !== group)
          : [...state.expanded, group],
      })),
    revealGroup: (group) =>
      set((state) => ({
        collapsed: false,
        expanded: state.expanded.includes(group) ? state.expanded : [...state.expanded, group],
      })),
  }));
}

/** The shell's one layout state: it outlives a screen, so the sidebar stays as the user left it. */
export const shellStore = createShellStore();

export function useShell<T>(selector: (state: ShellState & ShellActions) => T): T {
  return useStore(shellStore, selector);
}
