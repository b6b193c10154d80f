import type { UpdateUserRequest, UserListResponse, UserWithCredential } from '@erp-agent/core';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { usersClient } from './users-client.ts';

export const usersQuery = queryOptions({ queryKey: ['users'], queryFn: () => usersClient.list() });

/** The cached list with `user` in place of its old self (or added); a credential never goes in the cache. */
export function withUser(list: UserListResponse | undefined, user: UserWithCredential): UserListResponse | undefined {
  if (list === undefined) return list;
  const { credential: _shownOnce, ...plain } = user;
  const known = list.users.some((candidate) => candidate.id === plain.id);
  return {
    ...list,
    users: known
      ? list.users.map((candidate) => (candidate.id === plain.id ? plain : candidate))
      : [...list.users, plain],
  };
}

/**
 * The Users screen's writes, as TanStack Query mutations. Each answer goes into the cached list
 * at once, then the list is asked for again, since counts and other rows may have moved.
 */
export function useUserWrites() {
  const queryClient = useQueryClient();
  const onSuccess = (user: UserWithCredential) => {
    queryClient.setQueryData(usersQuery.queryKey, (list) => withUser(list, user));
    return queryClient.invalidateQueries(usersQuery);
  };
  const create = useMutation({ mutationFn: usersClient.create, onSuccess });
  const update = useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdateUserRequest }) => usersClient.update(id, change),
    onSuccess,
  });
  const resetPassword = useMutation({ mutationFn: usersClient.resetPassword, onSuccess });
  const invite = useMutation({ mutationFn: usersClient.invite, onSuccess });
  const { mutateAsync: updateAsync } = update;
  return {
    create: create.mutateAsync,
    update: useCallback((id: string, change: UpdateUserRequest) => updateAsync({ id, change }), [updateAsync]),
    resetPassword: resetPassword.mutateAsync,
    invite: invite.mutateAsync,
  };
}
