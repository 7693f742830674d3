import { ACADEMY_NOTIFICATION_MESSAGES as M } from '@common/academy/notifications-messages';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { SiteNotificationBell } from '~/features/notifications';
import type { AcademyShellAccount } from '@academy/features/app-shell/AcademyAppHeader';
import { ACADEMY_NOTIFICATION_SOURCE } from './source';

/** The bell of the Academy's bar: the Journals' bell, on the Academy's own notifications. */
export function AcademyNotificationBell({ account }: { account: AcademyShellAccount }) {
  return (
    <SiteNotificationBell
      source={ACADEMY_NOTIFICATION_SOURCE}
      accountId={account.id}
      pagePath={ACADEMY_PATHS.notifications}
      emptyBody={account.role === 'instructor' ? M.emptyInstructor : M.emptyParticipant}
    />
  );
}
