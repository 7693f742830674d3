import { youTubeIdOf, type MediaCard } from '@common/copy/home-showcase';
import { Modal } from '~/components/ui/Modal';
import styles from './VideoModal.module.css';

const EMBED_HOST = 'https://www.youtube-nocookie.com';

/**
 * Plays a media card's video in the accessible modal. The player (a privacy-enhanced
 * YouTube frame) is only created while the modal is open, so nothing from the video host
 * loads until someone asks for it.
 */
export function VideoModal({ card, onClose }: { card: MediaCard | null; onClose: () => void }) {
  const videoId = card ? youTubeIdOf(card.link) : null;
  return (
    <Modal open={card !== null} onClose={onClose} title={card?.title ?? ''}>
      {card && videoId && (
        <div className={styles.frame}>
          <iframe
            src={`${EMBED_HOST}/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
            title={card.title}
            width="560"
            height="315"
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      )}
    </Modal>
  );
}
