import { Link } from 'react-router';
import { CLASSROOM_SCREENS } from '@common/copy/classroom-screens';
import { classTabPath, PATHS } from '@common/routes';
import type { ClassSummary } from '@common/schemas/classroom';
import { AppShell } from '~/components/layout/AppShell';
import { ButtonLink } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { useClassBooks } from '../api/get-class-books';
import { useClasses } from '../api/get-classes';
import { OrdersAndCredits } from './OrdersAndCredits';
import styles from './Classroom.module.css';

const COPY = CLASSROOM_SCREENS.booksAndOrders;
const BOOKS = CLASSROOM_SCREENS.books;

/**
 * /teacher/books, "Books & orders": each class's books (made in its Books tab, linked from
 * here), then the orders families made and the teacher's credits.
 */
export function BooksAndOrders() {
  const classes = useClasses();
  const active = (classes.data ?? []).filter((klass) => !klass.archivedAt);
  return (
    <AppShell title={COPY.title} intro={COPY.intro}>
      <section className={styles.section} aria-labelledby="books-by-class">
        <h2 id="books-by-class" className={styles.sectionTitle}>
          {COPY.classesTitle}
        </h2>
        {classes.isPending ? (
          <Skeleton label={CLASSROOM_SCREENS.dashboard.loading} />
        ) : classes.isError ? (
          <LoadFailed
            message={CLASSROOM_SCREENS.dashboard.failed}
            onRetry={() => void classes.refetch()}
          />
        ) : active.length === 0 ? (
          <EmptyState
            title={COPY.noClasses}
            action={<ButtonLink href={PATHS.teacherClasses}>{COPY.createClass}</ButtonLink>}
          />
        ) : (
          <ul className={styles.cards}>
            {active.map((klass) => (
              <ClassBooks key={klass.id} klass={klass} />
            ))}
          </ul>
        )}
      </section>
      <OrdersAndCredits />
    </AppShell>
  );
}

function ClassBooks({ klass }: { klass: ClassSummary }) {
  const { data: books, isPending } = useClassBooks(klass.id);
  return (
    <li className={styles.card}>
      <Link to={classTabPath(klass.id, 'books')} className={styles.cardTitle}>
        {COPY.openBooks(klass.title)}
      </Link>
      {isPending ? (
        <span className={styles.muted}>…</span>
      ) : !books || books.length === 0 ? (
        <span className={styles.muted}>{BOOKS.intro}</span>
      ) : (
        <ul className={styles.list}>
          {books.map((book) => (
            <li key={book.id}>
              <strong>{book.name}</strong>{' '}
              <span className={styles.muted}>
                · {book.publishedAt ? BOOKS.published(book.code) : BOOKS.draft}
              </span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
