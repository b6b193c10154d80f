import { type ChatSnapshot, type ChatStore, conversationSnapshot } from '@erp-agent/core';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSessionExpiry } from '../../auth/use-session-expiry.ts';
import { conversationsClient } from './conversations-client.ts';

/** The query parameter naming the open conversation, so a reload or a shared link reopens it. */
export const CONVERSATION_PARAM = 'conversation';

export interface ConversationRoute {
  /** The conversation being fetched to reopen, if one is. */
  readonly opening: string | undefined;
  readonly error: string | undefined;
}

/**
 * Keeps `?conversation=` and the store's conversation in step: a new conversation id from the
 * server goes into the URL (replacing the entry), clearing the chat takes it out, and a URL that
 * names another conversation fetches it and carries on with it.
 */
export function useConversationRoute(
  store: ChatStore,
  onRestored?: (snapshot: ChatSnapshot) => void,
): ConversationRoute {
  const [params, setParams] = useSearchParams();
  const wanted = params.get(CONVERSATION_PARAM) ?? undefined;
  const [opening, setOpening] = useState<string>();
  const [error, setError] = useState<string>();
  const onSessionError = useSessionExpiry();
  const setParamsRef = useRef(setParams);
  setParamsRef.current = setParams;
  const onRestoredRef = useRef(onRestored);
  onRestoredRef.current = onRestored;

  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (state.conversationId === previous.conversationId) return;
        setParamsRef.current(
          (current) => {
            const next = new URLSearchParams(current);
            if (state.conversationId === undefined) next.delete(CONVERSATION_PARAM);
            else next.set(CONVERSATION_PARAM, state.conversationId);
            return next;
          },
          { replace: true },
        );
      }),
    [store],
  );

  useEffect(() => {
    if (wanted === undefined || wanted === store.getState().conversationId) return;
    let cancelled = false;
    setOpening(wanted);
    setError(undefined);
    conversationsClient.get(wanted).then(
      (detail) => {
        if (cancelled) return;
        const snapshot = conversationSnapshot(detail);
        store.getState().restore(snapshot);
        onRestoredRef.current?.(snapshot);
        setOpening(undefined);
      },
      (failure: unknown) => {
        if (cancelled) return;
        onSessionError(failure);
        setOpening(undefined);
        setError(
          `The conversation could not be opened: ${failure instanceof Error ? failure.message : String(failure)}`,
        );
      },
    );
    return () => {
      cancelled = true;
    };
  }, [wanted, store, onSessionError]);

  return { opening, error };
}
