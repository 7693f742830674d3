import type { Blocker } from 'react-router';
import { EDITOR_COPY } from '@common/copy/student';
import { Button } from '~/components/ui/Button';
import { Modal } from '~/components/ui/Modal';
import styles from './RichAnswerEditor.module.css';

const COPY = EDITOR_COPY.leave;

/**
 * Asks before following a link while writing is unsaved. Staying saves at once (the first
 * button, focused when the dialog opens); leaving keeps the draft in the browser for next time.
 */
export function LeaveDialog({ blocker, onStay }: { blocker: Blocker; onStay: () => void }) {
  const open = blocker.state === 'blocked';
  const stay = () => {
    if (blocker.state === 'blocked') blocker.reset();
    onStay();
  };
  return (
    <Modal open={open} onClose={stay} title={COPY.title} description={COPY.body} size="sm">
      <div className={styles.dialogActions}>
        <Button onClick={stay}>{COPY.stay}</Button>
        <Button
          variant="ghost"
          onClick={() => (blocker.state === 'blocked' ? blocker.proceed() : undefined)}
        >
          {COPY.leave}
        </Button>
      </div>
    </Modal>
  );
}
