import { useId, useState } from 'react';
import type { ReflectionPrompt } from '@common/schemas/academy-blocks';
import type { ReflectionAnswer } from '@common/schemas/academy-reflections';
import { EDITABLE_REFLECTION_STATUSES } from '@common/academy/reflections';
import { REFLECTION_COPY as COPY } from '@common/copy/academy-reflections';
import { EDITOR_COPY } from '@common/copy/student';
import { Button } from '~/components/ui/Button';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { LeaveDialog } from '~/features/writing/components/LeaveDialog';
import { RichAnswerEditor } from '~/features/writing/components/RichAnswerEditor';
import { SaveStatus } from '~/features/writing/components/SaveStatus';
import { useDraftAutosave } from '~/features/writing/hooks/use-autosave';
import { useLeaveGuard } from '~/features/writing/hooks/use-leave-guard';
import { firstError } from '~/features/writing/utils/first-error';
import { myCertificateKey } from '@academy/lib/certificate-key';
import { useCourseLive } from '@academy/lib/use-course-live';
import { reflectionKeys, saveReflection, useHandIn, useReflection, useSaveReflection } from './api';
import { ReflectionFeedback } from './ReflectionFeedback';
import styles from './Reflections.module.css';

type Reflection = ReflectionAnswer['reflection'];

export interface ReflectionAreaProps {
  courseId: string;
  lessonId: string;
  /** The lesson's prompts, in the order its blocks show them. */
  prompts: ReflectionPrompt[];
  /** The signed-in participant: drafts in this browser are kept under them only. */
  userId: string;
  /** An instructor previewing sees the questions, not a form. */
  preview: boolean;
}

/**
 * A lesson's reflection (issue 13, point 11): the participant answers the lesson's prompts,
 * autosaved exactly as Journals writing is (never lost, a status always visible), hands them in,
 * and reads the instructor's feedback as it arrives (live), revising when it is returned.
 */
export function ReflectionArea(props: ReflectionAreaProps) {
  const { courseId, lessonId, prompts, preview } = props;
  const headingId = useId();
  const query = useReflection(courseId, lessonId);
  // An accepted reflection can complete the course: the certificate is read again too.
  useCourseLive(courseId, [reflectionKeys.mine(courseId, lessonId), myCertificateKey(courseId)]);

  return (
    <section className={styles.area} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {COPY.heading}
      </h2>
      {preview ? (
        <>
          <p className={styles.note}>{COPY.previewNote}</p>
          <ol className={styles.prompts}>
            {prompts.map((prompt) => (
              <li key={prompt.id}>{prompt.text}</li>
            ))}
          </ol>
        </>
      ) : query.isPending ? (
        <Skeleton label={COPY.loading} lines={4} />
      ) : query.isError ? (
        <LoadFailed message={COPY.loadFailed} onRetry={() => void query.refetch()} />
      ) : (
        // Keyed by the state, so a return (read live) starts a fresh editor on the answers.
        <ReflectionForm
          key={`${query.data.reflection.status}-${query.data.reflection.versions.length}`}
          {...props}
          reflection={query.data.reflection}
        />
      )}
    </section>
  );
}

function ReflectionForm({
  courseId,
  lessonId,
  prompts,
  userId,
  reflection,
}: ReflectionAreaProps & { reflection: Reflection }) {
  const id = useId();
  const editable = EDITABLE_REFLECTION_STATUSES.includes(reflection.status);
  const { mutateAsync } = useSaveReflection(courseId, lessonId);
  const { answers, status, change, saveNow, restored, unsaved } = useDraftAutosave({
    ownerId: userId,
    scopeId: courseId,
    itemId: lessonId,
    saved: reflection.answers,
    locked: !editable,
    send: mutateAsync,
    sendOnLeave: (latest) => void saveReflection(courseId, lessonId, latest, { keepalive: true }),
  });
  const handIn = useHandIn(courseId, lessonId);
  const [error, setError] = useState<string | null>(null);
  const blocker = useLeaveGuard(unsaved);

  async function submit() {
    setError(null);
    await saveNow();
    try {
      await handIn.mutateAsync();
    } catch (failure) {
      setError(firstError(failure, COPY.loadFailed));
    }
  }

  return (
    <div className={styles.form}>
      <div className={styles.stateBar}>
        <p className={styles.state} data-state={reflection.status} data-testid="reflection-state">
          {COPY.status[reflection.status]}
        </p>
        {editable && <SaveStatus status={status} />}
      </div>
      {restored && editable && (
        <p className={styles.note} role="status">
          {EDITOR_COPY.restored}
        </p>
      )}
      <ReflectionFeedback reflection={reflection} prompts={prompts} />
      {editable && <p className={styles.note}>{COPY.intro}</p>}
      <ol className={styles.questions}>
        {prompts.map((prompt) => (
          <li key={prompt.id}>
            <p id={`${id}-${prompt.id}`} className={styles.prompt}>
              {prompt.text}
            </p>
            <RichAnswerEditor
              id={`${id}-${prompt.id}-answer`}
              labelId={`${id}-${prompt.id}`}
              prompt={prompt.text}
              value={answers[prompt.id] ?? ''}
              readOnly={!editable}
              onChange={(html) => change(prompt.id, html)}
            />
          </li>
        ))}
      </ol>
      {editable && (
        <div className={styles.actions}>
          <Button onClick={() => void submit()} disabled={handIn.isPending}>
            {handIn.isPending
              ? COPY.handingIn
              : reflection.status === 'returned'
                ? COPY.handInAgain
                : COPY.handIn}
          </Button>
        </div>
      )}
      <p className={styles.error} role="alert">
        {error}
      </p>
      <LeaveDialog blocker={blocker} onStay={() => void saveNow()} />
    </div>
  );
}
