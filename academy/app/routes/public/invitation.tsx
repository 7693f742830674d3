import { INVITE_PAGE } from '@common/copy/academy-sharing';
import { InvitationPage } from '@academy/features/sharing';
import { academyMeta } from '@academy/features/auth/roles';

export const meta = () => academyMeta(INVITE_PAGE.title);

/** /invite/:token: an emailed invitation to a course. */
export default function InvitationRoute() {
  return <InvitationPage />;
}
