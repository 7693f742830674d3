import { useEffect, type ChangeEvent } from 'react';
import { acceptFor, type UploadKind } from '@common/uploads/kinds';
import type { UploadStatusAnswer } from '@common/schemas/uploads';
import { UploadProgress } from './UploadProgress';
import { useResumableUpload } from './use-resumable-upload';
import styles from './UploadProgress.module.css';

export interface ResumableFileInputProps {
  id: string;
  label: string;
  kind: UploadKind;
  /** The id of a message about this field shown elsewhere (an error). */
  describedBy?: string;
  /** The server's answer once the file is uploaded and checked. */
  onUploaded: (upload: UploadStatusAnswer) => void;
  /** True while a file is on its way (a form may wait for it). */
  onBusyChange?: (busy: boolean) => void;
}

const BUSY = new Set(['uploading', 'paused', 'offline', 'checking']);

/**
 * A file field whose file goes up at once as a resumable upload of this kind, with its
 * progress panel under it. Features compose it through app/routes (features stay apart).
 */
export function ResumableFileInput({
  id,
  label,
  kind,
  describedBy,
  onUploaded,
  onBusyChange,
}: ResumableFileInputProps) {
  const upload = useResumableUpload(kind);
  const { phase, result } = upload.state;

  useEffect(() => {
    onBusyChange?.(BUSY.has(phase));
  }, [onBusyChange, phase]);

  useEffect(() => {
    if (phase === 'done' && result) onUploaded(result);
  }, [onUploaded, phase, result]);

  // Leaving with an upload under way: the form no longer waits for it.
  useEffect(() => () => onBusyChange?.(false), [onBusyChange]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void upload.start(file);
  }

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        className={styles.fileInput}
        accept={acceptFor(kind)}
        aria-describedby={describedBy}
        onChange={choose}
      />
      <UploadProgress upload={upload} />
    </div>
  );
}
