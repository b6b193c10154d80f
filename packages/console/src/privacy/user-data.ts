/**
 * Everything the console keeps in the browser for the signed-in user, forgotten the moment that
 * user is no longer the one signed in (sign-out, an expired session, another account in another
 * tab). Each store that holds a user's data registers how to forget it here, beside the store, so
 * the list is complete by construction; docs/security.md lists what is registered.
 */
export type Forget = () => void;

const forgetters = new Map<string, Forget>();

/** Registers `forget` under `name` (one entry per store; registering again replaces it). */
export function registerUserData(name: string, forget: Forget): () => void {
  forgetters.set(name, forget);
  return () => {
    if (forgetters.get(name) === forget) forgetters.delete(name);
  };
}

/** Forgets every registered piece of the user's data. One failing store does not spare the rest. */
export function forgetUserData(): void {
  const failures: unknown[] = [];
  for (const forget of forgetters.values()) {
    try {
      forget();
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, 'Some of the user’s data could not be forgotten.');
}

/** The names registered, for the test that checks docs/security.md lists each. */
export function registeredUserData(): string[] {
  return [...forgetters.keys()];
}
