import { useId, useState } from 'react';
import { FEEDBACK_COPY } from '@common/copy/feedback';
import type { ReviewAnswer } from '@common/schemas/projects';
import { Button } from '~/components/ui/Button';
import { firstError } from '../utils/first-error';
import { useSaveReviewScore } from '../api/review-actions';
import styles from './Feedback.module.css';

const COPY = FEEDBACK_COPY.review;
type Rubric = NonNullable<ReviewAnswer['activity']['rubric']>;

/** Points of the chosen levels, out of the best level of every criterion. */
export function totalOf(rubric: Rubric, levels: Record<string, number>) {
  let points = 0;
  let max = 0;
  for (const criterion of rubric.criteria) {
    max += Math.max(0, ...criterion.levels.map((level) => level.points));
    const chosen = levels[criterion.id];
    if (chosen !== undefined) points += criterion.levels[chosen]?.points ?? 0;
  }
  return { points, max };
}

/** The rubric as one form (starting from the saved score; the teacher's choices are kept while they work): each criterion by name with its levels by name, and the total. */
export function RubricForm({
  projectId,
  rubric,
  saved,
}: {
  projectId: string;
  rubric: Rubric;
  saved: Record<string, number>;
}) {
  const id = useId();
  const [levels, setLevels] = useState(saved);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveReviewScore(projectId);
  const { points, max } = totalOf(rubric, levels);

  return (
    <form
      className={styles.rubric}
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(levels, {
          onSuccess: () => {
            setError(null);
            setMessage(COPY.scoreSaved(points, max));
          },
          onError: (failure) => {
            setMessage(null);
            setError(firstError(failure, COPY.loadFailed));
          },
        });
      }}
    >
      <h2 id={`${id}-title`} className={styles.sideTitle}>
        {COPY.rubric}
      </h2>
      {rubric.criteria.map((criterion) => (
        <fieldset key={criterion.id} className={styles.criterion}>
          <legend className={styles.criterionName}>{criterion.name}</legend>
          <div className={styles.levels}>
            {criterion.levels.map((level, index) => (
              <label key={index} className={styles.level}>
                <input
                  type="radio"
                  name={`${id}-${criterion.id}`}
                  checked={levels[criterion.id] === index}
                  onChange={() => setLevels({ ...levels, [criterion.id]: index })}
                />
                <span>
                  {level.label} <span className={styles.muted}>({level.points})</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <p className={styles.total} data-testid="rubric-total" aria-live="polite">
        {COPY.total(points, max)}
      </p>
      <Button type="submit" size="sm" variant="secondary" disabled={save.isPending}>
        {COPY.saveScore}
      </Button>
      <p className={styles.success} role="status">
        {message}
      </p>
      <p className={styles.error} role="alert">
        {error}
      </p>
    </form>
  );
}
