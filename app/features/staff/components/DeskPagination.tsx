import { STAFF_DESK_COPY as COPY } from '@common/copy/staff-desk';
import { Button } from '~/components/ui/Button';
import styles from './Desk.module.css';

export function DeskPagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pages} aria-label={COPY.pagination}>
      <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {COPY.previous}
      </Button>
      <span aria-current="page">{COPY.page(page, pages)}</span>
      <Button
        size="sm"
        variant="secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {COPY.next}
      </Button>
    </nav>
  );
}
