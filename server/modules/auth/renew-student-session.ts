import type { StudentSessionAnswer } from '../../../common/schemas/auth';
import { AppError } from '../../errors';
import { areaOf } from './areas';
import type { AuthDeps } from './deps';
import { AUTH_MESSAGES } from '../../../common/auth/messages';

/** Token login (student_go): a live student session gets a fresh token. */
export async function renewStudentSession(
  { sessions }: Pick<AuthDeps, 'sessions'>,
  token: string | undefined,
): Promise<StudentSessionAnswer> {
  const session = await sessions.lookup(token);
  if (!session || session.kind !== 'student') {
    throw new AppError('UNAUTHORIZED', { email: AUTH_MESSAGES.sessionEnded });
  }
  const rotated = await sessions.rotate(session);
  return { st: rotated.token, url: areaOf('student') };
}
