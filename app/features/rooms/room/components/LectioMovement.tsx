import { useId } from 'react';
import { LECTIO_SCREENS } from '@common/copy/rooms-screens';
import { LECTIO_PHASES, type LectioPhase } from '@common/rooms/sessions';
import { useSecondsLeft } from '../../use-seconds-left';
import styles from './Lectio.module.css';

const COPY = LECTIO_SCREENS;

/**
 * The circle's movement now (issue 18, point 9): its name, where it sits among the four, its
 * short guidance, and the gentle timer when the teacher set one: the minutes left and a thin
 * bar that empties slowly (still, under reduced motion).
 */
export function LectioMovement({
  phase,
  phaseMinutes,
  phaseEndsAt,
}: {
  phase: LectioPhase | null;
  phaseMinutes: number | null;
  phaseEndsAt: string | null;
}) {
  const headingId = useId();
  return (
    <section className={styles.movement} aria-labelledby={headingId} data-phase={phase ?? 'none'}>
      <p className={styles.circleName}>{COPY.title}</p>
      {phase ? (
        <>
          <h2 id={headingId} className={styles.movementName}>
            {COPY.phases[phase].name}
          </h2>
          <p className={styles.step}>
            {COPY.step(LECTIO_PHASES.indexOf(phase) + 1, LECTIO_PHASES.length)}
          </p>
          <p className={styles.guidance}>{COPY.phases[phase].guidance}</p>
          {phaseEndsAt && <PhaseTimer endsAt={phaseEndsAt} minutes={phaseMinutes} />}
        </>
      ) : (
        <>
          <h2 id={headingId} className={styles.movementName}>
            {COPY.movementLabel}
          </h2>
          <p className={styles.guidance}>{COPY.waiting}</p>
        </>
      )}
    </section>
  );
}

/** Minutes left in the movement, in words: a gentle timer, not a race. */
function PhaseTimer({ endsAt, minutes }: { endsAt: string; minutes: number | null }) {
  const secondsLeft = useSecondsLeft(endsAt) ?? 0;
  const share = minutes ? Math.min(1, secondsLeft / (minutes * 60)) : null;
  return (
    <div className={styles.timer}>
      <p className={styles.timerText}>{COPY.phaseTimer(Math.ceil(secondsLeft / 60))}</p>
      {share !== null && (
        <div className={styles.timerTrack} aria-hidden="true">
          <div className={styles.timerFill} style={{ width: `${share * 100}%` }} />
        </div>
      )}
    </div>
  );
}
