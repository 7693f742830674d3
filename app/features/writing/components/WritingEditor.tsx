import { useId, useState, type ReactNode } from 'react';
import { WRITING_COPY } from '@common/copy/writing';
import type { StudentProjectAnswer } from '@common/schemas/projects';
import { Button } from '~/components/ui/Button';
import { useSubmitProject } from '../api/submit-project';
import { firstError } from '../utils/first-error';
import { useAutosave } from '../hooks/use-autosave';
import { SaveStatus } from './SaveStatus';
import styles from './Writing.module.css';

const COPY = WRITING_COPY.student;

/** The passage, its words, the questions with autosaved answers, and the teacher's feedback. */
export function WritingEditor({ data, media }: { data: StudentProjectAnswer; media?: ReactNode }) {
  const id = useId();
  const { activity, project, classId, studentId } = data;
  const { answers, status, change, saveNow } = useAutosave({
    studentId,
    classId,
    activityId: activity.id,
    saved: project.answers,
    locked: project.status !== 'active',
  });
  const [handedIn, setHandedIn] = useState<string | null>(
    project.submittedAt ? COPY.submitted_note : null,
  );
  const [submitError, setSubmitError] = useState<string | null>(null);
  const submit = useSubmitProject(classId, activity.id);
  const locked = status === 'locked';

  async function handIn() {
    await saveNow();
    try {
      const { points } = await submit.mutateAsync();
      setSubmitError(null);
      setHandedIn(COPY.submitDone(points));
    } catch (error) {
      setSubmitError(firstError(error, COPY.loadFailed));
    }
  }

  return (
    <div className={styles.writing}>
      <div className={styles.statusBar}>
        <SaveStatus status={status} />
      </div>
      {locked && (
        <p className={styles.notice} role="note">
          {COPY.locked}
        </p>
      )}
      <section aria-labelledby={`${id}-passage`} className={styles.card}>
        <h2 id={`${id}-passage`} className={styles.sectionTitle}>
          {COPY.passage}: {activity.passageReference}
        </h2>
        {activity.imageUrl && (
          <img src={activity.imageUrl} alt={activity.imageAlt} className={styles.image} />
        )}
        {media}
        <blockquote className={styles.passage}>
          {activity.passageText}
          {activity.passageSource && <footer>{activity.passageSource}</footer>}
        </blockquote>
      </section>
      {activity.vocabulary.length > 0 && (
        <section aria-labelledby={`${id}-words`} className={styles.card}>
          <h2 id={`${id}-words`} className={styles.sectionTitle}>
            {COPY.vocabulary}
          </h2>
          <dl className={styles.vocabulary}>
            {activity.vocabulary.map((entry) => (
              <div key={entry.word}>
                <dt>{entry.word}</dt>
                <dd>{entry.definition}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <section aria-labelledby={`${id}-questions`} className={styles.card}>
        <h2 id={`${id}-questions`} className={styles.sectionTitle}>
          {COPY.questions}
        </h2>
        <p>{activity.instructions}</p>
        <ol className={styles.questions}>
          {activity.questions.map((question) => (
            <li key={question.id}>
              <label htmlFor={`${id}-${question.id}`} className={styles.prompt}>
                {question.prompt}
              </label>
              <textarea
                id={`${id}-${question.id}`}
                className={styles.answer}
                rows={6}
                value={answers[question.id] ?? ''}
                readOnly={locked}
                onChange={(event) => change(question.id, event.target.value)}
              />
            </li>
          ))}
        </ol>
        {!locked && (
          <div className={styles.actions}>
            <Button onClick={() => void handIn()}>{COPY.submit}</Button>
          </div>
        )}
        <p className={styles.success} role="status">
          {handedIn}
        </p>
        <p className={styles.error} role="alert">
          {submitError}
        </p>
      </section>
      <section aria-labelledby={`${id}-feedback`} className={styles.card}>
        <h2 id={`${id}-feedback`} className={styles.sectionTitle}>
          {COPY.feedback}
        </h2>
        {project.score && <p>{COPY.score(project.score.points, project.score.maxPoints)}</p>}
        {project.comments.length === 0 ? (
          <p className={styles.muted}>{COPY.noFeedback}</p>
        ) : (
          <ul className={styles.comments}>
            {project.comments.map((comment) => (
              <li key={comment.id}>
                <p>{comment.body}</p>
                <span className={styles.muted}>{comment.author}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
