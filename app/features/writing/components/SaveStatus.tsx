import { WRITING_COPY } from '@common/copy/writing';
import type { SaveStatus as Status } from '../hooks/use-autosave';
import styles from './Writing.module.css';

/** 'Saved', 'Saving…' or 'Offline, will retry': always visible while writing. */
export function SaveStatus({ status }: { status: Status }) {
  return (
    <p className={`${styles.saveStatus} ${styles[status]}`} role="status" data-testid="save-status">
      {WRITING_COPY.save[status]}
    </p>
  );
}
