import type { Kysely } from 'kysely';
import type { IssuedLoginCode } from '../../../common/schemas/roster';
import type { Database } from '../../db/schema';
import { educatesStudent } from '../../access/educator-of';
import { writeAudit } from '../../lib/audit';
import { issueLoginCode } from './login-codes';

/**
 * A teacher gives a student they teach or administer a new login code, audited; null (and an
 * audited refusal) for anyone else's student or one that does not exist.
 */
export async function issueLoginCodeAsEducator(
  db: Kysely<Database>,
  { educatorId, studentId, ip }: { educatorId: string; studentId: string; ip: string },
): Promise<IssuedLoginCode | null> {
  const audit = (action: 'login_code_denied' | 'login_code_issued') =>
    writeAudit(db, {
      action,
      actorType: 'user',
      actorId: educatorId,
      targetType: 'student',
      targetId: studentId,
      ip,
    });
  if (!(await educatesStudent(db, educatorId, studentId))) {
    await audit('login_code_denied');
    return null;
  }
  const { code, expiresAt } = await issueLoginCode(db, studentId);
  await audit('login_code_issued');
  return { code, expiresAt };
}
