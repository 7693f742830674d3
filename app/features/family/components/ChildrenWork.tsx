import { useId, useState } from 'react';
import { FAMILY_HOME_COPY as HOME_COPY } from '@common/copy/family-home';
import { FAMILY_COPY as COPY } from '@common/copy/writing';
import type { ChildProject } from '@common/schemas/family';
import { plainTextOf } from '@common/writing/rich-text';
import { RichTextView } from '~/components/rich-text/RichTextView';
import { Button } from '~/components/ui/Button';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { useDeleteChildProject } from '../api/delete-child-project';
import { useChildWork } from '../api/get-child-work';
import { useSaveChildProject } from '../api/save-child-project';
import styles from './ChildrenWork.module.css';

/**
 * A child's work in progress (SPEC §4 Projects: a parent may edit or delete active work),
 * under the shared work on the parent's home. Hidden while there is none.
 */
export function ChildInProgress({ studentId }: { studentId: string }) {
  const id = useId();
  const { data: child, isPending, isError, refetch } = useChildWork(studentId);
  if (isPending) return <Skeleton label={COPY.loading} lines={3} />;
  if (isError) return <LoadFailed message={COPY.failed} onRetry={() => void refetch()} />;
  const active = child.projects.filter((project) => project.status === 'active');
  if (active.length === 0) return null;
  return (
    <section className={styles.child} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {HOME_COPY.inProgress.title}
      </h2>
      <p className={styles.muted}>{HOME_COPY.inProgress.intro}</p>
      {active.map((project) => (
        <ProjectWork key={project.projectId} studentId={child.studentId} project={project} />
      ))}
    </section>
  );
}

const plainAnswers = (answers: Record<string, string>) =>
  Object.fromEntries(Object.entries(answers).map(([id, text]) => [id, plainTextOf(text)]));

/** The stored answers, with those the parent changed replaced by the new text. */
function changedAnswers(stored: Record<string, string>, edited: Record<string, string>) {
  const result = { ...stored };
  for (const [id, text] of Object.entries(edited)) {
    if (text !== plainTextOf(stored[id] ?? '')) result[id] = text;
  }
  return result;
}

function ProjectWork({ studentId, project }: { studentId: string; project: ChildProject }) {
  const id = useId();
  // A parent edits the words: rich-text answers show as plain text here, and only the answers
  // the parent changed are sent back (the others keep their formatting).
  const [answers, setAnswers] = useState(() => plainAnswers(project.answers));
  const save = useSaveChildProject();
  const remove = useDeleteChildProject();
  const editable = project.status === 'active';
  const ref = { studentId, projectId: project.projectId };
  const message = save.data?.ok ? COPY.saved : null;

  return (
    <article className={styles.project} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.subtitle}>
        {project.activityTitle}{' '}
        <span className={styles.muted}>
          · {project.classTitle} · {COPY.status[project.status]}
        </span>
      </h3>
      {project.questions.map((question) => (
        <div key={question.id} className={styles.answer}>
          {editable ? (
            <label htmlFor={`${id}-${question.id}`} className={styles.prompt}>
              {question.prompt}
            </label>
          ) : (
            <p className={styles.prompt}>{question.prompt}</p>
          )}
          {editable ? (
            <textarea
              id={`${id}-${question.id}`}
              className={styles.textarea}
              rows={4}
              value={answers[question.id] ?? ''}
              onChange={(event) => setAnswers({ ...answers, [question.id]: event.target.value })}
            />
          ) : (
            <RichTextView value={project.answers[question.id] ?? ''} />
          )}
        </div>
      ))}
      {editable ? (
        <div className={styles.actions}>
          <Button
            size="sm"
            onClick={() =>
              save.mutate({ ...ref, answers: changedAnswers(project.answers, answers) })
            }
          >
            {COPY.save}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => remove.mutate(ref)}>
            {COPY.remove}
          </Button>
        </div>
      ) : (
        <p className={styles.muted}>
          {COPY.lockedNote} <a href={`mailto:${project.teacherEmail}`}>{project.teacherEmail}</a>
        </p>
      )}
      <p role="status" className={styles.saved}>
        {message}
      </p>
      {project.comments.length > 0 && (
        <div>
          <h4 className={styles.prompt}>{COPY.feedback}</h4>
          <ul className={styles.list}>
            {project.comments.map((comment) => (
              <li key={comment.id}>
                {comment.body} <span className={styles.muted}>— {comment.author}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}
