import type { FastifyRequest } from 'fastify';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { RECORD_ID } from '../../common/schemas/ids';
import type { ClassesTable, Database } from '../db/schema';
import { AppError } from '../errors';
import { resolveAccount, type SignedInAccount } from '../plugins/session';
import { writeAudit } from '../lib/audit';
import { signedInStudent } from './guards';
import { CLASSROOM_MESSAGES } from '../../common/classroom/messages';

/** How a teacher teaches a class: they made it, or its owner or a co-teacher added them. */
export type ClassRole = 'owner' | 'co-teacher';

/**
 * Who teaches which class (the rule of server/access, see guards.ts). A class is taught by
 * the teacher who created it (`classes.teacher_id`, its owner) and by its co-teachers
 * (`class_teachers`), who may do everything the owner may but delete the class.
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

/** Every teacher (owner and co-teachers) of these classes: one row per class and teacher. */
export async function teachersOfClasses(
  db: Kysely<Database>,
  classIds: string[],
): Promise<{ teacherId: string; classId: string }[]> {
  if (classIds.length === 0) return [];
  return db
    .selectFrom('classes')
    .select(['teacher_id as teacherId', 'id as classId'])
    .where('id', 'in', classIds)
    .union(
      db
        .selectFrom('class_teachers')
        .select(['teacher_id as teacherId', 'class_id as classId'])
        .where('class_id', 'in', classIds),
    )
    .execute();
}

/** The teacher's role in the class, or null when they do not teach it (or it does not exist). */
export async function teachesClass(
  db: Kysely<Database> | Transaction<Database>,
  teacherId: string,
  classId: string,
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
 * Writes down a signed-in caller's (adult's or student's) attempt on a class that is not
 * theirs. Nobody signed in leaves no row.
 */
export async function auditClassAccessDenied(
  request: FastifyRequest,
  account: SignedInAccount | null,
  classId: string,
): Promise<void> {
  const actor = account
    ? { actorType: 'user' as const, actorId: account.id }
    : await studentActor(request);
  if (!actor) return;
  await writeAudit(request.server.db, {
    action: 'class_access_denied',
    ...actor,
    targetType: 'class',
    targetId: classId,
    ip: request.ip,
    details: { method: request.method, route: request.routeOptions.url },
  });
}

/**
 * The signed-in teacher of the class (its owner or a co-teacher). Anyone else (another
 * teacher, a parent, a student, nobody, an unknown class) gets the same 404, so a class's
 * existence is never revealed, and the attempt by a signed-in account (adult or student) is
 * written to the audit log.
 */
export async function requireTeacherOfClass(
  request: FastifyRequest,
  classId: string,
): Promise<{ teacherId: string; role: ClassRole }> {
  const account = request.account ?? (await resolveAccount(request));
  if (account?.type === 'teacher') {
    const role = await teachesClass(request.server.db, account.id, classId);
    if (role) return { teacherId: account.id, role };
  }
  await auditClassAccessDenied(request, account, classId);
  throw new AppError('NOT_FOUND', { class: CLASSROOM_MESSAGES.classNotFound });
}

/** The student behind the request, as an audit actor, or null. */
async function studentActor(request: FastifyRequest) {
  const student = await signedInStudent(request);
  return student ? { actorType: 'student' as const, actorId: student.id } : null;
}

/** A classes row as read. */
export type ClassRow = Selectable<ClassesTable>;

export interface TaughtClass {
  classRow: ClassRow;
  teacherId: string;
  role: ClassRole;
}

/**
 * The class from the route, taught by the signed-in teacher (owner or co-teacher). Nobody
 * signed in: 401. Anyone else, or an unknown or malformed id: 404, and a signed-in caller's
 * attempt is audited.
 */
export async function loadTaughtClass(
  request: FastifyRequest,
  classId: string,
): Promise<TaughtClass> {
  const account = request.account ?? (await resolveAccount(request));
  if (!account && !(await signedInStudent(request))) {
    throw new AppError('UNAUTHORIZED', { session: CLASSROOM_MESSAGES.notSignedIn });
  }
  const checkedId = RECORD_ID.test(classId) ? classId : 'invalid-id';
  const { teacherId, role } = await requireTeacherOfClass(request, checkedId);
  const classRow = await request.server.db
    .selectFrom('classes')
    .selectAll()
    .where('id', '=', checkedId)
    .executeTakeFirstOrThrow();
  return { classRow, teacherId, role };
}

/**
 * Only the class's owner may do this: deleting the class is the one thing a co-teacher may not
 * (they learn why: they know the class exists).
 */
export function requireOwner(taught: TaughtClass, message: string): void {
  if (taught.role !== 'owner') throw new AppError('FORBIDDEN', { class: message });
}

/**
 * A student of the class. A teacher of the class naming a student who is not in it gets a 404,
 * audited like any attempt across the lines.
 */
export async function loadClassStudent(
  request: FastifyRequest,
  taught: TaughtClass,
  studentId: string,
) {
  const { db } = request.server;
  const student = RECORD_ID.test(studentId)
    ? await db
        .selectFrom('class_students')
        .innerJoin('students', 'students.id', 'class_students.student_id')
        .selectAll('students')
        .select('class_students.joined_at as joined_at')
        .where('class_students.class_id', '=', taught.classRow.id)
        .where('class_students.student_id', '=', studentId)
        .executeTakeFirst()
    : undefined;
  if (student) return student;
  await writeAudit(db, {
    action: 'class_student_access_denied',
    actorType: 'user',
    actorId: taught.teacherId,
    targetType: 'student',
    targetId: studentId.slice(0, 40),
    ip: request.ip,
    details: { classId: taught.classRow.id, route: request.routeOptions.url },
  });
  throw new AppError('NOT_FOUND', { student: CLASSROOM_MESSAGES.studentNotFound });
}
