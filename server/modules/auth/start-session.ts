import type { Site } from '../../../common/academy/site';
import type { SessionService } from '../../lib/sessions';

/**
 * A teacher's, parent's, admin's or participant's new session on `site` (the Journals site
 * unless named); the one the browser held before ends.
 */
export async function startUserSession(
  sessions: SessionService,
  userId: string,
  replacedToken?: string,
  site: Site = 'journals',
): Promise<string> {
  // Rotation: whatever session the browser held before signing in ends now.
  await sessions.revokeToken(replacedToken);
  const { token } = await sessions.create({
    kind: 'user',
    subjectType: 'user',
    subjectId: userId,
    site,
  });
  return token;
}

/** A student's new session. */
export async function startStudentSession(
  sessions: SessionService,
  studentId: string,
): Promise<string> {
  const { token } = await sessions.create({
    kind: 'student',
    subjectType: 'student',
    subjectId: studentId,
  });
  return token;
}
