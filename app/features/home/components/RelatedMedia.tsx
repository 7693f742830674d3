import { useEffect, useId, useRef, useState } from 'react';
import {
  MEDIA_CARDS,
  MEDIA_SECTION,
  type MediaCard as MediaCardData,
} from '@common/copy/home-showcase';
import { INITIAL_MEDIA_STATE, rotate, stepMedia } from '../utils/carousel';
import { CarouselArrow } from './CarouselArrow';
import { MediaCard } from './MediaCard';
import styles from './RelatedMedia.module.css';
import { VideoModal } from './VideoModal';

const COUNT = MEDIA_CARDS.length;

/**
 * SPEC §2.3 part 10 and §4 'Media list': the arrows rotate the order of the 6 cards (next
 * sends the first card to the end, previous brings the last to the front), while the
 * counter moves with them but never below 0 nor above the number of cards.
 */
export function RelatedMedia() {
  const [state, setState] = useState(INITIAL_MEDIA_STATE);
  const [moved, setMoved] = useState(false);
  const [playing, setPlaying] = useState<MediaCardData | null>(null);
  const headingId = useId();
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const cards = rotate(MEDIA_CARDS, state.offset);
  const first = cards[0];

  // After a rotation the new first card is shown at the start of the row.
  useEffect(() => {
    listRef.current?.scrollTo({ left: 0 });
  }, [state.offset]);

  const step = (direction: 1 | -1) => {
    setState((current) => stepMedia(current, direction, COUNT));
    setMoved(true);
  };

  return (
    <section id="media" className={styles.section} aria-labelledby={headingId}>
      <div className="container">
        <div className={styles.header}>
          <div className={styles.intro}>
            <h2 id={headingId}>{MEDIA_SECTION.heading}</h2>
            <p className={styles.lead}>{MEDIA_SECTION.lead}</p>
          </div>
          <div className={styles.controls}>
            <CarouselArrow
              direction="previous"
              label={MEDIA_SECTION.previous}
              controls={listId}
              onClick={() => step(-1)}
            />
            <div className={styles.counter}>
              <span className={styles.count} aria-hidden="true" data-testid="media-counter">
                {state.counter} / {COUNT}
              </span>
              <div
                className={styles.progress}
                role="progressbar"
                aria-label={MEDIA_SECTION.progressLabel}
                aria-valuemin={0}
                aria-valuemax={COUNT}
                aria-valuenow={state.counter}
                aria-valuetext={`${state.counter} of ${COUNT}`}
              >
                <span style={{ width: `${(state.counter / COUNT) * 100}%` }} />
              </div>
            </div>
            <CarouselArrow
              direction="next"
              label={MEDIA_SECTION.next}
              controls={listId}
              onClick={() => step(1)}
            />
          </div>
        </div>
        <p className="visually-hidden" aria-live="polite">
          {moved && first ? `First: ${first.title}` : ''}
        </p>
        <ul
          id={listId}
          ref={listRef}
          className={styles.list}
          aria-label={MEDIA_SECTION.carouselLabel}
        >
          {cards.map((card) => (
            <li key={card.title} className={styles.item} data-testid="media-card">
              <MediaCard card={card} onPlay={setPlaying} />
            </li>
          ))}
        </ul>
      </div>
      <VideoModal card={playing} onClose={() => setPlaying(null)} />
    </section>
  );
}
