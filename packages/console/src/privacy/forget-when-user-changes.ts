import type { StoreApi } from 'zustand/vanilla';

interface HasUser {
  readonly user: { readonly id: string } | undefined;
}

/**
 * Calls `forget` whenever the user a store holds stops being the one signed in: they signed out,
 * their session expired, or another account took their place (signed in from another tab).
 */
export function forgetWhenUserChanges(store: StoreApi<HasUser>, forget: () => void): () => void {
  let owner = store.getState().user?.id;
  return store.subscribe((state) => {
    const next = state.user?.id;
    if (owner !== undefined && next !== owner) forget();
    owner = next;
  });
}
