import type { AcademyAccountAnswer } from '../../../common/schemas/academy-auth';
import type { SignedInAccount } from '../../plugins/session';

/** GET /api/academy/auth/session: who is signed in, as the Academy's pages show them. */
export function describeAcademyAccount(account: SignedInAccount): AcademyAccountAnswer {
  return {
    account: {
      id: account.id,
      role: account.type === 'participant' ? 'participant' : 'instructor',
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email ?? '',
    },
  };
}
