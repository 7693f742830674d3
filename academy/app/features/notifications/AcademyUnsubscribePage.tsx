import { ACADEMY_PATHS } from '@common/academy/routes';
import { NOTIFICATIONS_COPY as COPY } from '@common/copy/notifications';
import { UnsubscribeBody } from '~/features/notifications';
import styles from './Notifications.module.css';

/**
 * /email/unsubscribe?t=… on the Academy: the visible unsubscribe link of its notification
 * emails (the same signed token and call as the Journals'); no sign-in needed.
 */
export function AcademyUnsubscribePage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{COPY.unsubscribe.title}</h1>
      <UnsubscribeBody home={ACADEMY_PATHS.home} />
    </div>
  );
}
