import { apiGet } from './api';

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
