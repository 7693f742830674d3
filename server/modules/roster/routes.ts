import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { educatesStudent } from '../../access/educator-of';
import { requireParent, requireTeacher } from '../../access/guards';
import { parseBody } from '../../lib/validation';
import { writeAudit } from '../../lib/audit';
import { issueLoginCode } from './login-codes';
import { listChildrenOfParent, listStudentsOfTeacher } from './service';

const NOT_ALLOWED = 'You are not allowed to do that';
const NOT_FOUND = 'Not found';
const studentParamsSchema = z.object({ studentId: z.string().trim().min(1).max(60) });

/**
 * The students an adult may act for (the area pages offer 'Log in as' from these lists):
 * a teacher's class rosters (owned and co-taught classes), a parent's linked children. Signed in
 * with cookie t or Bearer; who may act for whom is decided in server/access.
 */
export async function rosterRoutes(app: FastifyInstance) {
  app.get('/teacher/students', async (request) => {
    const account = await requireTeacher(request, NOT_ALLOWED);
    return listStudentsOfTeacher(app.db, account.id);
  });

  app.post('/teacher/students/:studentId/login_code', async (request, reply) => {
    const account = await requireTeacher(request, NOT_ALLOWED);
    const { studentId } = parseBody(studentParamsSchema, request.params);
    if (!(await educatesStudent(app.db, account.id, studentId))) {
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

  app.get('/parent/children', async (request) => {
    const account = await requireParent(request, NOT_ALLOWED);
    return listChildrenOfParent(app.db, account.id);
  });
}
