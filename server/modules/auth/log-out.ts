import { loadAccount } from '../../plugins/session';
import { writeAudit } from '../../lib/audit';
import type { Session } from '../../lib/sessions';
import { areaOf } from './areas';
import type { AuthDeps } from './deps';

type LogOutDeps = Pick<AuthDeps, 'db' | 'sessions'>;

/** A student's session ends, and with it any set-password step of the browser. */
export async function logOutStudent(
  deps: LogOutDeps,
  { token, setToken, ip }: { token: string | undefined; setToken: string | undefined; ip: string },
): Promise<void> {
  const { sessions } = deps;
  const ending = await sessions.lookup(token);
  if (ending?.impersonatorId) await auditImpersonationEnd(deps, ending, ip);
  await sessions.revokeToken(token);
  await sessions.revokeToken(setToken);
}

/**
 * An adult's session ends, and with it the student sessions it opened by "Log in as". When it
 * was itself opened by "Log in as", the original account's session (cookie at) takes over.
 */
export async function logOutAdult(
  deps: LogOutDeps,
  input: {
    token: string | undefined;
    /** Cookie st: whether it still names a live session afterwards. */
    studentToken: string | undefined;
    /** Cookie at: the session "Log in as" set aside. */
    originalToken: string | undefined;
    ip: string;
  },
): Promise<{ studentSessionEnded: boolean; restoredArea: string | null }> {
  const { db, sessions } = deps;
  const ending = await sessions.lookup(input.token);
  await sessions.revokeToken(input.token);
  const studentSessionEnded = input.studentToken
    ? !(await sessions.lookup(input.studentToken))
    : false;
  const original = input.originalToken ? await sessions.lookup(input.originalToken) : null;
  const originalAccount =
    original && original.kind === 'user' ? await loadAccount(db, original) : null;
  if (original && originalAccount && input.originalToken) {
    if (ending?.impersonatorId) await auditImpersonationEnd(deps, ending, input.ip);
    return { studentSessionEnded, restoredArea: areaOf(originalAccount.type) };
  }
  return { studentSessionEnded, restoredArea: null };
}

async function auditImpersonationEnd({ db }: Pick<AuthDeps, 'db'>, ending: Session, ip: string) {
  await writeAudit(db, {
    action: 'impersonation_end',
    actorType: 'user',
    actorId: ending.impersonatorId,
    targetType: ending.subjectType,
    targetId: ending.subjectId,
    ip,
  });
}
