import { useId, useState } from 'react';
import { WRITING_COPY } from '@common/copy/writing';
import type { ClassProjectsAnswer, ProjectSummary } from '@common/schemas/projects';
import { Avatar } from '~/components/ui/Avatar';
import { Button } from '~/components/ui/Button';
import { useAwardPoints } from '../api/award-points';
import { usePostComment } from '../api/post-comment';
import { useSaveScore } from '../api/save-score';
import { useSetProjectStatus } from '../api/set-project-status';
import { firstError } from '../utils/first-error';
import styles from './Writing.module.css';
import { RichTextView } from '~/components/rich-text/RichTextView';

const COPY = WRITING_COPY.teacher;
const STATUS = WRITING_COPY.student.status;

/** One student's work in the live view, with the teacher's tools for it. */
export function StudentWorkCard({
  classId,
  project,
  activity,
}: {
  classId: string;
  project: ProjectSummary;
  activity: ClassProjectsAnswer['activity'];
}) {
  const id = useId();
  const name = project.studentName;
  const [comment, setComment] = useState('');
  const [points, setPoints] = useState(5);
  const [levels, setLevels] = useState<Record<string, number>>(project.score?.levels ?? {});
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { projectId, studentId } = project;
  const ref = { classId, activityId: activity.id, studentId };
  const postComment = usePostComment(ref);
  const setStatus = useSetProjectStatus(ref);
  const saveScore = useSaveScore(ref);
  const awardPoints = useAwardPoints(studentId);

  /** What a tool's call did: its success line, or the first message of its failure. */
  const done = (success: string) => {
    setMessage(success);
    setError(null);
  };
  const failed = (failure: unknown) => {
    setMessage(null);
    setError(firstError(failure, WRITING_COPY.student.loadFailed));
  };

  function sendComment() {
    if (!projectId) return;
    postComment.mutate(
      { projectId, body: comment },
      {
        onSuccess: () => {
          done(`${COPY.comment}: ${comment.trim()}`);
          setComment('');
        },
        onError: failed,
      },
    );
  }

  function changeStatus(status: 'active' | 'approved' | 'archived') {
    if (!projectId) return;
    setStatus.mutate(
      { projectId, status },
      { onSuccess: () => done(STATUS[status]), onError: failed },
    );
  }

  function score() {
    if (!projectId) return;
    saveScore.mutate(
      { projectId, levels },
      {
        onSuccess: ({ score: scored }) =>
          done(scored ? WRITING_COPY.student.score(scored.points, scored.maxPoints) : ''),
        onError: failed,
      },
    );
  }

  function award() {
    awardPoints.mutate(points, {
      onSuccess: (answer) => done(COPY.awarded(name, answer.points)),
      onError: failed,
    });
  }

  return (
    <article className={styles.workCard} aria-labelledby={`${id}-name`} data-student={name}>
      <header className={styles.workHeader}>
        <Avatar look={project.avatar} size={40} />
        <h2 id={`${id}-name`} className={styles.workName}>
          {name}
        </h2>
        <span className={styles.badge} data-testid="work-status">
          {STATUS[project.status]}
        </span>
        <span className={styles.muted} data-testid="word-count">
          {COPY.words(project.wordCount)}
        </span>
      </header>
      {project.status === 'not_started' ? (
        <p className={styles.muted}>{COPY.notStarted}</p>
      ) : (
        <dl className={styles.workAnswers} data-testid="work-answers">
          {activity.questions.map((question) => (
            <div key={question.id}>
              <dt>{question.prompt}</dt>
              <dd>
                <RichTextView value={project.answers[question.id] ?? ''} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {projectId && (
        <div className={styles.tools}>
          <div className={styles.tool}>
            <label htmlFor={`${id}-comment`} className={styles.label}>
              {COPY.commentLabel(name)}
            </label>
            <textarea
              id={`${id}-comment`}
              className={styles.input}
              rows={2}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
            />
            <Button size="sm" variant="secondary" onClick={sendComment}>
              {COPY.send}
            </Button>
          </div>
          {activity.rubric && (
            <div className={styles.tool}>
              {activity.rubric.criteria.map((criterion) => (
                <div key={criterion.id} className={styles.field}>
                  <label htmlFor={`${id}-${criterion.id}`} className={styles.label}>
                    {COPY.scoreLabel(criterion.name, name)}
                  </label>
                  <select
                    id={`${id}-${criterion.id}`}
                    className={styles.input}
                    value={levels[criterion.id] ?? ''}
                    onChange={(event) =>
                      setLevels({ ...levels, [criterion.id]: Number(event.target.value) })
                    }
                  >
                    <option value="">{COPY.chooseLevel}</option>
                    {criterion.levels.map((level, index) => (
                      <option key={level.label} value={index}>
                        {level.label} ({level.points})
                      </option>
                    ))}
                  </select>
                </div>
              ))}
              <Button size="sm" variant="secondary" onClick={score}>
                {COPY.saveScore}
              </Button>
            </div>
          )}
          <div className={styles.tool}>
            <label htmlFor={`${id}-points`} className={styles.label}>
              {COPY.awardLabel(name)}
            </label>
            <input
              id={`${id}-points`}
              type="number"
              min={1}
              className={styles.input}
              value={Number.isNaN(points) ? '' : points}
              onChange={(event) => setPoints(event.target.valueAsNumber)}
            />
            <Button size="sm" variant="secondary" onClick={award}>
              {COPY.award}
            </Button>
          </div>
          <div className={styles.statusButtons}>
            {project.status === 'active' ? (
              <>
                <Button size="sm" onClick={() => changeStatus('approved')}>
                  {COPY.approve}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => changeStatus('archived')}>
                  {COPY.archive}
                </Button>
              </>
            ) : (
              <Button size="sm" variant="secondary" onClick={() => changeStatus('active')}>
                {COPY.reopen}
              </Button>
            )}
          </div>
        </div>
      )}
      <p className={styles.success} role="status">
        {message}
      </p>
      <p className={styles.error} role="alert">
        {error}
      </p>
    </article>
  );
}
