import { AVATAR_COPY } from '@common/copy/writing';
import { PATHS } from '@common/routes';
import { AvatarStorePage } from '~/features/avatar/components/AvatarStorePage';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: AVATAR_COPY.title,
    description: AVATAR_COPY.intro,
    path: PATHS.studentAvatar,
    noindex: true,
  });

export default function AvatarStoreRoute() {
  return <AvatarStorePage />;
}
