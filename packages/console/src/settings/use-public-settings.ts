import type { PublicSettings } from '@erp-agent/core';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/**
 * The settings client parses answers with core's zod schemas: loaded with the first request rather
 * than in the entry chunk, which every page waits for before its first paint (zod is some 15 KB gzip).
 */
const loadSettingsClient = () => import('./settings-client.ts').then((module) => module.settingsClient);

/** Asked again when a tab comes back into view after this long, so an admin's change reaches it. */
const FRESH_FOR_MS = 60_000;

interface PublicSettingsState {
  readonly settings: PublicSettings | undefined;
  readonly loadedAt: number;
}

/**
 * What every page needs of the settings (theme, name, password policy...), signed in or not. A
 * small store of its own rather than the query cache: public pages do without TanStack Query,
 * which only the signed-in shell provides.
 */
export const publicSettingsStore = createStore<PublicSettingsState>()(() => ({ settings: undefined, loadedAt: 0 }));

let loading: Promise<void> | undefined;

/** Asks the server, once at a time; `force` asks even when the answer is fresh (after a change). */
export function loadPublicSettings(force = false): Promise<void> {
  const { loadedAt } = publicSettingsStore.getState();
  if (!force && (loading !== undefined || Date.now() - loadedAt < FRESH_FOR_MS)) return loading ?? Promise.resolve();
  const request = loadSettingsClient()
    .then((client) => client.readPublic())
    .then(
      (settings) => publicSettingsStore.setState({ settings, loadedAt: Date.now() }),
      // The page keeps what it had (or the defaults it shows without): a later visit asks again.
      () => undefined,
    );
  loading = request.finally(() => {
    if (loading === request) loading = undefined;
  });
  return request;
}

/** The public settings, asked for on first use and again when the tab returns after a while. */
export function usePublicSettings(): PublicSettings | undefined {
  useEffect(() => {
    void loadPublicSettings();
    const onVisible = () => document.visibilityState === 'visible' && void loadPublicSettings();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);
  return useStore(publicSettingsStore, (state) => state.settings);
}

export const SETTINGS_KEY = ['settings', 'admin'] as const;
