import type { PublicSettings, SessionUser } from '@erp-agent/core';
import { canUse } from '../auth/access.ts';
import { type ConnectionWatch, useNetsuiteConnection } from '../netsuite/use-netsuite-connection.ts';
import { usePublicSettings } from '../settings/index.ts';

interface Shown {
  readonly label: string;
  readonly state: 'ok' | 'warning' | 'error' | 'pending';
  readonly detail: string;
}

/**
 * Settings › Integrations as the top bar uses them: with NetSuite auto-sync on, NetSuite is asked
 * whether the token works every sync interval; off, the stored connection is read once.
 */
export function connectionWatch(
  settings: Pick<PublicSettings, 'netsuiteAutoSync' | 'syncIntervalMinutes'>,
): ConnectionWatch {
  return settings.netsuiteAutoSync
    ? { verify: true, everyMs: settings.syncIntervalMinutes * 60_000 }
    : { verify: false };
}

/**
 * The top bar's NetSuite state (000 section 2's ACTIVE), from the user's real connection: with
 * Settings › Integrations › NetSuite auto-sync on, NetSuite is asked every sync interval whether
 * the token still works; off, the stored connection is shown as it is.
 */
export function ConnectionStatus({ user }: { user: SessionUser }) {
  const settings = usePublicSettings();
  const allowed = canUse(user, { platform: 'netsuite' });
  const connection = useNetsuiteConnection({
    ...(settings === undefined ? { verify: false } : connectionWatch(settings)),
    enabled: allowed && settings !== undefined,
  });
  if (!allowed) return null;

  const shown: Shown = connection.isError
    ? { label: 'UNKNOWN', state: 'warning', detail: connection.error.message }
    : connection.data === undefined
      ? { label: 'CHECKING', state: 'pending', detail: 'Checking the NetSuite connection' }
      : !connection.data.connected
        ? { label: 'NOT.CONNECTED', state: 'warning', detail: 'No NetSuite account is connected' }
        : connection.data.verified === undefined
          ? { label: 'CONNECTED', state: 'ok', detail: `Connected to ${connection.data.accountId ?? 'NetSuite'}` }
          : connection.data.verified.ok
            ? {
                label: 'ACTIVE',
                state: 'ok',
                detail: `NetSuite ${connection.data.accountId ?? ''} answered at ${new Date(connection.data.verified.at).toLocaleTimeString()}`,
              }
            : {
                label: 'ERROR',
                state: 'error',
                detail: connection.data.verified.message ?? 'NetSuite refused the connection',
              };

  return (
    <span className="status-dot" data-state={shown.state} title={shown.detail} data-testid="connection-status">
      {shown.label}
      <span className="visually-hidden">: {shown.detail}</span>
    </span>
  );
}
