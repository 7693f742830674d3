import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CLASSROOM_MESSAGES } from '../../../common/copy/classroom';
import {
  addStudentsSchema,
  classInputSchema,
  classPatchSchema,
  emailBodySchema,
  joinWithCodeSchema,
  parentInvitationCodeSchema,
  type AddStudentsAnswer,
  type ClassSummary,
  type CoTeachersAnswer,
  type JoinRequest,
  type LoginCodeAnswer,
  type ParentInvitationAnswer,
  type ParentInvitationInfo,
  type StudentJoinAnswer,
} from '../../../common/schemas/classroom';
import { PATHS } from '../../../common/routes';
import { RECORD_ID } from '../../../common/schemas/ids';
import { requireParent, requireStudent, requireTeacher } from '../../access/guards';
import {
  loadClassStudent,
  loadTaughtClass,
  requireOwner,
  type TaughtClass,
} from '../../access/teaches-class';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { issueLoginCode } from '../roster/login-codes';
import { acceptParentInvitation, describeParentInvitation } from './accept-parent-invitation';
import { addCoTeacher } from './add-co-teacher';
import { addStudents } from './add-students';
import { createClass } from './create-class';
import { createJoinRequest } from './create-join-request';
import { decideJoinRequest } from './decide-join-request';
import { deleteClass } from './delete-class';
import { findClassByAccessCode } from './find-class-by-access-code';
import { inviteParent } from './invite-parent';
import { listCoTeachers } from './list-co-teachers';
import { listJoinRequests, readJoinRequest } from './list-join-requests';
import { listClassStudents } from './list-class-students';
import { listClasses } from './list-classes';
import { parseInput } from './parse-input';
import { removeStudent } from './remove-student';
import { updateClass } from './update-class';

type ClassRequest = FastifyRequest<{ Params: { classId: string } }>;
type StudentRequest = FastifyRequest<{ Params: { classId: string; studentId: string } }>;
type JoinRequestRequest = FastifyRequest<{ Params: { classId: string; requestId: string } }>;
type CoTeacherRequest = FastifyRequest<{ Params: { classId: string; teacherId: string } }>;

export interface ClassroomRoutesOptions {
  /** PUBLIC_BASE_URL, for the links in emails; without it, the request's own origin. */
  publicBaseUrl?: string;
}

/**
 * The classroom under /api/classroom (issue 5, points 1, 2, 6 and 11): classes, students,
 * join requests, co-teachers and parent invitations. Every call about a class first checks
 * that the signed-in teacher teaches it (owner or co-teacher, server/access/teaches-class.ts);
 * anyone else gets a 404 and an audit row. A co-teacher may do all the owner may but delete the
 * class. Bodies are JSON and validated with the shared schemas (common/schemas/classroom).
 */
export async function classroomRoutes(
  app: FastifyInstance,
  { publicBaseUrl }: ClassroomRoutesOptions,
) {
  /** Where links in emails point: PUBLIC_BASE_URL, else the origin the request came to. */
  const linkBase = (request: FastifyRequest) =>
    publicBaseUrl ? publicBaseUrl.replace(/\/+$/, '') : `${request.protocol}://${request.host}`;

  const summaryOf = async (classId: string, teacherId: string): Promise<ClassSummary> => {
    const [summary] = await listClasses(app.db, teacherId, classId);
    if (!summary) throw new Error(`Class ${classId} vanished`);
    return summary;
  };

  app.get('/classes', async (request) => {
    const teacher = await requireTeacher(request);
    return listClasses(app.db, teacher.id);
  });

  app.post('/classes', async (request, reply) => {
    const teacher = await requireTeacher(request);
    const values = parseInput(classInputSchema, request.body);
    const row = await createClass(app.db, teacher.id, values);
    return reply.status(201).send(await summaryOf(row.id, teacher.id));
  });

  app.get('/classes/:classId', async (request: ClassRequest) => {
    const { classRow, teacherId } = await loadTaughtClass(request, request.params.classId);
    return summaryOf(classRow.id, teacherId);
  });

  app.patch('/classes/:classId', async (request: ClassRequest) => {
    const { classRow, teacherId } = await loadTaughtClass(request, request.params.classId);
    await updateClass(app.db, classRow.id, parseInput(classPatchSchema, request.body));
    return summaryOf(classRow.id, teacherId);
  });

  app.delete('/classes/:classId', async (request: ClassRequest, reply) => {
    const taught = await loadTaughtClass(request, request.params.classId);
    requireOwner(taught, CLASSROOM_MESSAGES.ownerOnlyDelete);
    const deletedStudents = await deleteClass(app.db, taught.classRow, taught.teacherId);
    await writeAudit(app.db, {
      action: 'class_deleted',
      actorType: 'user',
      actorId: taught.teacherId,
      targetType: 'class',
      targetId: taught.classRow.id,
      ip: request.ip,
      details: { title: taught.classRow.title, deletedStudents: deletedStudents.length },
    });
    return reply.status(204).send();
  });

  /* ---- Students ---- */

  app.get('/classes/:classId/students', async (request: ClassRequest) => {
    const { classRow } = await loadTaughtClass(request, request.params.classId);
    return listClassStudents(app.db, classRow.id);
  });

  app.post('/classes/:classId/students', async (request: ClassRequest, reply) => {
    const { classRow, teacherId } = await loadTaughtClass(request, request.params.classId);
    const { students } = parseInput(addStudentsSchema, request.body);
    const created = await addStudents(app.db, classRow, students);
    await writeAudit(app.db, {
      action: 'students_added',
      actorType: 'user',
      actorId: teacherId,
      targetType: 'class',
      targetId: classRow.id,
      ip: request.ip,
      details: { studentIds: created.map((student) => student.id) },
    });
    const answer: AddStudentsAnswer = { students: created };
    return reply.status(201).send(answer);
  });

  app.post(
    '/classes/:classId/students/:studentId/login_code',
    async (request: StudentRequest): Promise<LoginCodeAnswer> => {
      const taught = await loadTaughtClass(request, request.params.classId);
      const student = await loadClassStudent(request, taught, request.params.studentId);
      const issued = await issueLoginCode(app.db, student.id);
      await writeAudit(app.db, {
        action: 'login_code_issued',
        actorType: 'user',
        actorId: taught.teacherId,
        targetType: 'student',
        targetId: student.id,
        ip: request.ip,
        details: { classId: taught.classRow.id },
      });
      return {
        studentId: student.id,
        username: student.username,
        loginCode: issued.code,
        loginCodeExpiresAt: issued.expiresAt,
      };
    },
  );

  app.delete('/classes/:classId/students/:studentId', async (request: StudentRequest) => {
    const taught = await loadTaughtClass(request, request.params.classId);
    const student = await loadClassStudent(request, taught, request.params.studentId);
    const deleted = await removeStudent(app.db, taught.classRow, student.id, taught.teacherId);
    // A deletion is audited by deleteStudentData, with ids only.
    if (deleted) return { removed: true, deleted };
    await writeAudit(app.db, {
      action: 'student_removed_from_class',
      actorType: 'user',
      actorId: taught.teacherId,
      targetType: 'student',
      targetId: student.id,
      ip: request.ip,
      details: { classId: taught.classRow.id },
    });
    return { removed: true, deleted };
  });

  /* ---- Join requests ---- */

  app.get(
    '/classes/:classId/join_requests',
    async (request: ClassRequest): Promise<JoinRequest[]> => {
      const { classRow } = await loadTaughtClass(request, request.params.classId);
      return listJoinRequests(app.db, classRow.id);
    },
  );

  /** The join request from the route, of this class; anything else is a 404 (audited). */
  async function classJoinRequest(request: JoinRequestRequest, taught: TaughtClass) {
    const { requestId } = request.params;
    const found = RECORD_ID.test(requestId)
      ? await readJoinRequest(app.db, taught.classRow.id, requestId)
      : undefined;
    if (found) return found;
    await writeAudit(app.db, {
      action: 'join_request_access_denied',
      actorType: 'user',
      actorId: taught.teacherId,
      targetType: 'class',
      targetId: taught.classRow.id,
      ip: request.ip,
      details: { requestId: requestId.slice(0, 40) },
    });
    throw new AppError('NOT_FOUND', { request: CLASSROOM_MESSAGES.joinRequestNotFound });
  }

  for (const [path, decision] of [
    ['approve', 'approved'],
    ['decline', 'declined'],
  ] as const) {
    app.post(
      `/classes/:classId/join_requests/:requestId/${path}`,
      async (request: JoinRequestRequest): Promise<JoinRequest> => {
        const taught = await loadTaughtClass(request, request.params.classId);
        const pending = await classJoinRequest(request, taught);
        const decided = await decideJoinRequest(app.db, {
          classId: taught.classRow.id,
          requestId: pending.id,
          teacherId: taught.teacherId,
          decision,
        });
        await writeAudit(app.db, {
          action: `join_request_${decision}`,
          actorType: 'user',
          actorId: taught.teacherId,
          targetType: 'student',
          targetId: decided.student.id,
          ip: request.ip,
          details: { classId: taught.classRow.id, requestId: decided.id },
        });
        return decided;
      },
    );
  }

  /** A signed-in student asks to join a class with its Access Code. */
  app.post('/join_requests', async (request, reply): Promise<StudentJoinAnswer> => {
    const student = await requireStudent(request, CLASSROOM_MESSAGES.studentsOnly);
    const { code } = parseInput(joinWithCodeSchema, request.body);
    const found = await findClassByAccessCode(app, code, request.ip);
    const result = await createJoinRequest(app.db, { classId: found.id, studentId: student.id });
    if (result.status === 'pending') {
      await writeAudit(app.db, {
        action: 'class_join_requested',
        actorType: 'student',
        actorId: student.id,
        targetType: 'class',
        targetId: found.id,
        ip: request.ip,
      });
    }
    reply.status(result.status === 'pending' ? 201 : 200);
    return { status: result.status, className: found.title };
  });

  /* ---- Co-teachers ---- */

  app.get(
    '/classes/:classId/co_teachers',
    async (request: ClassRequest): Promise<CoTeachersAnswer> => {
      const { classRow } = await loadTaughtClass(request, request.params.classId);
      return listCoTeachers(app.db, classRow);
    },
  );

  app.post('/classes/:classId/co_teachers', async (request: ClassRequest, reply) => {
    const taught = await loadTaughtClass(request, request.params.classId);
    const { email } = parseInput(emailBodySchema, request.body);
    const added = await addCoTeacher(app, taught, email, {
      ip: request.ip,
      link: `${linkBase(request)}${PATHS.teacherArea}`,
    });
    const answer: CoTeachersAnswer = await listCoTeachers(app.db, taught.classRow);
    return reply.status(added ? 201 : 200).send(answer);
  });

  /**
   * A teacher of the class removes a co-teacher, or a co-teacher leaves the class. Co-teachers
   * manage the list as the owner does (they add colleagues too); the owner is never on it.
   */
  app.delete(
    '/classes/:classId/co_teachers/:teacherId',
    async (request: CoTeacherRequest, reply) => {
      const taught = await loadTaughtClass(request, request.params.classId);
      const { teacherId } = request.params;
      const result = RECORD_ID.test(teacherId)
        ? await app.db
            .deleteFrom('class_teachers')
            .where('class_id', '=', taught.classRow.id)
            .where('teacher_id', '=', teacherId)
            .executeTakeFirst()
        : undefined;
      if (!result || Number(result.numDeletedRows) === 0) {
        throw new AppError('NOT_FOUND', { teacher: CLASSROOM_MESSAGES.coTeacherNotInClass });
      }
      await writeAudit(app.db, {
        action: 'co_teacher_removed',
        actorType: 'user',
        actorId: taught.teacherId,
        targetType: 'user',
        targetId: teacherId,
        ip: request.ip,
        details: { classId: taught.classRow.id },
      });
      return reply.status(204).send();
    },
  );

  /* ---- Parent invitations ---- */

  app.post(
    '/classes/:classId/students/:studentId/parent_invitation',
    async (request: StudentRequest, reply) => {
      const taught = await loadTaughtClass(request, request.params.classId);
      const student = await loadClassStudent(request, taught, request.params.studentId);
      const { email } = parseInput(emailBodySchema, request.body);
      const answer: ParentInvitationAnswer = await inviteParent(
        app,
        taught,
        student,
        email,
        linkBase(request),
      );
      await writeAudit(app.db, {
        action: 'parent_invited',
        actorType: 'user',
        actorId: taught.teacherId,
        targetType: 'student',
        targetId: student.id,
        ip: request.ip,
        details: { classId: taught.classRow.id, invitationId: answer.id },
      });
      return reply.status(201).send(answer);
    },
  );

  /** What the parent sign-up screen shows about an invitation (the code is the secret). */
  app.get('/parent_invitation', async (request): Promise<ParentInvitationInfo> => {
    const { i } = parseInput(parentInvitationCodeSchema, request.query);
    return describeParentInvitation(app.db, i);
  });

  /** A signed-in parent opens an invitation's link: they are linked to the child. */
  app.post('/parent_invitation/accept', async (request) => {
    const account = await requireParent(request, CLASSROOM_MESSAGES.parentsOnly);
    const { i } = parseInput(parentInvitationCodeSchema, request.body);
    const child = await acceptParentInvitation(app.db, { code: i, parentId: account.id });
    await writeAudit(app.db, {
      action: 'parent_invitation_accepted',
      actorType: 'user',
      actorId: account.id,
      targetType: 'student',
      targetId: child.studentId,
      ip: request.ip,
    });
    return child;
  });
}
