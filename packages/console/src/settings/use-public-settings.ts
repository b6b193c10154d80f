import type { PublicSettings } from '@erp-agent/core';
import { useQuery } from '@tanstack/react-query';
import { settingsClient } from './settings-client.ts';

export const PUBLIC_SETTINGS_KEY = ['settings', 'public'] as const;
export const SETTINGS_KEY = ['settings', 'admin'] as const;

/**
 * What every page needs of the settings (theme, name, password policy...), signed in or not. An
 * admin's change refreshes it at once; other tabs see it when they next come into view.
 */
export function usePublicSettings(): PublicSettings | undefined {
  return useQuery({ queryKey: PUBLIC_SETTINGS_KEY, queryFn: settingsClient.readPublic, staleTime: 60_000 }).data;
}
