import type { SiteKey, SiteKeyList } from '@erp-agent/core';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { siteKeysClient } from './site-keys-client.ts';

export const siteKeysQuery = queryOptions({ queryKey: ['site-keys'], queryFn: () => siteKeysClient.list() });

/** The cached list with `key` in place of its old self, or first when new; a secret never goes in. */
export function withKey(list: SiteKeyList | undefined, key: SiteKey & { secret?: string }): SiteKeyList | undefined {
  if (list === undefined) return list;
  const { secret: _shownOnce, ...plain } = key;
  const known = list.siteKeys.some((candidate) => candidate.id === plain.id);
  return {
    siteKeys: known
      ? list.siteKeys.map((candidate) => (candidate.id === plain.id ? plain : candidate))
      : [plain, ...list.siteKeys],
  };
}

/** The site keys' writes as mutations: each answer goes into the cached list at once. */
export function useSiteKeyWrites() {
  const queryClient = useQueryClient();
  const onSuccess = (key: SiteKey) => queryClient.setQueryData(siteKeysQuery.queryKey, (list) => withKey(list, key));
  const create = useMutation({ mutationFn: siteKeysClient.create, onSuccess });
  const update = useMutation({
    mutationFn: ({ id, change }: { id: string; change: Parameters<typeof siteKeysClient.update>[1] }) =>
      siteKeysClient.update(id, change),
    onSuccess,
  });
  const rotate = useMutation({ mutationFn: siteKeysClient.rotate, onSuccess });
  const revoke = useMutation({
    mutationFn: siteKeysClient.revoke,
    onSuccess: () => queryClient.invalidateQueries(siteKeysQuery),
  });
  return {
    create: create.mutateAsync,
    update: update.mutateAsync,
    rotate: rotate.mutateAsync,
    revoke: revoke.mutateAsync,
  };
}
