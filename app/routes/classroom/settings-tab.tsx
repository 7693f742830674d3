import { useParams } from 'react-router';
import { PATHS } from '@common/routes';
import { SettingsTab } from '~/features/classroom/components/SettingsTab';
import { StudentEmailSetting } from '~/features/notifications';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'Class settings',
    description: "The class's name, grade, subject, Access Code, co-teachers and archive.",
    path: PATHS.teacherClasses,
    noindex: true,
  });

export default function SettingsTabRoute() {
  const { classId = '' } = useParams();
  return <SettingsTab studentEmail={<StudentEmailSetting classId={classId} />} />;
}
