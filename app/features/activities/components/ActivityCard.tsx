import { Link } from 'react-router';
import type { ActivitySummary } from '@common/schemas/activities';
import { teacherActivityPath } from '@common/routes';
import { Button, ButtonLink } from '~/components/ui/Button';
import { ACTIVITIES_COPY as COPY } from '../utils/copy';
import { AssignedClasses } from './AssignedClasses';
import styles from './Cards.module.css';

interface ActivityCardProps {
  activity: ActivitySummary;
  busy: boolean;
  onDuplicate: () => void;
  onDelete: () => void;
}

/** One of the teacher's activities: what it is, where it is assigned, and its actions. */
export function ActivityCard({ activity, busy, onDuplicate, onDelete }: ActivityCardProps) {
  const href = teacherActivityPath(activity.id);
  return (
    <article className={styles.card} aria-labelledby={`activity-${activity.id}`}>
      <h3 className={styles.cardTitle} id={`activity-${activity.id}`}>
        <Link to={href}>{activity.title}</Link>
      </h3>
      <p className={styles.reference}>{activity.passageReference}</p>
      <ul className={styles.meta}>
        <li>{COPY.questions(activity.questionCount)}</li>
        {activity.dueDate && <li>{COPY.due(activity.dueDate)}</li>}
      </ul>
      <AssignedClasses activityId={activity.id} assignments={activity.assignments} />
      <div className={styles.cardActions}>
        <ButtonLink href={href} size="sm" aria-label={`${COPY.edit} ${activity.title}`}>
          {COPY.edit}
        </ButtonLink>
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          onClick={onDuplicate}
          aria-label={`${COPY.duplicate} ${activity.title}`}
        >
          {COPY.duplicate}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          onClick={onDelete}
          aria-label={`${COPY.delete} ${activity.title}`}
        >
          {COPY.delete}
        </Button>
      </div>
    </article>
  );
}
