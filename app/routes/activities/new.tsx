import { PATHS } from '@common/routes';
import { NewActivityPage } from '~/features/activities/components/ActivityEditorPage';
import { ACTIVITIES_COPY } from '~/features/activities/utils/copy';
import { pageMeta } from '~/lib/page-meta';
import { WithImageUploads } from './image-uploader';

export const meta = () =>
  pageMeta({
    title: ACTIVITIES_COPY.newTitle,
    description: 'Create a reflection activity for your classes.',
    path: PATHS.teacherActivityNew,
    noindex: true,
  });

export default function NewActivityRoute() {
  return (
    <WithImageUploads>
      <NewActivityPage />
    </WithImageUploads>
  );
}
