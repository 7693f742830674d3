import { Link, useLocation } from 'react-router';
import { NOTIFICATIONS_COPY } from '@common/copy/notifications';
import { AVATAR_COPY } from '@common/copy/writing';
import { PATHS } from '@common/routes';
import { StudentAvatar, WORN_AVATAR_LABEL } from '~/features/avatar/components/StudentAvatar';
import { AccountPage } from '~/features/notifications/components/AccountPage';
import { DigestSetting } from '~/features/family-digest/components/DigestSetting';
import { areaOfPath } from '~/features/notifications/utils/area-of-path';
import { pageMeta } from '~/lib/page-meta';

export const meta = ({ location }: { location: { pathname: string } }) =>
  pageMeta({
    title: NOTIFICATIONS_COPY.account.title,
    description: NOTIFICATIONS_COPY.account.intro,
    path: location.pathname,
    noindex: true,
  });

/** /teacher/account, /parent/account and /student/account. */
export default function AccountRoute() {
  const area = areaOfPath(useLocation().pathname) ?? 'teacher';
  return (
    <AccountPage
      area={area}
      // Issue 12, digest part: a parent turns the weekly family digest on or off here.
      adultSections={area === 'parent' ? <DigestSetting /> : undefined}
      avatar={
        area === 'student' ? (
          <>
            <StudentAvatar size={72} label={WORN_AVATAR_LABEL} />
            <Link to={PATHS.studentAvatar}>{AVATAR_COPY.open}</Link>
          </>
        ) : undefined
      }
    />
  );
}
