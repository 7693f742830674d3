import { Link } from 'react-router';
import { ACADEMY_NOTIFICATION_MESSAGES as M } from '@common/academy/notifications-messages';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { EmailPreferenceField } from '~/features/notifications';
import { useEmailPreference, useSetEmailPreference } from './api';
import styles from './Notifications.module.css';

/**
 * /settings/notifications: whether Academy notifications are also emailed, each at once, as
 * a daily digest, or not at all. A choice is saved as it is made, and says so.
 */
export function NotificationSettingsPage() {
  const preference = useEmailPreference();
  const save = useSetEmailPreference();
  const value = save.isPending ? save.variables : preference.data?.notificationEmail;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{M.settingsTitle}</h1>
      {preference.isPending ? (
        <Skeleton label={M.loadingSettings} lines={3} />
      ) : preference.isError || !value ? (
        <LoadFailed message={M.settingsFailed} onRetry={() => void preference.refetch()} />
      ) : (
        <>
          <EmailPreferenceField
            value={value}
            busy={save.isPending}
            intro={M.settingsIntro}
            onChange={(choice) => save.mutate(choice)}
          />
          <p
            className={save.isError ? `${styles.saved} ${styles.error}` : styles.saved}
            role="status"
          >
            {save.isError ? M.saveFailed : save.isSuccess ? M.saved : ''}
          </p>
        </>
      )}
      <p className={styles.links}>
        <Link to={ACADEMY_PATHS.notifications}>{M.toNotifications}</Link>
      </p>
    </div>
  );
}
