import { SHARING_PAGE } from '@common/copy/academy-sharing';
import { SharingPage } from '@academy/features/sharing';
import { academyMeta } from '@academy/features/auth/roles';

export const meta = () => academyMeta(SHARING_PAGE.title);

/** The course builder's Sharing tab: link, requests, invitations, participants. */
export default function CourseSharingRoute() {
  return <SharingPage />;
}
