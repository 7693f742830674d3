import { useId, useState } from 'react';
import { WRITING_COPY } from '@common/copy/writing';
import type { ClassProjectsAnswer, ProjectSummary } from '@common/schemas/projects';
import { Avatar } from '~/components/ui/Avatar';
import { Button } from '~/components/ui/Button';
import { awardPoints, postComment, saveScore, setProjectStatus } from '../api/writing-api';
import styles from './Writing.module.css';

const COPY = WRITING_COPY.teacher;
const STATUS = WRITING_COPY.student.status;

/** One student's work in the live view, with the teacher's tools for it. */
export function StudentWorkCard({
  project,
  activity,
  onUpdate,
}: {
  project: ProjectSummary;
  activity: ClassProjectsAnswer['activity'];
  onUpdate: (changes: Partial<ProjectSummary>) => void;
}) {
  const id = useId();
  const name = project.studentName;
  const [comment, setComment] = useState('');
  const [points, setPoints] = useState(5);
  const [levels, setLevels] = useState<Record<string, number>>(project.score?.levels ?? {});
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { projectId } = project;

  const report = (ok: boolean, success: string, errors?: Record<string, string>) => {
    setMessage(ok ? success : null);
    setError(ok ? null : (Object.values(errors ?? {})[0] ?? WRITING_COPY.student.loadFailed));
  };

  async function sendComment() {
    if (!projectId) return;
    const result = await postComment(projectId, comment);
    report(result.ok, `${COPY.comment}: ${comment.trim()}`, result.body.errors);
    if (result.ok) {
      setComment('');
      onUpdate({ commentCount: project.commentCount + 1 });
    }
  }

  async function changeStatus(status: 'active' | 'approved' | 'archived') {
    if (!projectId) return;
    const result = await setProjectStatus(projectId, status);
    report(result.ok, STATUS[status]);
    if (result.ok) onUpdate({ status });
  }

  async function score() {
    if (!projectId) return;
    const result = await saveScore(projectId, levels);
    const scored = result.body.score;
    report(
      result.ok,
      scored ? WRITING_COPY.student.score(scored.points, scored.maxPoints) : '',
      result.body.errors,
    );
  }

  async function award() {
    const result = await awardPoints(project.studentId, points);
    report(result.ok, COPY.awarded(name, result.body.points ?? 0), result.body.errors);
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
              <dd>{project.answers[question.id] ?? ''}</dd>
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
            <Button size="sm" variant="secondary" onClick={() => void sendComment()}>
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
              <Button size="sm" variant="secondary" onClick={() => void score()}>
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
            <Button size="sm" variant="secondary" onClick={() => void award()}>
              {COPY.award}
            </Button>
          </div>
          <div className={styles.statusButtons}>
            {project.status === 'active' ? (
              <>
                <Button size="sm" onClick={() => void changeStatus('approved')}>
                  {COPY.approve}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => void changeStatus('archived')}>
                  {COPY.archive}
                </Button>
              </>
            ) : (
              <Button size="sm" variant="secondary" onClick={() => void changeStatus('active')}>
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
