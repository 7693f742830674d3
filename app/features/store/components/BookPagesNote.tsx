import { BOOK_COPY } from '@common/publishing/book-copy';
import type { PurchaseType } from '@common/store/pricing';
import { useBookPages } from '../api/get-book-pages';
import styles from './Store.module.css';

/** The child named on a Premium cover before the buyer has chosen one. */
const ANY_CHILD = 'your child';

/**
 * How the editions differ, in pages (issue 12, point 7): "Standard · 42 pages", "Premium · 42
 * pages with {name}'s name on the cover". Says nothing while counting or when it cannot.
 */
export function BookPagesNote({
  code,
  type,
  childName,
}: {
  code: string;
  type: PurchaseType;
  childName: string | null;
}) {
  const { data } = useBookPages(code);
  if (type === 'journal') return null;
  if (!data) return <span className={styles.typeNote} aria-hidden="true" />;
  return (
    <span className={styles.typeNote} data-testid={`pages-${type}`}>
      {type === 'standard'
        ? BOOK_COPY.standardPages(data.standard)
        : BOOK_COPY.premiumPages(data.premium, childName ?? ANY_CHILD)}
    </span>
  );
}
