import { Link } from 'react-router';
import type { StudentHomeCard } from '@common/schemas/projects';
import { dueInWords, isLate } from '~/lib/due-words';
import styles from './StudentHome.module.css';

/**
 * One piece of work on the home: its title as the link (named for what it does, e.g.
 * "Revise: Psalm 23"), where it is from, and one line that matters most here (when it is due,
 * the feedback waiting, or that it was approved).
 */
export function WorkCard({
  card,
  to,
  label,
  note,
}: {
  card: StudentHomeCard;
  to: string;
  label: string;
  /** Overrides the due date line. */
  note?: string;
}) {
  const late = card.dueDate !== null && !card.submitted && isLate(card.dueDate);
  return (
    <li className={styles.card}>
      <Link to={to} aria-label={label} className={styles.cardLink}>
        {card.title}
      </Link>
      <span className={styles.meta}>
        {card.passageReference} · {card.classTitle}
      </span>
      {note ? (
        <span className={styles.chip}>{note}</span>
      ) : (
        card.dueDate && (
          <span className={late ? `${styles.chip} ${styles.late}` : styles.chip}>
            {dueInWords(card.dueDate)}
          </span>
        )
      )}
    </li>
  );
}
