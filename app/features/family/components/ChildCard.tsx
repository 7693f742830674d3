import { Link } from 'react-router';
import { FAMILY_HOME_COPY as COPY } from '@common/copy/family-home';
import { PATHS } from '@common/routes';
import type { FamilyChild } from '@common/schemas/family';
import { Avatar } from '~/components/ui/Avatar';
import styles from './ParentHome.module.css';

/** A child's card: their worn avatar, name, classes with each teacher, and 'Log in as'. */
export function ChildCard({ child, headingId }: { child: FamilyChild; headingId: string }) {
  return (
    <div className={styles.card} data-testid="child-card">
      <Avatar look={child.avatar} size={80} label={COPY.card.avatar(child.firstName)} />
      <div className={styles.cardText}>
        <h2 id={headingId} className={styles.childName}>
          {child.firstName} {child.lastName}
        </h2>
        {child.classes.length === 0 ? (
          <p className={styles.muted}>{COPY.card.noClass}</p>
        ) : (
          <ul className={styles.classes} aria-label={COPY.card.classes}>
            {child.classes.map((entry) => (
              <li key={`${entry.title} ${entry.teacherName}`}>
                <span className={styles.classTitle}>{entry.title}</span>{' '}
                <span className={styles.muted}>{COPY.card.teacher(entry.teacherName)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Link
        className={styles.logInAs}
        to={`${PATHS.studentLoginAs}?sid=${encodeURIComponent(child.studentId)}`}
      >
        {COPY.card.logInAs(child.firstName)}
      </Link>
    </div>
  );
}
