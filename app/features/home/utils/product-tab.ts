/**
 * SPEC §4 page tab: 0 Journals, 1 Courses. In the address the tabs are ?tab=journals and
 * ?tab=academy (SPEC §2.1); anything else is no tab at all.
 */
export type ProductTab = 'journals' | 'academy';

export const PRODUCT_TAB_ORDER: readonly ProductTab[] = ['journals', 'academy'];

export const TAB_PARAM = 'tab';

export function parseProductTab(value: string | null | undefined): ProductTab | null {
  return value === 'journals' || value === 'academy' ? value : null;
}

/** The tab reached from `current` by an arrow key, Home or End (wrapping, as tabs do). */
export function tabForKey(current: ProductTab, key: string): ProductTab | null {
  const index = PRODUCT_TAB_ORDER.indexOf(current);
  const last = PRODUCT_TAB_ORDER.length - 1;
  const target =
    key === 'ArrowRight' || key === 'ArrowDown'
      ? (index + 1) % PRODUCT_TAB_ORDER.length
      : key === 'ArrowLeft' || key === 'ArrowUp'
        ? (index + last) % PRODUCT_TAB_ORDER.length
        : key === 'Home'
          ? 0
          : key === 'End'
            ? last
            : null;
  return target === null ? null : (PRODUCT_TAB_ORDER[target] ?? null);
}
