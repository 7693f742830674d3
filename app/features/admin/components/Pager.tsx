import { ADMIN_DESK } from '@common/copy/admin-desk';
import { Button } from '~/components/ui/Button';
import styles from './AdminDesk.module.css';

const COPY = ADMIN_DESK.list;

/** Where a paged list is, and the way to the pages beside it. */
export function Pager({
  page,
  total,
  size,
  onPage,
}: {
  page: number;
  total: number;
  size: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / size));
  const from = total === 0 ? 0 : (page - 1) * size + 1;
  return (
    <nav aria-label={COPY.pagination} className={styles.pager}>
      <p className={styles.muted} aria-live="polite">
        {COPY.shown(from, Math.min(total, page * size), total)} · {COPY.pageOf(page, pages)}
      </p>
      <div className={styles.pagerButtons}>
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {COPY.previous}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          {COPY.next}
        </Button>
      </div>
    </nav>
  );
}
