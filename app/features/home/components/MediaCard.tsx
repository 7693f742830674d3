import { Link } from 'react-router';
import { MEDIA_SECTION, type MediaCard as MediaCardData } from '@common/copy/home-showcase';
import { mediaImageUrl } from '../utils/showcase-assets';
import styles from './MediaCard.module.css';

interface MediaCardProps {
  card: MediaCardData;
  /** Opens a play card's video on the page. */
  onPlay: (card: MediaCardData) => void;
}

/** Pages of this app go through the router; files and other sites are plain links. */
function isAppPage(link: string): boolean {
  return link.startsWith('/') && !/\.[a-z0-9]+$/i.test(link);
}

/**
 * SPEC §3 Media card: image, type, duration when present, title, body text and link. The
 * title is the card's link (or, for a play card, the button that opens the video); it
 * stretches over the whole card.
 */
export function MediaCard({ card, onPlay }: MediaCardProps) {
  let action;
  if (card.play) {
    action = (
      <button
        type="button"
        className={styles.action}
        aria-haspopup="dialog"
        onClick={() => onPlay(card)}
      >
        {card.title}
        <span className="visually-hidden"> (play the video)</span>
      </button>
    );
  } else if (isAppPage(card.link)) {
    action = (
      <Link className={styles.action} to={card.link}>
        {card.title}
      </Link>
    );
  } else {
    action = (
      <a className={styles.action} href={card.link}>
        {card.title}
      </a>
    );
  }

  return (
    <article className={styles.card} data-type={card.type}>
      <div className={styles.media}>
        <img src={mediaImageUrl(card.imgSrc)} alt="" width="480" height="300" loading="lazy" />
        {card.play && (
          <span className={styles.play} data-testid="play-badge">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
            </svg>
            {MEDIA_SECTION.playBadge}
          </span>
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.type} data-testid="media-type">
            {card.type}
          </span>
          {card.duration && <span className={styles.duration}>{card.duration}</span>}
        </p>
        <h3 className={styles.title}>{action}</h3>
        <p className={styles.text}>{card.bodyText}</p>
      </div>
    </article>
  );
}
