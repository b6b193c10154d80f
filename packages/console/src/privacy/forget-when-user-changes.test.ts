import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { forgetWhenUserChanges } from './forget-when-user-changes.ts';

const user = (id: string) => ({ id });

describe('forgetWhenUserChanges', () => {
  it('forgets when the user signs out or another takes their place, never on sign-in', () => {
    const store = createStore<{ user: { id: string } | undefined }>(() => ({ user: undefined }));
    const forget = vi.fn();
    forgetWhenUserChanges(store, forget);

    store.setState({ user: user('ada') });
    expect(forget).not.toHaveBeenCalled();
    store.setState({ user: user('ada') });
    expect(forget).not.toHaveBeenCalled();
    store.setState({ user: user('bob') });
    expect(forget).toHaveBeenCalledTimes(1);
    store.setState({ user: undefined });
    expect(forget).toHaveBeenCalledTimes(2);
    store.setState({ user: undefined });
    expect(forget).toHaveBeenCalledTimes(2);
  });
});
