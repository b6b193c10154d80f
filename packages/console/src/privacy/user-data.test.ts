import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetUserData, registeredUserData, registerUserData } from './user-data.ts';

const registered: (() => void)[] = [];
afterEach(() => {
  for (const unregister of registered.splice(0)) unregister();
});

describe('user data registry', () => {
  it('forgets every registered piece, even when one of them fails', () => {
    const first = vi.fn();
    const last = vi.fn();
    registered.push(
      registerUserData('first', first),
      registerUserData('broken', () => {
        throw new Error('storage blocked');
      }),
      registerUserData('last', last),
    );
    expect(() => forgetUserData()).toThrow(AggregateError);
    expect(first).toHaveBeenCalledOnce();
    expect(last).toHaveBeenCalledOnce();
  });

  it('keeps one entry per name, and an unregistered one is no longer forgotten', () => {
    const older = vi.fn();
    const newer = vi.fn();
    const unregisterOlder = registerUserData('store', older);
    registered.push(registerUserData('store', newer));
    unregisterOlder();
    expect(registeredUserData()).toContain('store');
    forgetUserData();
    expect(older).not.toHaveBeenCalled();
    expect(newer).toHaveBeenCalledOnce();
  });
});
