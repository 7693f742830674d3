import type { LibraryActivity } from '@common/schemas/activities';
import { Button } from '~/components/ui/Button';
import { ACTIVITIES_COPY as COPY } from '../utils/copy';
import styles from './Cards.module.css';

/** A ready-made activity of the starter library, with a preview of its questions. */
export function LibraryCard({
  activity,
  busy,
  onUse,
}: {
  activity: LibraryActivity;
  busy: boolean;
  onUse: () => void;
}) {
  return (
    <article
      className={`${styles.card} ${styles.libraryCard}`}
      aria-labelledby={`library-${activity.id}`}
    >
      <span className={styles.badge}>{activity.grades}</span>
      <h3 className={styles.cardTitle} id={`library-${activity.id}`}>
        {activity.title}
      </h3>
      <p className={styles.reference}>{activity.passageReference}</p>
      <p className={styles.summary}>{activity.summary}</p>
      <ul className={styles.meta}>
        <li>{COPY.questions(activity.questions.length)}</li>
        <li>{COPY.words(activity.vocabulary.length)}</li>
      </ul>
      <details className={styles.details}>
        <summary>{COPY.preview}</summary>
        <ol>
          {activity.questions.map((question) => (
            <li key={question}>{question}</li>
          ))}
        </ol>
      </details>
      <div className={styles.cardActions}>
        <Button
          size="sm"
          disabled={busy}
          onClick={onUse}
          aria-label={`${COPY.useThis}: ${activity.title}`}
        >
          {COPY.useThis}
        </Button>
      </div>
    </article>
  );
}
