import { useId, useState, type ReactNode } from 'react';
import { EDITOR_COPY } from '@common/copy/student';
import { WRITING_COPY } from '@common/copy/writing';
import type { StudentProjectAnswer } from '@common/schemas/projects';
import { Button } from '~/components/ui/Button';
import { useSubmitProject } from '../api/submit-project';
import { firstError } from '../utils/first-error';
import { useAutosave } from '../hooks/use-autosave';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { LeaveDialog } from './LeaveDialog';
import { RichAnswerEditor } from './RichAnswerEditor';
import { SaveStatus } from './SaveStatus';
import editorStyles from './RichAnswerEditor.module.css';
import styles from './Writing.module.css';

const COPY = WRITING_COPY.student;

/**
 * The passage, its words, and the questions with autosaved, formatted answers
 * (RichAnswerEditor). Leaving with unsaved writing asks first (useLeaveGuard). The teacher's
 * feedback and the work's state (returned, approved) are shown around it by WritingPage.
 */
export function WritingEditor({ data, media }: { data: StudentProjectAnswer; media?: ReactNode }) {
  const id = useId();
  const { activity, project, classId, studentId } = data;
  const { answers, status, change, saveNow, restored, unsaved } = useAutosave({
    studentId,
    classId,
    activityId: activity.id,
    saved: project.answers,
    // Work returned for revision is written like active work; approved and archived is read.
    locked: project.status === 'approved' || project.status === 'archived',
  });
  const [handedIn, setHandedIn] = useState<string | null>(
    project.submittedAt ? COPY.submitted_note : null,
  );
  const [submitError, setSubmitError] = useState<string | null>(null);
  const submit = useSubmitProject(classId, activity.id);
  const locked = status === 'locked';
  const blocker = useLeaveGuard(unsaved);

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
      {restored && !locked && (
        <p className={editorStyles.restored} role="status">
          {EDITOR_COPY.restored}
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
              <p id={`${id}-${question.id}-prompt`} className={styles.prompt}>
                {question.prompt}
              </p>
              <RichAnswerEditor
                id={`${id}-${question.id}`}
                labelId={`${id}-${question.id}-prompt`}
                prompt={question.prompt}
                value={answers[question.id] ?? ''}
                readOnly={locked}
                onChange={(html) => change(question.id, html)}
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
      <LeaveDialog blocker={blocker} onStay={() => void saveNow()} />
    </div>
  );
}
