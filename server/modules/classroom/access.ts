import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { CLASSROOM_MESSAGES } from '../../../common/copy/classroom';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { requestToken, resolveAccount } from '../../plugins/session';
import { writeAudit } from '../auth/audit';

/** How a teacher teaches a class: they made it, or its owner or a co-teacher added them. */
export type ClassRole = 'owner' | 'co-teacher';

/**
 * Who teaches which class: the one place that answers it, handed to every module that acts on
 * classes. A class is taught by the teacher who created it and by its co-teachers.
 */
export async function teacherClassIds(db: Kysely<Database>, teacherId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('classes')
    .select('id')
    .where('teacher_id', '=', teacherId)
    .union(
      db.selectFrom('class_teachers').select('class_id as id').where('teacher_id', '=', teacherId),
    )
    .execute();
  return rows.map((row) => row.id);
}

/** The teacher's role in the class, or null when they do not teach it (or it does not exist). */
export async function classRoleOf(
  db: Kysely<Database> | Transaction<Database>,
  classId: string,
  teacherId: string,
): Promise<ClassRole | null> {
  const owned = await db
    .selectFrom('classes')
    .select('id')
    .where('id', '=', classId)
    .where('teacher_id', '=', teacherId)
    .executeTakeFirst();
  if (owned) return 'owner';
  const shared = await db
    .selectFrom('class_teachers')
    .select('class_id')
    .where('class_id', '=', classId)
    .where('teacher_id', '=', teacherId)
    .executeTakeFirst();
  return shared ? 'co-teacher' : null;
}

/**
 * The signed-in teacher of the class (its owner or a co-teacher). Anyone else (another
 * teacher, a parent, a student, nobody, an unknown class) gets the same 404, so a class's
 * existence is never revealed, and the attempt by a signed-in account (adult or student) is
 * written to the audit log.
 */
export async function requireTeacherOfClass(
  app: FastifyInstance,
  request: FastifyRequest,
  classId: string,
): Promise<{ teacherId: string; role: ClassRole }> {
  const account = request.account ?? (await resolveAccount(request));
  if (account?.type === 'teacher') {
    const role = await classRoleOf(app.db, classId, account.id);
    if (role) return { teacherId: account.id, role };
  }
  const actor = account
    ? { actorType: 'user' as const, actorId: account.id }
    : await studentActor(app, request);
  if (actor) {
    await writeAudit(app.db, {
      action: 'class_access_denied',
      ...actor,
      targetType: 'class',
      targetId: classId,
      ip: request.ip,
      details: { method: request.method, route: request.routeOptions.url },
    });
  }
  throw new AppError('NOT_FOUND', { class: CLASSROOM_MESSAGES.classNotFound });
}

/**
 * A student session (cookie st or Bearer) behind the request, looked up without touching
 * `request.account`, which stays the adult's (or null) for the modules that read it.
 */
async function studentActor(app: FastifyInstance, request: FastifyRequest) {
  const session = await app.sessions.lookup(requestToken(request, 'st'));
  if (session?.kind !== 'student') return null;
  return { actorType: 'student' as const, actorId: session.subjectId };
}

export const classAccess = { teacherClassIds, requireTeacherOfClass };
