import { useEffect } from 'react';
import { type Blocker, useBlocker } from 'react-router-dom';

/**
 * While `dirty`, leaving is asked about: another screen of the console through the returned
 * blocker (the page shows the question), closing or reloading the tab through the browser's own
 * prompt. Moving between the screen's own tabs (its query string) is not leaving.
 */
export function useLeaveGuard(dirty: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return blocker;
}
