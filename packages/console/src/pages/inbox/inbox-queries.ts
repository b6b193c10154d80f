import type { ContactMessage, UpdateContactMessageRequest } from '@erp-agent/core';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { contactClient } from './contact-client.ts';

export const contactMessagesQuery = queryOptions({
  queryKey: ['contact-messages'],
  queryFn: () => contactClient.list(),
});

/** Marks a message read or archived; the answer replaces the message in the cached list. */
export function useUpdateMessage() {
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdateContactMessageRequest }) =>
      contactClient.update(id, change),
    onSuccess: (message: ContactMessage) =>
      queryClient.setQueryData(contactMessagesQuery.queryKey, (list) =>
        list
          ? { messages: list.messages.map((candidate) => (candidate.id === message.id ? message : candidate)) }
          : list,
      ),
  });
  return useCallback(
    (message: ContactMessage, change: UpdateContactMessageRequest) => mutateAsync({ id: message.id, change }),
    [mutateAsync],
  );
}
