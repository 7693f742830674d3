import { redirect } from 'react-router';
import type { AccountType } from '@common/schemas/auth';
import { currentSession, type SignedInSession } from '~/lib/session';
import { AREA_PATHS, SIGN_IN_PATHS } from './accounts';

/**
 * The role-area gate, run by the area's layout route before any of its pages: the signed-in
 * session, fetched afresh. Nobody signed in goes to the area's sign-in page; another type of
 * account goes to its own area.
 */
export async function requireArea(area: AccountType): Promise<SignedInSession> {
  const session = await currentSession({ student: area === 'student' });
  if (session.status === 'signed-out') throw redirect(SIGN_IN_PATHS[area]);
  if (session.account.type !== area) throw redirect(AREA_PATHS[session.account.type]);
  return session;
}
