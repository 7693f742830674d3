import { useState } from 'react';
import { interviewEmbedUrl } from '@common/copy/pages';
import { Button } from '~/components/ui/Button';
import { Modal } from '~/components/ui/Modal';
import styles from './InterviewVideo.module.css';

const TITLE = 'Interview with the founders of Lectio';

/**
 * SPEC §2.4 'an interview video link': a button that opens the video in a modal. The player
 * (a privacy-enhanced YouTube frame) is only created once the modal is open, so the page
 * itself loads nothing from the video host.
 */
export function InterviewVideo() {
  const [open, setOpen] = useState(false);
  const src = interviewEmbedUrl();
  return (
    <>
      <Button
        size="lg"
        className={styles.opener}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.2" />
          <path d="M10 8l6 4-6 4z" fill="currentColor" />
        </svg>
        Watch the interview
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title="Meet our founders">
        <div className={styles.player}>
          <iframe
            src={src}
            title={TITLE}
            width="560"
            height="315"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
        <p className={styles.fallback}>
          Video not playing?{' '}
          <a href={src} target="_blank" rel="noopener noreferrer">
            Open the interview in a new tab
          </a>
          .
        </p>
      </Modal>
    </>
  );
}
