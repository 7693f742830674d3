import { useId, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { FEATURE_CAROUSEL_PAGES } from '@common/constants';
import { FEATURE_ITEMS, FEATURES_SECTION } from '@common/copy/home-showcase';
import { canGoBack, canGoForward, clampPage, paginate } from '../utils/carousel';
import { CarouselArrow } from './CarouselArrow';
import { FeatureTile } from './FeatureTile';
import styles from './FeaturesGrid.module.css';

const PAGES = paginate(FEATURE_ITEMS, FEATURE_CAROUSEL_PAGES);

/**
 * SPEC §2.3 part 7 and §4 'Features carousel': the 13 features on 2 pages; the arrows are
 * inactive at the ends. The page out of view is inert, so its content cannot be reached.
 */
export function FeaturesGrid() {
  const [page, setPage] = useState(0);
  const headingId = useId();
  const trackId = useId();
  const go = (target: number) => setPage(clampPage(target, PAGES.length));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(page - 1);
    else if (event.key === 'ArrowRight') go(page + 1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      id="features"
      className={styles.section}
      aria-labelledby={headingId}
      aria-roledescription="carousel"
    >
      <div className="container">
        <div className={styles.header}>
          <div className={styles.intro}>
            <h2 id={headingId}>{FEATURES_SECTION.heading}</h2>
            <p className={styles.lead}>{FEATURES_SECTION.lead}</p>
          </div>
          <div className={styles.controls} onKeyDown={onKeyDown}>
            <CarouselArrow
              direction="previous"
              label={FEATURES_SECTION.previous}
              controls={trackId}
              inactive={!canGoBack(page)}
              onClick={() => go(page - 1)}
            />
            <div className={styles.indicator}>
              <span className={styles.dots} aria-hidden="true">
                {PAGES.map((_, index) => (
                  <span key={index} className={styles.dot} data-active={index === page} />
                ))}
              </span>
              <span className={styles.status} aria-live="polite" data-testid="features-status">
                Page {page + 1} of {PAGES.length}
              </span>
            </div>
            <CarouselArrow
              direction="next"
              label={FEATURES_SECTION.next}
              controls={trackId}
              inactive={!canGoForward(page, PAGES.length)}
              onClick={() => go(page + 1)}
            />
          </div>
        </div>
        <div className={styles.viewport}>
          <div id={trackId} className={styles.track} style={{ '--page': page } as CSSProperties}>
            {PAGES.map((items, index) => (
              <div
                key={index}
                className={styles.page}
                role="group"
                aria-roledescription="slide"
                aria-label={`Page ${index + 1} of ${PAGES.length}`}
                inert={index !== page}
                data-testid="features-page"
                data-active={index === page}
              >
                <ul className={styles.grid}>
                  {items.map((item) => (
                    <FeatureTile key={item.title} item={item} />
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
