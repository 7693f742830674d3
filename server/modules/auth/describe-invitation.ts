import type { InvitationAnswer } from '../../../common/schemas/auth';
import { AppError } from '../../errors';
import type { AuthDeps } from './deps';
import { teacherDisplayName } from './invitations';
import { lookUpInvitation } from './look-up-invitation';
import { AUTH_MESSAGES } from '../../../common/auth/messages';

/** GET /api/auth/invitation: what the sign-up page shows before a student joins. */
export async function describeInvitation(
  deps: Pick<AuthDeps, 'db' | 'codeLimiter'>,
  { code, ip }: { code: string | undefined; ip: string },
): Promise<InvitationAnswer> {
  const invitation = await lookUpInvitation(deps, { code, ip, field: 'i' });
  if (!invitation) throw new AppError('NOT_FOUND', { i: AUTH_MESSAGES.invitationNotFound });
  return { className: invitation.classTitle, teacherName: teacherDisplayName(invitation) };
}
