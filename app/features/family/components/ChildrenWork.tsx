import { useId, useState } from 'react';
import { FAMILY_COPY as COPY } from '@common/copy/writing';
import { PATHS } from '@common/routes';
import type { ChildProject } from '@common/schemas/family';
import { plainTextOf } from '@common/writing/rich-text';
import { RichTextView } from '~/components/rich-text/RichTextView';
import { Button } from '~/components/ui/Button';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { useDeleteChildProject } from '../api/delete-child-project';
import { useChildWork } from '../api/get-child-work';
import { useChildren } from '../api/get-children';
import { useSaveChildProject } from '../api/save-child-project';
import { ChildPrivacy } from './ChildPrivacy';
import styles from './ChildrenWork.module.css';

/** The parent area's view of each linked child's writing, feedback and books. */
export function ChildrenWork() {
  const { data: children, isPending, isError, refetch } = useChildren();
  if (isPending) return <Skeleton label={COPY.loading} lines={4} />;
  if (isError) return <LoadFailed message={COPY.failed} onRetry={() => void refetch()} />;
  return (
    <>
      {children.map((child) => (
        <ChildWork key={child.id} studentId={child.id} />
      ))}
    </>
  );
}

/** One child's work: a placeholder while it loads, and a way to try again if it cannot be read. */
function ChildWork({ studentId }: { studentId: string }) {
  const id = useId();
  const { data: child, isPending, isError, refetch } = useChildWork(studentId);
  if (isPending) return <Skeleton label={COPY.loading} lines={4} />;
  if (isError) return <LoadFailed message={COPY.failed} onRetry={() => void refetch()} />;
  return (
    <section className={styles.child} aria-labelledby={`${id}-title`} data-child={child.firstName}>
      <h2 id={`${id}-title`} className={styles.title}>
        {COPY.title(child.firstName)}
      </h2>
      {child.books.length > 0 && (
        <div className={styles.books}>
          <h3 className={styles.subtitle}>{COPY.books}</h3>
          <ul className={styles.list}>
            {child.books.map((book) => (
              <li key={book.code}>
                <a href={`${PATHS.store}?code=${book.code}`}>{COPY.buy(book.name)}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {child.projects.length === 0 ? (
        <p className={styles.muted}>{COPY.empty}</p>
      ) : (
        child.projects.map((project) => (
          <ProjectWork key={project.projectId} studentId={child.studentId} project={project} />
        ))
      )}
      <ChildPrivacy studentId={child.studentId} firstName={child.firstName} />
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
