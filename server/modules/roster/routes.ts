import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveAccount, type SignedInAccount } from '../../plugins/session';
import { z } from 'zod';
import { parseBody } from '../../lib/validation';
import { writeAudit } from '../auth/audit';
import { issueLoginCode } from './login-codes';
import { listChildrenOfParent, listStudentsOfTeacher, teacherManagesStudent } from './service';
import { SESSION_MESSAGES } from '../../../common/messages';

const NOT_ALLOWED = 'You are not allowed to do that';
const NOT_FOUND = 'Not found';
const studentParamsSchema = z.object({ studentId: z.string().trim().min(1).max(60) });

/**
 * The students an adult may act for (the area pages offer 'Log in as' from these lists):
 * a teacher's class rosters, a parent's linked children. Signed in with cookie t or Bearer.
 */
export async function rosterRoutes(app: FastifyInstance) {
  async function signedIn(
    request: FastifyRequest,
    reply: FastifyReply,
    type: 'teacher' | 'parent',
  ): Promise<SignedInAccount | null> {
    const account = await resolveAccount(request);
    if (!account) {
      await reply.status(401).send({ errors: { session: SESSION_MESSAGES.notSignedIn } });
      return null;
    }
    if (account.type !== type) {
      await reply.status(403).send({ errors: { session: NOT_ALLOWED } });
      return null;
    }
    return account;
  }

  app.get('/teacher/students', async (request, reply) => {
    const account = await signedIn(request, reply, 'teacher');
    if (!account) return reply;
    return listStudentsOfTeacher(app.db, account.id);
  });

  app.post('/teacher/students/:studentId/login_code', async (request, reply) => {
    const account = await signedIn(request, reply, 'teacher');
    if (!account) return reply;
    const { studentId } = parseBody(studentParamsSchema, request.params);
    if (!(await teacherManagesStudent(app.db, account.id, studentId))) {
      await writeAudit(app.db, {
        action: 'login_code_denied',
        actorType: 'user',
        actorId: account.id,
        targetType: 'student',
        targetId: studentId,
        ip: request.ip,
      });
      return reply.status(404).send({ errors: { student: NOT_FOUND } });
    }
    const { code, expiresAt } = await issueLoginCode(app.db, studentId);
    await writeAudit(app.db, {
      action: 'login_code_issued',
      actorType: 'user',
      actorId: account.id,
      targetType: 'student',
      targetId: studentId,
      ip: request.ip,
    });
    return { code, expiresAt };
  });

  app.get('/parent/children', async (request, reply) => {
    const account = await signedIn(request, reply, 'parent');
    if (!account) return reply;
    return listChildrenOfParent(app.db, account.id);
  });
}
