import { PATHS } from '@common/routes';
import { EditActivityPage } from '~/features/activities/components/ActivityEditorPage';
import { ACTIVITIES_COPY } from '~/features/activities/utils/copy';
import { ActivityVideoEditor } from '~/features/media/components/ActivityVideoEditor';
import { pageMeta } from '~/lib/page-meta';
import { WithImageUploads } from './image-uploader';
import { WithVideoUploads } from './video-uploader';
import type { Route } from './+types/edit';

export const meta = () =>
  pageMeta({
    title: ACTIVITIES_COPY.editTitle,
    description: 'Edit a reflection activity and assign it to your classes.',
    path: PATHS.teacherActivities,
    noindex: true,
  });

export default function EditActivityRoute({ params }: Route.ComponentProps) {
  return (
    <WithImageUploads>
      <WithVideoUploads>
        <EditActivityPage id={params.id} extra={<ActivityVideoEditor activityId={params.id} />} />
      </WithVideoUploads>
    </WithImageUploads>
  );
}
