import { useEffect, useRef, useState } from 'react';
import {
  LECTIO_DIVINA_DEFAULT_MINUTES,
  LECTIO_DIVINA_STEPS,
  type LectioDivinaStep,
} from '@common/academy/blocks';
import { LECTIO_DIVINA } from '@common/copy/academy-learning';
import type { LessonBlockOf } from '@common/schemas/academy-blocks';
import { Button } from '~/components/ui/Button';
import styles from './Blocks.module.css';

/**
 * A guided Lectio Divina over the lesson's passage (issue 13, point 5): read, reflect,
 * respond, rest, one step at a time, each with its guidance and an optional gentle timer.
 * When a step's time is up the page says so quietly (no sound; no movement when the reader
 * prefers reduced motion, see Blocks.module.css).
 */
export function LectioDivinaBlock({
  block,
  index,
}: {
  block: LessonBlockOf<'lectioDivina'>;
  index: number;
}) {
  const [step, setStep] = useState(0);
  const [finished, setFinished] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const current: LectioDivinaStep = LECTIO_DIVINA_STEPS[step]!;
  const words = LECTIO_DIVINA.steps[current];
  const settings = block.steps?.[current];
  const minutes = settings?.minutes ?? LECTIO_DIVINA_DEFAULT_MINUTES[current];
  const total = LECTIO_DIVINA_STEPS.length;
  const id = `lectio-${index}`;

  useEffect(() => {
    // After a step changes by a button, focus its heading so a screen reader reads it next.
    if (moved.current) heading.current?.focus();
  }, [step, finished]);

  const go = (to: number) => {
    moved.current = true;
    setFinished(false);
    setStep(to);
  };

  return (
    <section className={styles.lectio} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.lectioTitle}>
        {LECTIO_DIVINA.heading}
      </h2>
      <p className={styles.muted}>{LECTIO_DIVINA.intro}</p>
      <figure className={styles.scripture}>
        <blockquote className={styles.passage}>
          {block.passage.text.split(/\n{2,}/).map((paragraph, key) => (
            <p key={key}>{paragraph}</p>
          ))}
        </blockquote>
        <figcaption className={styles.reference}>
          {block.passage.reference}{' '}
          <span className={styles.translation}>({block.passage.translation})</span>
        </figcaption>
      </figure>

      <ol className={styles.stepper} aria-label={LECTIO_DIVINA.heading}>
        {LECTIO_DIVINA_STEPS.map((name, position) => (
          <li
            key={name}
            className={styles.stepDot}
            data-current={!finished && position === step ? 'true' : undefined}
            aria-current={!finished && position === step ? 'step' : undefined}
          >
            {LECTIO_DIVINA.steps[name].title}
          </li>
        ))}
      </ol>

      {finished ? (
        <div className={styles.step}>
          <h3 ref={heading} tabIndex={-1} className={styles.stepTitle}>
            {LECTIO_DIVINA.finish}
          </h3>
          <p>{LECTIO_DIVINA.finished}</p>
          <Button variant="secondary" onClick={() => go(0)}>
            {LECTIO_DIVINA.again}
          </Button>
        </div>
      ) : (
        <div className={styles.step}>
          <p className={styles.stepCount}>{LECTIO_DIVINA.stepOf(step + 1, total)}</p>
          <h3 ref={heading} tabIndex={-1} className={styles.stepTitle} data-testid="lectio-step">
            {words.title}
          </h3>
          <p>{settings?.guidance ?? words.guidance}</p>
          <StepTimer key={current} minutes={minutes} />
          <div className={styles.stepNav}>
            <Button variant="secondary" onClick={() => go(step - 1)} disabled={step === 0}>
              {LECTIO_DIVINA.previous}
            </Button>
            {step < total - 1 ? (
              <Button onClick={() => go(step + 1)}>{LECTIO_DIVINA.next}</Button>
            ) : (
              <Button
                onClick={() => {
                  moved.current = true;
                  setFinished(true);
                }}
              >
                {LECTIO_DIVINA.finish}
              </Button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** A step's optional timer: start, pause, reset; a quiet note when the time is up. */
function StepTimer({ minutes }: { minutes: number }) {
  const [left, setLeft] = useState(minutes * 60);
  const [running, setRunning] = useState(false);
  const [started, setStarted] = useState(false);

  useEffect(() => {
    if (!running) return;
    const endsAt = Date.now() + left * 1000;
    const tick = window.setInterval(() => {
      const remaining = Math.max(0, Math.round((endsAt - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) setRunning(false);
    }, 1000);
    return () => window.clearInterval(tick);
    // The interval restarts only when the timer starts or pauses, not on every tick.
  }, [running]);

  const timeUp = started && left === 0;
  return (
    <div className={styles.timer} data-done={timeUp ? 'true' : undefined}>
      <p className={styles.muted}>{LECTIO_DIVINA.timerLabel(minutes)}</p>
      {started && (
        <p className={styles.clock} role="timer" aria-live="off">
          {LECTIO_DIVINA.remaining(clock(left))}
        </p>
      )}
      <div className={styles.timerButtons}>
        {!timeUp && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setStarted(true);
              setRunning(!running);
            }}
          >
            {running
              ? LECTIO_DIVINA.pauseTimer
              : started
                ? LECTIO_DIVINA.resumeTimer
                : LECTIO_DIVINA.startTimer}
          </Button>
        )}
        {started && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setRunning(false);
              setStarted(false);
              setLeft(minutes * 60);
            }}
          >
            {LECTIO_DIVINA.resetTimer}
          </Button>
        )}
      </div>
      <p role="status" className={timeUp ? styles.timeUp : 'visually-hidden'}>
        {timeUp ? LECTIO_DIVINA.timeUp : ''}
      </p>
    </div>
  );
}
