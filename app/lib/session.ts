import { queryOptions } from '@tanstack/react-query';
import { useOutletContext } from 'react-router';
import { apiGet } from './api';
import { queryClient } from './query-client';

/** GET /api/auth/session: who is signed in (cookie t, or st with `student`). */
export interface SessionAccount {
  id: string;
  type: 'teacher' | 'parent' | 'student';
  firstName: string;
  lastName: string;
  email: string | null;
  isPlatformAdmin: boolean;
}

export type SessionState =
  | {
      status: 'signed-in';
      account: SessionAccount;
      impersonating: boolean;
      hasSetPasswordToken: boolean;
    }
  | { status: 'signed-out'; hasSetPasswordToken: boolean };

interface SessionBody {
  account?: SessionAccount;
  impersonating?: boolean;
  hasSetPasswordToken?: boolean;
}

/**
 * Session cookies are HttpOnly, so the page never reads a token: 'a stored token exists'
 * (SPEC §4) is a question for the server.
 */
export async function fetchSession({ student = false } = {}): Promise<SessionState> {
  const { ok, body } = await apiGet<SessionBody>(
    student ? '/api/auth/session?student=true' : '/api/auth/session',
  );
  const hasSetPasswordToken = body.hasSetPasswordToken === true;
  if (ok && body.account) {
    return {
      status: 'signed-in',
      account: body.account,
      impersonating: body.impersonating === true,
      hasSetPasswordToken,
    };
  }
  return { status: 'signed-out', hasSetPasswordToken };
}

/** Who is signed in, as a query: the student session (`st`) or the adult's (`t`). */
export const sessionQuery = ({ student = false } = {}) =>
  queryOptions({
    queryKey: ['session', student ? 'student' : 'adult'],
    queryFn: () => fetchSession({ student }),
  });

/**
 * Who is signed in now, asked afresh (a session may have ended in another tab): for the role
 * areas' gate and the account pages that act on the session they find.
 */
export const currentSession = ({ student = false } = {}) =>
  queryClient.fetchQuery({ ...sessionQuery({ student }), staleTime: 0 });

/**
 * Who is signed in has changed (a sign-in, "log in as", a logout): nothing fetched for the
 * last account may show for the next one on a shared computer, so every cached answer that
 * is not on screen goes. (The screen that made the change is leaving; its own queries stay
 * until it has gone, so it never fetches again on the way out.)
 */
export function forgetAccountData(): void {
  queryClient.removeQueries({ type: 'inactive' });
}

export type SignedInSession = Extract<SessionState, { status: 'signed-in' }>;

/**
 * The signed-in account of a role area (/teacher, /parent, /student and the pages under
 * them). The area's layout route checked the session before any page of it rendered and
 * hands it down, so a page never renders for the wrong account.
 */
export function useAreaSession(): SignedInSession {
  return useOutletContext<SignedInSession>();
}
