import { ROOM_SCREENS } from '@common/copy/rooms-screens';
import { ROOM_STATE_COPY } from '@common/copy/rooms';
import { CLOSE_WARNING_SECONDS } from '@common/rooms/sessions';
import { useSecondsLeft } from '../../use-seconds-left';
import styles from './Room.module.css';

/**
 * When the open rooms close (issue 18, point 3): quietly the minutes left while a timer runs,
 * then, in the last 60 seconds, a calm banner with the seconds left. The banner is announced
 * once (its sentence); the ticking number is for the eyes only, so a screen reader is not
 * interrupted every second. Nothing moves but the number.
 */
export function ClosingCountdown({ endsAt }: { endsAt: string }) {
  const secondsLeft = useSecondsLeft(endsAt) ?? 0;
  if (secondsLeft > CLOSE_WARNING_SECONDS) {
    return (
      <p className={styles.timer} data-testid="room-timer">
        {ROOM_SCREENS.countdown.until(Math.ceil(secondsLeft / 60))}
      </p>
    );
  }
  return (
    <div className={styles.warning} role="status" data-testid="closing-warning">
      <p className={styles.warningText}>{ROOM_SCREENS.countdown.warning}</p>
      <p className={styles.warningSeconds} aria-hidden="true">
        {ROOM_STATE_COPY.closingIn(secondsLeft)}
      </p>
    </div>
  );
}
