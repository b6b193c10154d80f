import type { ChatStore, ConversationList, ConversationSummary } from '@erp-agent/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
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

/** Every stored conversation of the signed-in user, newest first; each screen keeps its own kind. */
export const conversationsQuery = queryOptions({
  queryKey: ['conversations'],
  queryFn: () => conversationsClient.list(),
});

/**
 * The user's stored conversations that `keep` accepts, newest first. Asked for again after each
 * reply in `store`, which may have started a conversation or moved one to the top.
 */
export function useConversations(
  keep: (conversation: ConversationSummary) => boolean,
  store?: ChatStore,
): ConversationsHandle {
  const queryClient = useQueryClient();
  const select = useCallback((list: ConversationList) => list.conversations.filter(keep), [keep]);
  const query = useQuery({ ...conversationsQuery, select });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);

  const removal = useMutation({
    mutationFn: (id: string) => conversationsClient.remove(id),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData(conversationsQuery.queryKey, (list) =>
        list ? { ...list, conversations: list.conversations.filter((conversation) => conversation.id !== id) } : list,
      ),
  });
  const { mutateAsync } = removal;
  const remove = useCallback(async (id: string) => void (await mutateAsync(id)), [mutateAsync]);

  useEffect(
    () =>
      store?.subscribe((state, previous) => {
        if (previous.pending && !state.pending) void queryClient.invalidateQueries(conversationsQuery);
      }),
    [store, queryClient],
  );

  const state: ConversationsState =
    query.data !== undefined
      ? { status: 'loaded', conversations: query.data }
      : query.isError
        ? { status: 'failed', message: query.error.message }
        : { status: 'loading' };
  return { state, reload, remove };
}
