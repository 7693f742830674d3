import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * SPEC §2.1: scroll position resets on navigation unless a tab param is present (the home
 * page then scrolls to its own section). A #hash scrolls to its anchor instead. The first
 * page load is left to the browser, so a visitor who scrolls before the page hydrates is
 * not thrown back to the top.
 */
export function useScrollReset(): void {
  const { pathname, search, hash } = useLocation();
  const firstLoad = useRef(true);
  useEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false;
      return;
    }
    if (new URLSearchParams(search).has('tab')) return;
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
    // Only a change of page resets; `search` changes within a page (e.g. tab rewrites) do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, hash]);
}
