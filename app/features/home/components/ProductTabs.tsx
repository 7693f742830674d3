import { useRef, type KeyboardEvent } from 'react';
import { PRODUCT_TABS } from '@common/copy/home-intro';
import { PRODUCT_TAB_ORDER, tabForKey, type ProductTab } from '../utils/product-tab';
import styles from './ProductTabs.module.css';

export const productTabId = (tab: ProductTab) => `product-tab-${tab}`;

interface ProductTabsProps {
  tab: ProductTab;
  onSelect: (tab: ProductTab) => void;
  /** The id of the tab panel (the slide rotation) both tabs control. */
  panelId: string;
  headingId: string;
}

/**
 * SPEC §2.3 part 2: the switch between Journals and Courses, as real tabs: arrow keys,
 * Home and End move between them (and select, since the panel is light), Tab moves on.
 */
export function ProductTabs({ tab, onSelect, panelId, headingId }: ProductTabsProps) {
  const buttons = useRef(new Map<ProductTab, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabForKey(tab, event.key);
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    buttons.current.get(next)?.focus();
  };

  return (
    <div className={styles.intro}>
      <h2 id={headingId} className={styles.heading}>
        {PRODUCT_TABS.heading}
      </h2>
      <p className={`lead ${styles.lead}`}>{PRODUCT_TABS.lead}</p>
      <div
        role="tablist"
        aria-label={PRODUCT_TABS.listLabel}
        className={styles.tablist}
        onKeyDown={onKeyDown}
        data-testid="product-tabs"
      >
        {PRODUCT_TAB_ORDER.map((item) => {
          const selected = item === tab;
          const copy = PRODUCT_TABS[item];
          return (
            <button
              key={item}
              ref={(node) => {
                if (node) buttons.current.set(item, node);
                else buttons.current.delete(item);
              }}
              type="button"
              role="tab"
              id={productTabId(item)}
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => {
                if (!selected) onSelect(item);
              }}
            >
              <span className={styles.label}>{copy.label}</span>
              <span className={styles.caption}>{copy.caption}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
