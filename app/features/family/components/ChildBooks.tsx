import { useId } from 'react';
import { FAMILY_HOME_COPY as COPY } from '@common/copy/family-home';
import { storeOrderPath } from '@common/routes';
import { ButtonLink } from '~/components/ui/Button';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { formatDate } from '~/lib/format-date';
import { useChildFeed } from '../api/get-child-feed';
import styles from './ParentHome.module.css';

/**
 * The published books the child is in, each with one 'Order this book' into the store with
 * the book's code and this child chosen (a Premium copy is per child).
 */
export function ChildBooks({ studentId, firstName }: { studentId: string; firstName: string }) {
  const id = useId();
  const { data, isPending, isError, refetch } = useChildFeed(studentId);
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {COPY.books.title}
      </h2>
      {isPending ? (
        <Skeleton label={COPY.feed.loading} lines={2} />
      ) : isError ? (
        <LoadFailed message={COPY.feed.failed} onRetry={() => void refetch()} />
      ) : data.books.length === 0 ? (
        <p className={styles.muted}>{COPY.books.empty(firstName)}</p>
      ) : (
        <>
          <p className={styles.muted}>{COPY.books.premiumNote(firstName)}</p>
          <ul className={styles.bookList}>
            {data.books.map((book) => (
              <li key={book.code} className={styles.book} data-testid="child-book">
                <span className={styles.bookCover} aria-hidden="true">
                  {book.name.charAt(0)}
                </span>
                <div className={styles.bookText}>
                  <h3 className={styles.bookName}>{book.name}</h3>
                  <p className={styles.muted}>
                    {COPY.books.type[book.type]} · {book.classTitle}
                    {book.publishedAt && ` · ${COPY.books.published(formatDate(book.publishedAt))}`}
                  </p>
                  <ButtonLink
                    size="sm"
                    href={storeOrderPath(book.code, { studentId, firstName })}
                    aria-label={COPY.books.orderLabel(book.name)}
                  >
                    {COPY.books.order}
                  </ButtonLink>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
