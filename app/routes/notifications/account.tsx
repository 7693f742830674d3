import { useLocation } from 'react-router';
import { NOTIFICATIONS_COPY } from '@common/copy/notifications';
import { AvatarBadge } from '~/features/avatar/components/AvatarBadge';
import { useClasses } from '~/features/classroom/api/get-classes';
import { AccountPage } from '~/features/notifications/components/AccountPage';
import { ClassStudentEmailList } from '~/features/notifications/components/ClassStudentEmailList';
import { areaOfPath } from '~/features/notifications/utils/area-of-path';
import { pageMeta } from '~/lib/page-meta';

export const meta = ({ location }: { location: { pathname: string } }) =>
  pageMeta({
    title: NOTIFICATIONS_COPY.account.title,
    description: NOTIFICATIONS_COPY.account.intro,
    path: location.pathname,
    noindex: true,
  });

/** A teacher's classes, each with its student email setting. */
function TeacherClassSettings() {
  const { data: classes = [] } = useClasses();
  return <ClassStudentEmailList classes={classes} />;
}

/** /teacher/account, /parent/account and /student/account. */
export default function AccountRoute() {
  const area = areaOfPath(useLocation().pathname) ?? 'teacher';
  return (
    <AccountPage
      area={area}
      avatar={area === 'student' ? <AvatarBadge /> : undefined}
      classSettings={area === 'teacher' ? <TeacherClassSettings /> : undefined}
    />
  );
}
