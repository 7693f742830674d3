import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { STORE_PREVIEW_COPY } from '@common/copy/store-preview';
import { previewPageUrl } from '@common/store/preview';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { useBookPreview, type PreviewCover } from '../api/get-book-preview';
import styles from './BookPreview.module.css';

const COPY = STORE_PREVIEW_COPY.viewer;

interface PageView {
  previewId: string;
  page: number;
  image: 'loading' | 'loaded' | 'failed';
}

/**
 * The book's real pages before paying (issue 12, point 8): the watermarked images the server
 * rendered from the book, one at a time, turned with the buttons or the arrow keys. With a
 * cover, the Premium copy of that child, the name as typed.
 */
export function BookPreview({
  code,
  bookName,
  cover,
  coverLabel,
}: {
  code: string;
  bookName: string;
  cover: PreviewCover | null;
  /** The chosen child's name as the store shows it, for the heading. */
  coverLabel?: string;
}) {
  const id = useId();
  const preview = useBookPreview(code, cover);
  const data = preview.data;
  const total = data?.pageCount ?? 0;
  const previewId = data?.previewId ?? '';
  // The page shown belongs to one preview: another copy (a new name on the cover) opens at
  // its cover, without an effect to reset it.
  const [view, setView] = useState<PageView>({ previewId: '', page: 1, image: 'loading' });
  const { page, image } =
    view.previewId === previewId ? view : { page: 1, image: 'loading' as const };
  const setImage = (next: PageView['image']) => setView({ previewId, page, image: next });

  // The next page is fetched ahead, so turning forward shows it at once.
  useEffect(() => {
    if (!previewId || page >= total) return;
    const next = new Image();
    next.src = previewPageUrl(previewId, page + 1, code);
  }, [previewId, page, total, code]);

  const turn = (to: number) => {
    if (to < 1 || to > total || to === page) return;
    setView({ previewId, page: to, image: 'loading' });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') turn(page + 1);
    else if (event.key === 'ArrowLeft') turn(page - 1);
    else if (event.key === 'Home') turn(1);
    else if (event.key === 'End') turn(total);
    else return;
    event.preventDefault();
  };
  const retry = () => {
    setImage('loading');
    void preview.refetch();
  };

  const heading = cover && coverLabel ? COPY.premiumHeading(coverLabel) : COPY.heading;
  const size = data?.pages[page - 1];
  return (
    <section className={styles.preview} aria-labelledby={`${id}-title`} data-testid="book-preview">
      <header className={styles.header}>
        <h2 id={`${id}-title`} className={styles.title}>
          {heading}
        </h2>
        <p className={styles.intro}>{cover ? COPY.premiumIntro : COPY.intro}</p>
        {data && <p className={styles.pageCount}>{COPY.pageCount(total)}</p>}
      </header>

      {preview.isError ? (
        <LoadFailed message={COPY.failed} onRetry={retry} />
      ) : !data || preview.isFetching ? (
        <div className={styles.stage}>
          <div className={styles.frame} role="status" data-testid="preview-skeleton">
            <span className="visually-hidden">{COPY.preparing}</span>
            <div className={`${styles.page} ${styles.pageSkeleton}`} aria-hidden="true" />
          </div>
        </div>
      ) : (
        <>
          <div
            className={styles.stage}
            role="group"
            aria-roledescription="book"
            aria-label={bookName}
            aria-describedby={`${id}-hint`}
            tabIndex={0}
            onKeyDown={onKeyDown}
          >
            <button
              type="button"
              className={styles.turn}
              onClick={() => turn(page - 1)}
              disabled={page <= 1}
              aria-label={COPY.previous}
            >
              <Arrow direction="left" />
            </button>
            <div className={styles.frame}>
              {image === 'failed' ? (
                <div className={`${styles.page} ${styles.pageFailed}`}>
                  <LoadFailed message={COPY.pageFailed} onRetry={retry} />
                </div>
              ) : (
                <>
                  {image === 'loading' && (
                    <div
                      className={`${styles.page} ${styles.pageSkeleton} ${styles.overlay}`}
                      role="status"
                    >
                      <span className="visually-hidden">{COPY.loadingPage}</span>
                    </div>
                  )}
                  <img
                    key={`${data.previewId}-${page}`}
                    className={styles.page}
                    src={previewPageUrl(data.previewId, page, code)}
                    alt={page === 1 ? COPY.coverAlt(bookName) : COPY.pageAlt(page, total, bookName)}
                    width={size?.width}
                    height={size?.height}
                    onLoad={() => setImage('loaded')}
                    onError={() => setImage('failed')}
                    data-loaded={image === 'loaded' || undefined}
                  />
                </>
              )}
            </div>
            <button
              type="button"
              className={styles.turn}
              onClick={() => turn(page + 1)}
              disabled={page >= total}
              aria-label={COPY.next}
            >
              <Arrow direction="right" />
            </button>
          </div>
          <p className={styles.counter} aria-live="polite" data-testid="preview-counter">
            {COPY.counter(page, total)}
          </p>
          <p id={`${id}-hint`} className={styles.hint}>
            {COPY.keyboardHint}
          </p>
        </>
      )}
    </section>
  );
}

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
