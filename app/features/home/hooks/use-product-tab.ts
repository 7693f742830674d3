import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { parseProductTab, TAB_PARAM, type ProductTab } from '../utils/product-tab';
import { useHydrated } from './use-hydrated';

/** Marks our own address rewrites so the page does not scroll when the tab is switched. */
export interface TabSwitchState {
  tabSwitch: true;
}

export function isTabSwitchState(state: unknown): state is TabSwitchState {
  return typeof state === 'object' && state !== null && 'tabSwitch' in state;
}

/**
 * The home page's product tab (SPEC §2.3, §4). The address is the source of truth once the
 * page has hydrated: ?tab=journals or ?tab=academy, otherwise the route's initial tab
 * (academy on /faithcademy). The prerendered HTML knows no query string, so the first
 * render always uses the initial tab. Switching rewrites the address in place: no reload,
 * no new history entry, no scroll.
 */
export function useProductTab(initialTab: ProductTab): [ProductTab, (tab: ProductTab) => void] {
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const fromAddress = hydrated ? parseProductTab(searchParams.get(TAB_PARAM)) : null;
  const tab = fromAddress ?? initialTab;

  const selectTab = useCallback(
    (next: ProductTab) => {
      const state: TabSwitchState = { tabSwitch: true };
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          // ?id= only said where to land; the address now names the tab.
          params.delete('id');
          params.set(TAB_PARAM, next);
          return params;
        },
        { replace: true, preventScrollReset: true, state },
      );
    },
    [setSearchParams],
  );

  return [tab, selectTab];
}
