import { useId, useState, type FormEvent } from 'react';
import {
  COURSE_VISIBILITIES,
  FORMER_POSTS_RULES,
  type CourseVisibility,
  type FormerPostsRule,
} from '@common/academy/courses';
import { BOARD_COPY } from '@common/academy/board-copy';
import { SETTINGS_COPY as COPY, VISIBILITY_COPY } from '@common/copy/academy-builder';
import { ACADEMY_BUILDER_API as API, type BuilderCourse } from '@common/schemas/academy-builder';
import { Button } from '~/components/ui/Button';
import { ConfirmDialog } from '~/components/ui/ConfirmDialog';
import { messageOf, useCourseWrite } from './api';
import { CourseTeam } from './CourseTeam';
import { DeleteCourse } from './DeleteCourse';
import styles from './builder.module.css';

/**
 * The Settings tab: who can join, the completion rule, former participants' posts, the
 * instructors, archive, and (the owner only) delete.
 */
export function CourseSettings({
  course,
  accountId,
}: {
  course: BuilderCourse;
  accountId: string;
}) {
  const id = useId();
  const write = useCourseWrite(course.id);
  const [visibility, setVisibility] = useState<CourseVisibility>(course.visibility);
  const [completion, setCompletion] = useState(String(course.completionPercent));
  const [formerPosts, setFormerPosts] = useState<FormerPostsRule>(course.formerPosts);
  const [board, setBoard] = useState({
    boardPremoderation: course.boardPremoderation,
    boardPostFirst: course.boardPostFirst,
  });
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved'>('idle');
  // What the server holds, to say when the form differs from it.
  const current = { visibility, completionPercent: Number(completion), formerPosts, ...board };
  const [stored, setStored] = useState(() => ({
    visibility: course.visibility,
    completionPercent: course.completionPercent,
    formerPosts: course.formerPosts,
    boardPremoderation: course.boardPremoderation,
    boardPostFirst: course.boardPostFirst,
  }));
  const dirty = (Object.keys(current) as (keyof typeof current)[]).some(
    (key) => current[key] !== stored[key],
  );
  const [error, setError] = useState<string | null>(null);
  const [archiving, setArchiving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStatus('saving');
    const sent = current;
    const answer = await write('PATCH', API.course(course.id), sent);
    if (answer.ok) setStored(sent);
    setStatus(answer.ok ? 'saved' : 'idle');
    setError(answer.ok ? null : messageOf(answer, COPY.failed));
  }

  const changeStatus = async (next: BuilderCourse['status']) => {
    const answer = await write('POST', API.status(course.id), { status: next });
    return answer.ok ? null : messageOf(answer, COPY.failed);
  };

  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`}>{COPY.heading}</h2>
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{COPY.visibility}</legend>
            {COURSE_VISIBILITIES.map((value) => (
              <label key={value} className={styles.option}>
                <input
                  type="radio"
                  name={`${id}-visibility`}
                  value={value}
                  checked={visibility === value}
                  onChange={() => setVisibility(value)}
                />
                <span>
                  <strong>{VISIBILITY_COPY[value].label}</strong>
                  <span className={styles.note}>{VISIBILITY_COPY[value].explain}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{COPY.completion}</legend>
            <label htmlFor={`${id}-completion`} className={styles.label}>
              {COPY.completionLabel}
            </label>
            <p id={`${id}-completion-hint`} className={styles.note}>
              {COPY.completionHint}
            </p>
            <input
              id={`${id}-completion`}
              type="number"
              min={1}
              max={100}
              className={`${styles.input} ${styles.narrow}`}
              value={completion}
              aria-describedby={`${id}-completion-hint`}
              onChange={(event) => setCompletion(event.target.value)}
            />
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{COPY.formerPosts}</legend>
            {FORMER_POSTS_RULES.map((value) => (
              <label key={value} className={styles.option}>
                <input
                  type="radio"
                  name={`${id}-former`}
                  value={value}
                  checked={formerPosts === value}
                  onChange={() => setFormerPosts(value)}
                />
                <span>{COPY.formerPostsOptions[value]}</span>
              </label>
            ))}
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{BOARD_COPY.settingsHeading}</legend>
            {(['boardPremoderation', 'boardPostFirst'] as const).map((key) => (
              <label key={key} className={styles.option}>
                <input
                  type="checkbox"
                  checked={board[key]}
                  onChange={(event) => setBoard({ ...board, [key]: event.target.checked })}
                />
                <span>
                  {key === 'boardPremoderation'
                    ? BOARD_COPY.premoderationSetting
                    : BOARD_COPY.postFirstSetting}
                </span>
              </label>
            ))}
          </fieldset>
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="submit" disabled={status === 'saving'}>
              {status === 'saving' ? COPY.saving : COPY.save}
            </Button>
            <p className={styles.note} role="status">
              {status === 'saving'
                ? ''
                : dirty
                  ? COPY.unsaved
                  : status === 'saved'
                    ? COPY.saved
                    : ''}
            </p>
          </div>
        </form>
      </section>

      <CourseTeam course={course} accountId={accountId} />

      <section className={styles.panel} aria-labelledby={`${id}-archive`}>
        <h2 id={`${id}-archive`}>{COPY.status}</h2>
        <p className={styles.note}>{COPY.archiveIntro}</p>
        <div className={styles.actions}>
          {course.status === 'archived' ? (
            <Button variant="secondary" onClick={() => void changeStatus('draft')}>
              {COPY.restore}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setArchiving(true)}>
              {COPY.archive}
            </Button>
          )}
        </div>
        <ConfirmDialog
          open={archiving}
          title={COPY.archiveTitle}
          description={COPY.archiveBody}
          confirmLabel={COPY.archive}
          cancelLabel={COPY.cancel}
          onClose={() => setArchiving(false)}
          onConfirm={async () => {
            const failure = await changeStatus('archived');
            if (!failure) setArchiving(false);
            return failure;
          }}
        />
      </section>

      <DeleteCourse course={course} />
    </div>
  );
}
