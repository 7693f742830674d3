import { DOWNLOAD_GUIDE_MODAL } from '@common/copy/home-intro';
import { guideUrl, type GuideAudience, type GuideLayout } from '@common/guides';
import { Button } from '~/components/ui/Button';
import { Modal } from '~/components/ui/Modal';
import { publicConfig } from '~/lib/public-config';
import styles from './DownloadGuideModal.module.css';

interface DownloadGuideModalProps {
  /** SPEC §4 modal state: none (null), teacher or student. */
  audience: GuideAudience | null;
  onClose: () => void;
}

/**
 * SPEC §2.3 download modal: the desktop or mobile layout of the teacher or student guide
 * opens from storage in a new tab, and the modal closes.
 */
export function DownloadGuideModal({ audience, onClose }: DownloadGuideModalProps) {
  const open = (layout: GuideLayout) => {
    if (!audience) return;
    window.open(guideUrl(publicConfig.STORAGE_BASE_URL, audience, layout), '_blank', 'noopener');
    onClose();
  };

  return (
    <Modal
      open={audience !== null}
      onClose={onClose}
      title={DOWNLOAD_GUIDE_MODAL.title}
      description={audience ? DOWNLOAD_GUIDE_MODAL.description[audience] : undefined}
      size="sm"
    >
      <div className={styles.choices} data-audience={audience ?? undefined}>
        <Button onClick={() => open('desktop')}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M4 5h16v11H4zM2 19h20"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
          {DOWNLOAD_GUIDE_MODAL.desktop}
        </Button>
        <Button variant="secondary" onClick={() => open('mobile')}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M7 2.5h10v19H7zM11 18.5h2"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
              strokeLinecap="round"
            />
          </svg>
          {DOWNLOAD_GUIDE_MODAL.mobile}
        </Button>
      </div>
    </Modal>
  );
}
