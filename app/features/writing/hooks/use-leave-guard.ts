import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Warns before leaving while writing is not saved yet (issue 11, point 11): closing or reloading
 * the tab gets the browser's own question (`beforeunload`); a link inside the app is held
 * (`useBlocker`) so the page can ask calmly. The draft is kept in the browser either way.
 */
export function useLeaveGuard(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when a value is returned.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
}
