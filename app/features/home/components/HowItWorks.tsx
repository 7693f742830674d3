import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { HOW_IT_WORKS } from '@common/copy/home-intro';
import type { GuideAudience } from '@common/guides';
import step1 from '~/assets/home/how-step-1-teacher.svg';
import step2 from '~/assets/home/how-step-2-student.svg';
import step3 from '~/assets/home/how-step-3-teacher.svg';
import step4 from '~/assets/home/how-step-4-student.svg';
import { Button } from '~/components/ui/Button';
import {
  clampStep,
  FIRST_STEP,
  guideAudienceForStep,
  LAST_STEP,
  stepAfterSwipe,
  swipeDirection,
  viewForStep,
} from '../utils/how-it-works-steps';
import { DownloadGuideModal } from './DownloadGuideModal';
import styles from './HowItWorks.module.css';

const STEP_IMAGES = [step1, step2, step3, step4] as const;
const STEPS = HOW_IT_WORKS.steps.map((copy, index) => ({
  ...copy,
  number: index + 1,
  image: STEP_IMAGES[index] ?? step1,
}));
const PANEL_ID = 'how-it-works-panel';
const stepTabId = (step: number) => `how-it-works-step-${step}`;

/**
 * SPEC §2.3 part 6 (Journals only): four steps, picked by number, by dot, by a swipe on the
 * picture or with the arrow keys, always within 1 to 4. Steps 1 and 3 show the teacher
 * view, 2 and 4 the student view; the download button offers the matching guide.
 */
export function HowItWorks() {
  const [step, setStep] = useState(FIRST_STEP);
  const [guide, setGuide] = useState<GuideAudience | null>(null);
  const tabs = useRef(new Map<number, HTMLButtonElement>());
  const swipeStart = useRef<{ x: number; y: number; pointerId: number } | null>(null);
  const current = STEPS[step - 1] ?? STEPS[0];
  const view = viewForStep(step);

  const goTo = (next: number, focus = false) => {
    const target = clampStep(next);
    setStep(target);
    if (focus) tabs.current.get(target)?.focus();
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: step + 1,
      ArrowDown: step + 1,
      ArrowLeft: step - 1,
      ArrowUp: step - 1,
      Home: FIRST_STEP,
      End: LAST_STEP,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    goTo(next, true);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    swipeStart.current = { x: event.clientX, y: event.clientY, pointerId: event.pointerId };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.pointerId !== event.pointerId) return;
    const direction = swipeDirection(start, { x: event.clientX, y: event.clientY });
    if (direction) setStep((currentStep) => stepAfterSwipe(currentStep, direction));
  };

  if (!current) return null;

  return (
    <section className={styles.section} aria-labelledby="how-it-works-heading" id="how-it-works">
      <div className="container">
        <div className={styles.header}>
          <h2 id="how-it-works-heading">{HOW_IT_WORKS.heading}</h2>
          <p className="lead">{HOW_IT_WORKS.lead}</p>
        </div>
        <div className={styles.layout}>
          <div
            role="tablist"
            aria-label={HOW_IT_WORKS.stepsLabel}
            aria-orientation="vertical"
            className={styles.steps}
            onKeyDown={onTabKeyDown}
          >
            {STEPS.map((item) => {
              const selected = item.number === step;
              return (
                <button
                  key={item.number}
                  ref={(node) => {
                    if (node) tabs.current.set(item.number, node);
                    else tabs.current.delete(item.number);
                  }}
                  type="button"
                  role="tab"
                  id={stepTabId(item.number)}
                  aria-selected={selected}
                  aria-controls={PANEL_ID}
                  tabIndex={selected ? 0 : -1}
                  className={styles.step}
                  onClick={() => goTo(item.number)}
                >
                  <span className={styles.number}>{item.number}</span>{' '}
                  <span className={styles.stepTitle}>{item.title}</span>
                </button>
              );
            })}
          </div>

          <div
            role="tabpanel"
            id={PANEL_ID}
            aria-labelledby={stepTabId(step)}
            className={styles.panel}
            data-testid="how-it-works-panel"
            data-step={step}
            data-view={view}
          >
            <div
              className={styles.stage}
              onPointerDown={onPointerDown}
              onPointerUp={onPointerUp}
              onPointerCancel={() => {
                swipeStart.current = null;
              }}
              onDragStart={(event) => event.preventDefault()}
              data-testid="how-it-works-stage"
            >
              <p className={styles.view} data-view={view} data-testid="how-it-works-view">
                {HOW_IT_WORKS.views[view]}
              </p>
              <img
                key={current.image}
                src={current.image}
                alt={current.imageAlt}
                width={560}
                height={400}
                loading="lazy"
                draggable={false}
                className={styles.image}
              />
            </div>
            <div className={styles.dots} aria-hidden="true">
              {STEPS.map((item) => (
                <button
                  key={item.number}
                  type="button"
                  tabIndex={-1}
                  className={styles.dot}
                  data-active={item.number === step}
                  data-testid={`how-it-works-dot-${item.number}`}
                  onClick={() => goTo(item.number)}
                >
                  <span className="visually-hidden">{item.title}</span>
                </button>
              ))}
            </div>
            <p className={styles.hint}>{HOW_IT_WORKS.swipeHint}</p>
            <h3 className={styles.title}>
              <span className={styles.titleNumber}>{step}.</span> {current.title}
            </h3>
            <p className={styles.text}>{current.text}</p>
            <Button
              variant="secondary"
              className={styles.download}
              onClick={() => setGuide(guideAudienceForStep(step))}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path
                  d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19h14"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              {HOW_IT_WORKS.download}
            </Button>
          </div>
        </div>
      </div>
      <DownloadGuideModal audience={guide} onClose={() => setGuide(null)} />
    </section>
  );
}
