import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { TAB_PARAM, type ProductTab } from '../utils/product-tab';
import { isTabSwitchState } from './use-product-tab';

export const SUMMARY_SECTION_ID = 'summary';

/**
 * Where the home page scrolls when it is reached: /faithcademy and any ?tab= land on the
 * summary (tabs and slides), ?id=support on the element with that id. Tab switches made on
 * the page itself do not scroll.
 *
 * The root's scroll reset runs in the same effect pass after this one (parents run their
 * effects after their children), so the scroll waits for a microtask and lands afterwards.
 */
export function useArrivalScroll(initialTab: ProductTab): void {
  const location = useLocation();
  useEffect(() => {
    if (isTabSwitchState(location.state)) return;
    const params = new URLSearchParams(location.search);
    const target =
      params.has(TAB_PARAM) || initialTab === 'academy' ? SUMMARY_SECTION_ID : params.get('id');
    if (!target) return;
    let cancelled = false;
    queueMicrotask(() => {
      if (!cancelled) document.getElementById(target)?.scrollIntoView();
    });
    return () => {
      cancelled = true;
    };
    // Only a new arrival (a new location entry) scrolls.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
