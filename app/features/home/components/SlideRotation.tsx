import { useEffect, useId, useReducer, useRef, useState, type CSSProperties } from 'react';
import { SLIDE_ROTATION } from '@common/constants';
import { PRODUCT_TABS, SLIDE_CONTROLS } from '@common/copy/home-intro';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import type { ProductTab } from '../utils/product-tab';
import { INITIAL_ROTATION, isTextVisible, rotationReducer } from '../utils/slide-rotation';
import { RADIO_IMAGE_SIZE, SLIDE_IMAGE_SIZE, SLIDES } from '../utils/slides';
import styles from './SlideRotation.module.css';

interface SlideRotationProps {
  product: ProductTab;
  /** The tab panel's id and the id of the tab that labels it (see ProductTabs). */
  id: string;
  labelledBy: string;
}

/**
 * SPEC §2.3 part 3 and §4: the slides of the selected product. The bar fills 1 % every
 * 60 ms, the text fades in at 85 %, at 100 % the next slide starts (wrapping after the
 * last); a radio jumps to its slide; another product starts again at slide 0. A Pause/Play
 * button stops the timer, and with reduced motion the rotation starts paused. While paused
 * the text stays shown so it can be read at leisure.
 */
export function SlideRotation({ product, id, labelledBy }: SlideRotationProps) {
  const slides = SLIDES[product];
  const count = slides.length;
  const reducedMotion = usePrefersReducedMotion();
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const paused = userPaused ?? reducedMotion;
  const [rotation, dispatch] = useReducer(rotationReducer, INITIAL_ROTATION);
  const [shownProduct, setShownProduct] = useState(product);
  if (shownProduct !== product) {
    // Changing product starts again at the first slide (adjusting state while rendering).
    setShownProduct(product);
    dispatch({ type: 'reset' });
  }
  const current = Math.min(rotation.slide, count - 1);
  const slide = slides[current] ?? slides[0];
  const textVisible = paused || isTextVisible(rotation.progress);
  const radioName = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const { epoch } = rotation;

  useEffect(() => {
    const root = rootRef.current;
    if (paused) return;
    const timer = window.setInterval(
      () => dispatch({ type: 'tick', count }),
      SLIDE_ROTATION.tickMs,
    );
    // Lets browser tests know the timer for this epoch now runs on the page clock.
    root?.setAttribute('data-timer', 'running');
    root?.setAttribute('data-timer-epoch', String(epoch));
    return () => {
      window.clearInterval(timer);
      root?.setAttribute('data-timer', 'stopped');
    };
    // A jump or reset (a new epoch) restarts the timer so the slide gets its full 6 s.
  }, [paused, count, epoch]);

  if (!slide) return null;
  const barStyle = { '--progress': rotation.progress / SLIDE_ROTATION.steps } as CSSProperties;

  return (
    <div
      ref={rootRef}
      role="tabpanel"
      id={id}
      aria-labelledby={labelledBy}
      className={styles.panel}
      data-testid="slide-rotation"
      data-product={product}
      data-slide={current}
      data-progress={rotation.progress}
      data-epoch={epoch}
      data-paused={paused}
      data-text-visible={textVisible}
    >
      <div className={styles.stage}>
        <div className={styles.copy}>
          <p className={styles.counter}>
            {PRODUCT_TABS[product].label} · {current + 1} of {count}
          </p>
          {/* Every slide's copy shares one grid cell, so the panel keeps the height of the
              longest and the page below never jumps when the slide changes. */}
          <div className={styles.slides}>
            {slides.map((item, index) => {
              const isCurrent = index === current;
              return (
                <div
                  key={item.slideTitle}
                  className={styles.slideCopy}
                  data-current={isCurrent}
                  aria-hidden={isCurrent ? undefined : true}
                >
                  <h3 className={styles.title}>{item.slideTitle}</h3>
                  <p className={styles.text} data-testid={isCurrent ? 'slide-text' : undefined}>
                    {item.slideText}
                  </p>
                </div>
              );
            })}
          </div>
          <div className={styles.progressRow}>
            <div className={styles.track} aria-hidden="true">
              <div className={styles.bar} style={barStyle} data-testid="slide-progress" />
            </div>
            <button
              type="button"
              className={styles.pause}
              onClick={() => setUserPaused(!paused)}
              data-testid="slide-pause"
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                {paused ? (
                  <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
                ) : (
                  <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
                )}
              </svg>
              {paused ? SLIDE_CONTROLS.play : SLIDE_CONTROLS.pause}
            </button>
          </div>
        </div>
        <div className={styles.art}>
          <img
            key={slide.slideImg}
            src={slide.slideImg}
            alt=""
            width={SLIDE_IMAGE_SIZE.width}
            height={SLIDE_IMAGE_SIZE.height}
            className={styles.image}
          />
        </div>
      </div>

      <fieldset className={styles.picker}>
        <legend className="visually-hidden">{SLIDE_CONTROLS.pickerLabel}</legend>
        <div className={styles.options} data-count={count}>
          {slides.map((item, index) => (
            <label key={item.slideTitle} className={styles.option}>
              <input
                type="radio"
                name={radioName}
                value={index}
                checked={index === current}
                onChange={() => dispatch({ type: 'jump', slide: index, count })}
                className={styles.radio}
              />
              <img
                src={item.radioImage}
                alt=""
                width={RADIO_IMAGE_SIZE.width}
                height={RADIO_IMAGE_SIZE.height}
                className={styles.optionImage}
              />
              <span className={styles.optionText}>
                <span className={styles.optionTitle}>{item.slideTitle}</span>{' '}
                <span className={styles.optionHint}>{item.radioText}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
