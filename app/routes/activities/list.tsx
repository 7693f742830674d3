import { PATHS } from '@common/routes';
import { ActivitiesPage } from '~/features/activities/components/ActivitiesPage';
import { ACTIVITIES_COPY } from '~/features/activities/utils/copy';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: ACTIVITIES_COPY.listTitle,
    description: 'Your reflection activities and the starter library.',
    path: PATHS.teacherActivities,
    noindex: true,
  });

export default function ActivitiesRoute() {
  return <ActivitiesPage />;
}
