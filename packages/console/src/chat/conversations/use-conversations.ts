import type { ChatStore, ConversationSummary } from '@erp-agent/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSessionExpiry } from '../../auth/use-session-expiry.ts';
import { conversationsClient } from './conversations-client.ts';

export type ConversationsState =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly conversations: readonly ConversationSummary[] }
  | { readonly status: 'failed'; readonly message: string };

export interface ConversationsHandle {
  readonly state: ConversationsState;
  reload(): void;
  remove(id: string): Promise<void>;
}

/**
 * The user's stored conversations that `keep` accepts, newest first. Asked for again after each
 * reply in `store`, which may have started a conversation or moved one to the top.
 */
export function useConversations(
  keep: (conversation: ConversationSummary) => boolean,
  store?: ChatStore,
): ConversationsHandle {
  const [state, setState] = useState<ConversationsState>({ status: 'loading' });
  const onSessionError = useSessionExpiry();
  const latest = useRef(0);
  const keepRef = useRef(keep);
  keepRef.current = keep;

  const reload = useCallback(() => {
    latest.current += 1;
    const request = latest.current;
    conversationsClient.list().then(
      ({ conversations }) => {
        if (latest.current === request)
          setState({ status: 'loaded', conversations: conversations.filter(keepRef.current) });
      },
      (error: unknown) => {
        if (latest.current !== request) return;
        onSessionError(error);
        setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
  }, [onSessionError]);

  useEffect(() => {
    reload();
    return () => {
      latest.current += 1;
    };
  }, [reload]);

  useEffect(
    () =>
      store?.subscribe((state, previous) => {
        if (previous.pending && !state.pending) reload();
      }),
    [store, reload],
  );

  const remove = useCallback(
    async (id: string) => {
      await conversationsClient.remove(id);
      reload();
    },
    [reload],
  );

  return { state, reload, remove };
}
