import { formatBytes } from '@common/uploads/kinds';
import { UPLOAD_MESSAGES as MESSAGES } from '@common/uploads/messages';
import { Button } from '~/components/ui/Button';
import { formatDuration, formatSpeed, percentOf, secondsLeft } from './progress-figures';
import type { ResumableUpload, UploadState } from './use-resumable-upload';
import styles from './UploadProgress.module.css';

/** What the live region says for each phase (the figures are on the bar itself). */
function statusMessage(state: UploadState): string {
  switch (state.phase) {
    case 'uploading':
      return state.resumed ? MESSAGES.resumed : MESSAGES.uploading;
    case 'paused':
      return MESSAGES.paused;
    case 'offline':
      return MESSAGES.offline;
    case 'checking':
      return MESSAGES.checking;
    case 'done':
      return MESSAGES.done;
    case 'cancelled':
      return MESSAGES.cancelled;
    case 'failed':
      return state.error ?? MESSAGES.failed;
    default:
      return '';
  }
}

/**
 * A resumable upload on screen: the file, a progress bar with the percent, the speed and the
 * time left, and Pause / Resume / Cancel. Changes of state are announced in a polite live
 * region; a refusal is shown as an alert in the server's words.
 */
export function UploadProgress({ upload }: { upload: ResumableUpload }) {
  const { state } = upload;
  if (state.phase === 'idle') return null;
  const percent =
    state.phase === 'checking' || state.phase === 'done'
      ? 100
      : percentOf(state.bytesSent, state.bytesTotal);
  const left = secondsLeft(state.bytesSent, state.bytesTotal, state.speed);
  const moving = state.phase === 'uploading';
  const figures = [
    `${formatBytes(state.bytesSent)} of ${formatBytes(state.bytesTotal)}`,
    moving && state.speed !== null ? formatSpeed(state.speed) : null,
    moving && left !== null ? MESSAGES.timeLeft(formatDuration(left)) : null,
  ].filter(Boolean);
  const active = ['uploading', 'paused', 'offline'].includes(state.phase);
  const failed = state.phase === 'failed';
  const message = statusMessage(state);

  return (
    <div className={styles.panel} data-phase={state.phase}>
      <div className={styles.heading}>
        <span className={styles.name}>{state.fileName}</span>
        <span className={styles.percent} aria-hidden="true">
          {percent}%
        </span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={MESSAGES.progressLabel(state.fileName)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% — ${figures.join(', ')}`}
      >
        <div
          className={`${styles.fill} ${failed ? styles.fillFailed : ''}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className={styles.figures}>{figures.join(' · ')}</p>
      {active && (
        <div className={styles.buttons}>
          {state.phase === 'uploading' ? (
            <Button variant="secondary" size="sm" onClick={upload.pause}>
              {MESSAGES.pause}
            </Button>
          ) : (
            <Button variant="secondary" size="sm" onClick={upload.resume}>
              {MESSAGES.resume}
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={() => void upload.cancel()}>
            {MESSAGES.cancel}
          </Button>
        </div>
      )}
      <p
        className={failed ? styles.alert : styles.status}
        role={failed ? 'alert' : 'status'}
        aria-live={failed ? 'assertive' : 'polite'}
        data-testid="upload-status"
      >
        {message}
      </p>
    </div>
  );
}
