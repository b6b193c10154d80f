/** Where Authenticate Netsuite starts NetSuite's OAuth 2.0 flow; a browser navigation, not an API call. */
export const NETSUITE_AUTH_PATH = '/auth/netsuite';

/** The flow for one account, or the server's default (the embedded sandbox, else NetSuite's own choice). */
export function netsuiteAuthUrl(accountId?: string): string {
  const account = accountId?.trim();
  return account ? `${NETSUITE_AUTH_PATH}?${new URLSearchParams({ account })}` : NETSUITE_AUTH_PATH;
}

/** The channel a tab announces a new or removed NetSuite connection on, for the user's other tabs. */
export const CONNECTION_CHANNEL = 'erp-netsuite-connection';

/**
 * The tab's one end of the channel, for announcing and listening alike: a channel object never
 * hears its own messages, so a tab is not told what it has just said.
 */
let tabChannel: BroadcastChannel | undefined;

function channel(): BroadcastChannel | undefined {
  if (typeof BroadcastChannel !== 'function') return undefined;
  tabChannel ??= new BroadcastChannel(CONNECTION_CHANNEL);
  return tabChannel;
}

/** Tells the user's other tabs that the NetSuite connection changed (the flow ends in a tab of its own). */
export function announceConnectionChange(): void {
  channel()?.postMessage({ changed: true });
}

/**
 * Calls `listener` when the connection may have changed elsewhere: another tab announced it, or
 * this tab comes back into view or focus (the user finished Authenticate Netsuite in the tab it
 * opened, or in a browser without BroadcastChannel). Returns the unsubscribe.
 */
export function onConnectionChange(listener: () => void, page: Document = document): () => void {
  const tab = channel();
  tab?.addEventListener('message', listener);
  const onVisible = () => {
    if (page.visibilityState === 'visible') listener();
  };
  const view = page.defaultView;
  page.addEventListener('visibilitychange', onVisible);
  view?.addEventListener('focus', listener);
  return () => {
    tab?.removeEventListener('message', listener);
    page.removeEventListener('visibilitychange', onVisible);
    view?.removeEventListener('focus', listener);
  };
}
