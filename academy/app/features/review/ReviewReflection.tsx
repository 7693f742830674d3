import { useEffect, useId, useRef, useState } from 'react';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { AWAITING_REVIEW_STATUSES } from '@common/academy/reflections';
import { REFLECTION_COPY, REVIEW_COPY as COPY } from '@common/copy/academy-reflections';
import type { ProjectComment } from '@common/schemas/projects';
import type { ReflectionAnchor, ReviewedReflection } from '@common/schemas/academy-reflections';
import { Button, ButtonLink } from '~/components/ui/Button';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { commentDomId, HighlightedAnswer } from '~/features/writing/components/HighlightedAnswer';
import { anchorOfSelection } from '~/features/writing/utils/anchors';
import { firstError } from '~/features/writing/utils/first-error';
import { formatDate } from '~/lib/format-date';
import { useCourseLive } from '@academy/lib/use-course-live';
import { reviewKeys, useAddFeedback, useDecide, useReviewedReflection } from './api';
import styles from './Review.module.css';

/**
 * One reflection under review (issue 13, point 13): the latest hand-in's answers with the
 * passages already commented on highlighted; select words to comment on them, or give general
 * feedback; then return it (a note is required) or accept it.
 */
export function ReviewReflection({
  courseId,
  reflectionId,
}: {
  courseId: string;
  reflectionId: string;
}) {
  const query = useReviewedReflection(courseId, reflectionId);
  useCourseLive(courseId, [reviewKeys.one(courseId, reflectionId)]);
  return (
    <div className={styles.review}>
      <ButtonLink variant="ghost" size="sm" href={ACADEMY_PATHS.reviewQueue(courseId)}>
        ← {COPY.backToQueue}
      </ButtonLink>
      {query.isPending ? (
        <Skeleton label={COPY.loading} lines={8} />
      ) : query.isError ? (
        <LoadFailed message={COPY.loadFailed} onRetry={() => void query.refetch()} />
      ) : (
        <Review courseId={courseId} reflection={query.data} />
      )}
    </div>
  );
}

/** The reflection's comments in the Journals' shape, so its highlighting is reused as is. */
const asProjectComments = (reflection: ReviewedReflection): ProjectComment[] =>
  reflection.comments.map((comment) => ({
    id: comment.id,
    author: comment.author,
    authorRole: 'teacher',
    body: comment.body,
    createdAt: comment.createdAt,
    parentId: null,
    versionNumber: comment.versionNumber,
    anchor: comment.anchor && {
      questionId: comment.anchor.promptId,
      start: comment.anchor.start,
      end: comment.anchor.end,
      quote: comment.anchor.quote,
    },
  }));

function Review({ courseId, reflection }: { courseId: string; reflection: ReviewedReflection }) {
  const id = useId();
  const latest = reflection.versions.at(-1);
  const answers = latest?.answers ?? reflection.answers;
  const latestComments = asProjectComments(reflection).filter(
    (comment) => comment.versionNumber === latest?.number,
  );
  const answerRefs = useRef(new Map<string, HTMLDivElement>());
  const [selection, setSelection] = useState<ReflectionAnchor | null>(null);
  // What the last decision did, said after its form has gone (the reflection waits no more).
  const [decided, setDecided] = useState<string | null>(null);
  const awaiting = AWAITING_REVIEW_STATUSES.includes(reflection.status);

  // The passage selected in an answer (mouse or keyboard), kept until another is selected.
  useEffect(() => {
    const onChange = () => {
      for (const [promptId, element] of answerRefs.current) {
        const anchor = anchorOfSelection(element, promptId);
        if (anchor) {
          setSelection({ ...anchor, promptId: anchor.questionId });
          return;
        }
      }
    };
    document.addEventListener('selectionchange', onChange);
    return () => document.removeEventListener('selectionchange', onChange);
  }, []);

  return (
    <article className={styles.reviewGrid} aria-labelledby={`${id}-title`}>
      <header className={styles.reviewHeader}>
        <h2 id={`${id}-title`} className={styles.title}>
          {reflection.participant.name}
        </h2>
        <p className={styles.meta}>
          <span>{reflection.lesson.title}</span>
          <span className={styles.badge} data-testid="review-status">
            {REFLECTION_COPY.status[reflection.status]}
          </span>
          {latest && <span>{COPY.handedIn(formatDate(latest.submittedAt))}</span>}
        </p>
      </header>
      <section className={styles.answers} aria-labelledby={`${id}-answers`}>
        <h3 id={`${id}-answers`} className={styles.subheading}>
          {COPY.answers}
        </h3>
        {awaiting && <p className={styles.intro}>{COPY.selectHint}</p>}
        {reflection.lesson.prompts.map((prompt, index) => (
          <div key={prompt.id} className={styles.answer}>
            <p className={styles.prompt}>
              {index + 1}. {prompt.text}
            </p>
            <HighlightedAnswer
              answer={answers[prompt.id] ?? ''}
              questionId={prompt.id}
              comments={latestComments}
              label={`${COPY.answers} ${index + 1}`}
              containerRef={(element) => {
                if (element) answerRefs.current.set(prompt.id, element);
                else answerRefs.current.delete(prompt.id);
              }}
            />
          </div>
        ))}
      </section>
      <aside className={styles.side}>
        <p className={styles.done} role="status">
          {decided}
        </p>
        {awaiting && (
          <>
            <FeedbackForm
              courseId={courseId}
              reflectionId={reflection.id}
              selection={selection}
              onClearSelection={() => setSelection(null)}
            />
            <DecisionForm courseId={courseId} reflectionId={reflection.id} onDecided={setDecided} />
          </>
        )}
        <GivenFeedback reflection={reflection} />
      </aside>
    </article>
  );
}

function FeedbackForm({
  courseId,
  reflectionId,
  selection,
  onClearSelection,
}: {
  courseId: string;
  reflectionId: string;
  selection: ReflectionAnchor | null;
  onClearSelection: () => void;
}) {
  const id = useId();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddFeedback(courseId, reflectionId);
  async function submit() {
    setError(null);
    try {
      await add.mutateAsync({ body, ...(selection ? { anchor: selection } : {}) });
      setBody('');
      onClearSelection();
    } catch (failure) {
      setError(firstError(failure, COPY.loadFailed));
    }
  }
  return (
    <form
      className={styles.panel}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {selection && (
        <p className={styles.selected} data-testid="selected-passage">
          {COPY.selected(selection.quote)}{' '}
          <button type="button" className={styles.linkButton} onClick={onClearSelection}>
            {COPY.clearSelection}
          </button>
        </p>
      )}
      <label htmlFor={`${id}-body`} className={styles.label}>
        {COPY.feedbackLabel}
      </label>
      <textarea
        id={`${id}-body`}
        className={styles.textarea}
        rows={3}
        value={body}
        onChange={(event) => setBody(event.target.value)}
      />
      <p className={styles.error} role="alert">
        {error}
      </p>
      <Button type="submit" variant="secondary" disabled={add.isPending}>
        {add.isPending ? COPY.adding : selection ? COPY.commentOnSelection : COPY.addFeedback}
      </Button>
    </form>
  );
}

function DecisionForm({
  courseId,
  reflectionId,
  onDecided,
}: {
  courseId: string;
  reflectionId: string;
  onDecided: (message: string) => void;
}) {
  const id = useId();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = useDecide(courseId, reflectionId);
  async function submit(decision: 'returned' | 'accepted') {
    setError(null);
    try {
      await decide.mutateAsync({ decision, note });
      onDecided(decision === 'returned' ? COPY.returnedDone : COPY.acceptedDone);
    } catch (failure) {
      setError(firstError(failure, COPY.loadFailed));
    }
  }
  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className={styles.subheading}>
        {COPY.decisionHeading}
      </h3>
      <label htmlFor={`${id}-note`} className={styles.label}>
        {COPY.noteLabel}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {COPY.noteHint}
      </p>
      <textarea
        id={`${id}-note`}
        aria-describedby={`${id}-hint`}
        className={styles.textarea}
        rows={3}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <p className={styles.error} role="alert">
        {error}
      </p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          disabled={decide.isPending}
          onClick={() => void submit('returned')}
        >
          {COPY.returnIt}
        </Button>
        <Button disabled={decide.isPending} onClick={() => void submit('accepted')}>
          {COPY.acceptIt}
        </Button>
      </div>
    </section>
  );
}

function GivenFeedback({ reflection }: { reflection: ReviewedReflection }) {
  const id = useId();
  const comments = [...reflection.comments].reverse();
  return (
    <section className={styles.panel} aria-labelledby={`${id}-given`}>
      <h3 id={`${id}-given`} className={styles.subheading}>
        {COPY.feedbackHeading}
      </h3>
      {comments.length === 0 ? (
        <p className={styles.hint}>{COPY.noFeedback}</p>
      ) : (
        <ul className={styles.given}>
          {comments.map((comment) => (
            <li key={comment.id} id={commentDomId(comment.id)} tabIndex={-1}>
              <p className={styles.meta}>
                {comment.decision && (
                  <strong>
                    {comment.decision === 'returned'
                      ? REFLECTION_COPY.returnedNote
                      : REFLECTION_COPY.acceptedNote}
                  </strong>
                )}
                <span>
                  {comment.author} · {formatDate(comment.createdAt)}
                </span>
              </p>
              {comment.anchor && (
                <blockquote className={styles.quote}>“{comment.anchor.quote}”</blockquote>
              )}
              <p className={styles.body}>{comment.body}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
