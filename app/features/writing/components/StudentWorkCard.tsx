import { useId } from 'react';
import { FEEDBACK_COPY } from '@common/copy/feedback';
import { WRITING_COPY } from '@common/copy/writing';
import { reviewPath } from '@common/routes';
import type { ClassProjectsAnswer, ProjectSummary } from '@common/schemas/projects';
import { plainTextOf } from '@common/writing/rich-text';
import { Avatar } from '~/components/ui/Avatar';
import { ButtonLink } from '~/components/ui/Button';
import { statusLabel } from './StatusBadge';
import styles from './Writing.module.css';

const COPY = WRITING_COPY.teacher;

/**
 * One student's work in the class's live view, as a calm row: who, where they are (status,
 * words, comments, score), the start of what they are writing (updated live), and one way in:
 * Review, the review screen with every tool.
 */
export function StudentWorkCard({
  project,
  activity,
}: {
  project: ProjectSummary;
  activity: ClassProjectsAnswer['activity'];
}) {
  const id = useId();
  const name = project.studentName;
  const excerpt = activity.questions
    .map((question) => plainTextOf(project.answers[question.id] ?? '').trim())
    .filter(Boolean)
    .join(' · ');
  return (
    <article className={styles.workRow} aria-labelledby={`${id}-name`} data-student={name}>
      <Avatar look={project.avatar} size={40} />
      <div className={styles.workSummary}>
        <div className={styles.workLine}>
          <h2 id={`${id}-name`} className={styles.workName}>
            {name}
          </h2>
          <span className={styles.badge} data-testid="work-status" data-status={project.status}>
            {statusLabel(project.status, project.submittedAt !== null)}
          </span>
        </div>
        {project.status !== 'not_started' && (
          <>
            <p className={styles.workFacts}>
              <span data-testid="word-count">{COPY.words(project.wordCount)}</span>
              {project.commentCount > 0 && (
                <span>
                  {' · '}
                  {COPY.comments}: {project.commentCount}
                </span>
              )}
              {project.score && (
                <span>
                  {' · '}
                  {FEEDBACK_COPY.review.total(project.score.points, project.score.maxPoints)}
                </span>
              )}
            </p>
            <p className={styles.workExcerpt} data-testid="work-answers">
              {excerpt}
            </p>
          </>
        )}
      </div>
      {project.projectId && (
        <ButtonLink
          size="sm"
          variant="secondary"
          href={reviewPath(project.projectId)}
          aria-label={`${COPY.review} ${name}`}
        >
          {COPY.review}
        </ButtonLink>
      )}
    </article>
  );
}
