import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onConnectionChange } from './netsuite-auth.ts';
import { NETSUITE_KEYS } from './netsuite-queries.ts';

/**
 * Asks for the cached NetSuite connection again when another tab announces a change or this one
 * comes back into view: Authenticate Netsuite finishes in a tab of its own.
 */
export function useConnectionSync(): void {
  const queryClient = useQueryClient();
  useEffect(
    () => onConnectionChange(() => void queryClient.invalidateQueries({ queryKey: NETSUITE_KEYS.connection })),
    [queryClient],
  );
}
