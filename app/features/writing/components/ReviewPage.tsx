import { useEffect, useId, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { FEEDBACK_COPY } from '@common/copy/feedback';
import { PATHS, reviewPath } from '@common/routes';
import type { CommentAnchor, ReviewAnswer } from '@common/schemas/projects';
import { AppShell } from '~/components/layout/AppShell';
import { Button, ButtonLink } from '~/components/ui/Button';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { useReview } from '../api/get-review';
import { usePostReviewComment } from '../api/review-actions';
import { useLiveReview } from '../hooks/use-live-review';
import { anchorOfSelection, whenOf } from '../utils/anchors';
import { CommentComposer, type CommentComposerHandle } from './CommentComposer';
import { CommentThreads } from './CommentThreads';
import { HighlightedAnswer } from './HighlightedAnswer';
import { ReviewDecision } from './ReviewDecision';
import { RubricForm } from './RubricForm';
import { statusLabel } from './StatusBadge';
import styles from './Feedback.module.css';

const COPY = FEEDBACK_COPY.review;

/** /teacher/review/:projectId: one student's work, its comments, rubric and the decision. */
export function ReviewPage() {
  const { projectId = '' } = useParams();
  const { data, error, refetch } = useReview(projectId);
  const back = data
    ? `${PATHS.teacherArea}/classes/${encodeURIComponent(data.project.classId)}/activities/${encodeURIComponent(data.activity.id)}`
    : PATHS.teacherArea;
  return (
    <AppShell
      home={{ to: PATHS.teacherArea, label: COPY.back }}
      back={{ to: back, label: COPY.back }}
      title={data ? COPY.title(data.studentName) : COPY.loading}
    >
      {data ? (
        <Review key={projectId} review={data} />
      ) : error ? (
        <LoadFailed message={COPY.loadFailed} onRetry={() => void refetch()} />
      ) : (
        <Skeleton label={COPY.loading} lines={8} />
      )}
    </AppShell>
  );
}

function Review({ review }: { review: ReviewAnswer }) {
  const id = useId();
  const { project, activity } = review;
  useLiveReview(project.classId, project.projectId);
  const [viewing, setViewing] = useState<number | 'current'>('current');
  const version = viewing === 'current' ? null : project.versions.find((v) => v.number === viewing);
  const answers = version ? version.answers : project.answers;
  const shownComments = version
    ? project.comments.filter((comment) => comment.versionNumber === version.number)
    : project.comments;
  const composer = useRef<CommentComposerHandle>(null);
  const answerRefs = useRef(new Map<string, HTMLDivElement>());
  const [selection, setSelection] = useState<CommentAnchor | null>(null);
  const [selectionHint, setSelectionHint] = useState(false);
  const reply = usePostReviewComment(project.projectId);
  const questionLabel = (questionId: string) =>
    COPY.questionN(activity.questions.findIndex((q) => q.id === questionId) + 1);

  // The passage selected in an answer (mouse or keyboard), kept until another is selected or
  // the selection is cleared inside the answers.
  useEffect(() => {
    const onChange = () => {
      for (const [questionId, element] of answerRefs.current) {
        const anchor = anchorOfSelection(element, questionId);
        if (anchor) {
          setSelection(anchor);
          setSelectionHint(false);
          return;
        }
      }
      const node = window.getSelection()?.anchorNode ?? null;
      if (node && [...answerRefs.current.values()].some((element) => element.contains(node))) {
        setSelection(null);
      }
    };
    document.addEventListener('selectionchange', onChange);
    return () => document.removeEventListener('selectionchange', onChange);
  }, []);

  return (
    <div className={styles.review}>
      <div className={styles.reviewHeader}>
        <p className={styles.context}>
          {activity.title} · {review.classTitle}
        </p>
        <span className={styles.badge} data-testid="review-status" data-status={project.status}>
          {statusLabel(project.status, project.versions.length > 0)}
          {project.versions.length > 0 && ` · ${COPY.version} ${project.versions.length}`}
        </span>
        <nav className={styles.neighbours} aria-label="Students">
          {review.previousProjectId && (
            <ButtonLink size="sm" variant="ghost" href={reviewPath(review.previousProjectId)}>
              ← {COPY.previous()}
            </ButtonLink>
          )}
          {review.nextProjectId && (
            <ButtonLink size="sm" variant="ghost" href={reviewPath(review.nextProjectId)}>
              {COPY.next()} →
            </ButtonLink>
          )}
        </nav>
      </div>
      <div className={styles.reviewGrid}>
        <section className={styles.main} aria-labelledby={`${id}-answers`}>
          <div className={styles.answersBar}>
            <h2 id={`${id}-answers`} className={styles.sideTitle}>
              {COPY.answers}
            </h2>
            <label htmlFor={`${id}-version`} className={styles.inlineLabel}>
              {COPY.version}
            </label>
            <select
              id={`${id}-version`}
              className={styles.select}
              value={String(viewing)}
              onChange={(event) =>
                setViewing(
                  event.target.value === 'current' ? 'current' : Number(event.target.value),
                )
              }
            >
              <option value="current">{COPY.current}</option>
              {project.versions.map((v) => (
                <option key={v.number} value={v.number}>
                  {COPY.versionLabel(v.number, whenOf(v.handedInAt))}
                </option>
              ))}
            </select>
          </div>
          {version ? (
            <p className={styles.notice}>{COPY.viewing(version.number)}</p>
          ) : (
            <div className={styles.selectBar}>
              <p className={styles.muted}>{COPY.selectHint}</p>
              <Button
                size="sm"
                variant="secondary"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  if (selection) composer.current?.commentOn(selection);
                  else setSelectionHint(true);
                }}
              >
                {COPY.commentOnSelection}
              </Button>
            </div>
          )}
          {selectionHint && (
            <p className={styles.error} role="alert">
              {COPY.noSelection}
            </p>
          )}
          <ol className={styles.answerList}>
            {activity.questions.map((question, index) => (
              <li key={question.id} className={styles.answerItem}>
                <h3 className={styles.prompt}>
                  {COPY.questionN(index + 1)}. {question.prompt}
                </h3>
                {answers[question.id] ? (
                  <HighlightedAnswer
                    answer={answers[question.id]!}
                    questionId={question.id}
                    comments={shownComments}
                    label={COPY.questionN(index + 1)}
                    containerRef={(element) => {
                      if (element && !version) answerRefs.current.set(question.id, element);
                      else answerRefs.current.delete(question.id);
                    }}
                  />
                ) : (
                  <p className={styles.muted}>{COPY.notAnswered}</p>
                )}
              </li>
            ))}
          </ol>
          <section aria-labelledby={`${id}-history`} className={styles.history}>
            <h2 id={`${id}-history`} className={styles.sideTitle}>
              {COPY.history}
            </h2>
            {project.versions.length === 0 ? (
              <p className={styles.muted}>{COPY.noHistory}</p>
            ) : (
              <ol className={styles.versionList} data-testid="version-history">
                {project.versions.map((v) => (
                  <li key={v.number}>
                    <button
                      type="button"
                      className={styles.linkButton}
                      aria-pressed={viewing === v.number}
                      onClick={() => setViewing(v.number)}
                    >
                      {COPY.versionLabel(v.number, whenOf(v.handedInAt))}
                    </button>{' '}
                    <span className={styles.muted}>
                      · {FEEDBACK_COPY.review.comments}:{' '}
                      {project.comments.filter((c) => c.versionNumber === v.number).length}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </section>
        <aside className={styles.aside}>
          <section className={styles.side} aria-labelledby={`${id}-comments`}>
            <h2 id={`${id}-comments`} className={styles.sideTitle}>
              {COPY.comments}
            </h2>
            <CommentThreads
              comments={shownComments}
              questionLabel={questionLabel}
              youAre="teacher"
              empty={COPY.noComments}
              onReply={{
                send: async (parentId, body) => {
                  await reply.mutateAsync({ parentId, body });
                },
                pending: reply.isPending,
                label: COPY.replyLabel,
                submit: COPY.sendReply,
              }}
            />
          </section>
          <section className={styles.side}>
            <CommentComposer
              ref={composer}
              projectId={project.projectId}
              questions={activity.questions}
              answers={project.answers}
            />
          </section>
          {activity.rubric ? (
            <section className={styles.side}>
              <RubricForm
                projectId={project.projectId}
                rubric={activity.rubric}
                saved={project.score?.levels ?? {}}
              />
            </section>
          ) : (
            <p className={styles.muted}>{COPY.noRubric}</p>
          )}
          <ReviewDecision review={review} />
        </aside>
      </div>
    </div>
  );
}
