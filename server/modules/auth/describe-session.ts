import type { SessionAnswer } from '../../../common/schemas/auth';
import type { SignedInAccount } from '../../plugins/session';
import { AUTH_MESSAGES } from '../../../common/auth/messages';
import { AppError } from '../../errors';
import type { AuthDeps } from './deps';

/** Whether the browser's cookie `set` names a live set-password step. */
export async function holdsSetPasswordToken(
  { sessions }: Pick<AuthDeps, 'sessions'>,
  setToken: string | undefined,
): Promise<boolean> {
  const session = setToken ? await sessions.lookup(setToken) : null;
  return session?.kind === 'set_password';
}

/** GET /api/auth/session: who is signed in, as the screens show them. */
export function describeSession(
  account: SignedInAccount,
  hasSetPasswordToken: boolean,
): SessionAnswer {
  // The Journals site never admits a participant (access/site-accounts); this keeps it so.
  if (account.type === 'participant') {
    throw new AppError('UNAUTHORIZED', { session: AUTH_MESSAGES.notSignedIn });
  }
  return {
    account: {
      id: account.id,
      type: account.type,
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      isPlatformAdmin: account.isPlatformAdmin,
    },
    impersonating: account.session.impersonatorId !== null,
    hasSetPasswordToken,
  };
}
