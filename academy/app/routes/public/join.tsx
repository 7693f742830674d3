import { JOIN_PAGE } from '@common/copy/academy-sharing';
import { JoinLinkPage } from '@academy/features/sharing';
import { academyMeta } from '@academy/features/auth/roles';

export const meta = () => academyMeta(JOIN_PAGE.title);

/** /join/:token: a course's join link. */
export default function JoinRoute() {
  return <JoinLinkPage />;
}
