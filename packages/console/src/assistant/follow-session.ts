import type { MountedAssistant } from '@erp-agent/widget';
import { reportSessionEnded, SESSION_ENDED_CODE } from '../api/session-ended.ts';
import { authStore } from '../auth/session.ts';
import { registerUserData } from '../privacy/user-data.ts';

export type FollowingAssistant = Pick<MountedAssistant, 'setSessionUser' | 'on'>;

/** The user the floating assistant acts for: none while a forced password change is pending. */
export function actingUser(): string | undefined {
  const { user } = authStore.getState();
  return user && !user.mustChangePassword ? user.id : undefined;
}

/**
 * Makes the floating assistant act for the console's signed-in user (their conversation comes from
 * the server) and forget them the moment they are not signed in any more. Loaded with the widget,
 * so public pages do not carry the session's code in their first bytes. Returns the stop function.
 */
export function followSession(assistant: FollowingAssistant): () => void {
  assistant.setSessionUser(actingUser());
  const unsubscribe = authStore.subscribe(() => assistant.setSessionUser(actingUser()));
  const unregister = registerUserData('floating assistant conversation', () => assistant.setSessionUser(undefined));
  // The widget's own request may be the first to learn that the session is gone.
  const off = assistant.on('error', (failure) => {
    if (failure.code === SESSION_ENDED_CODE) reportSessionEnded();
  });
  return () => {
    unsubscribe();
    unregister();
    off();
  };
}
