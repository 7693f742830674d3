import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CLASSROOM_MESSAGES } from '../../../common/copy/classroom';
import {
  acceptedChildSchema,
  addStudentsAnswerSchema,
  addStudentsSchema,
  classInputSchema,
  classParamsSchema,
  classPatchSchema,
  classStudentParamsSchema,
  classStudentSchema,
  classSummarySchema,
  coTeacherParamsSchema,
  coTeachersAnswerSchema,
  emailBodySchema,
  joinRequestParamsSchema,
  joinRequestSchema,
  joinWithCodeSchema,
  loginCodeAnswerSchema,
  parentInvitationAnswerSchema,
  parentInvitationCodeSchema,
  parentInvitationInfoSchema,
  removeStudentAnswerSchema,
  studentJoinAnswerSchema,
  type ClassSummary,
} from '../../../common/schemas/classroom';
import { errorAnswerSchema, ignoredBodySchema } from '../../../common/schemas/fields';
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
import { removeCoTeacher } from './remove-co-teacher';
import { removeStudent } from './remove-student';
import { updateClass } from './update-class';

export interface ClassroomRoutesOptions {
  /** PUBLIC_BASE_URL, for the links in emails; without it, the request's own origin. */
  publicBaseUrl?: string;
}

const tags = ['classroom'];
/** The classroom's forms show each message beside its own row's field ('students.2.lastName'). */
const byPath = { fieldErrorKey: 'path' } as const;
const noContent = z.null().describe('No content');

/**
 * The classroom under /api/classroom (issue 5, points 1, 2, 6 and 11): classes, students,
 * join requests, co-teachers and parent invitations. Every call about a class first checks
 * that the signed-in teacher teaches it (owner or co-teacher, server/access/teaches-class.ts);
 * anyone else gets a 404 and an audit row. A co-teacher may do all the owner may but delete the
 * class. Bodies are JSON, checked by the route schemas (common/schemas/classroom).
 */
export const classroomRoutes: FastifyPluginAsyncZod<ClassroomRoutesOptions> = async (
  app,
  { publicBaseUrl },
) => {
  /** Where links in emails point: PUBLIC_BASE_URL, else the origin the request came to. */
  const linkBase = (request: FastifyRequest) =>
    publicBaseUrl ? publicBaseUrl.replace(/\/+$/, '') : `${request.protocol}://${request.host}`;

  const summaryOf = async (classId: string, teacherId: string): Promise<ClassSummary> => {
    const [summary] = await listClasses(app.db, teacherId, classId);
    if (!summary) throw new Error(`Class ${classId} vanished`);
    return summary;
  };

  app.get(
    '/classes',
    {
      schema: {
        summary: "The teacher's classes (owned and co-taught)",
        tags,
        response: {
          200: z.array(classSummarySchema),
          401: errorAnswerSchema,
          403: errorAnswerSchema,
        },
      },
    },
    async (request) => {
      const teacher = await requireTeacher(request);
      return listClasses(app.db, teacher.id);
    },
  );

  app.post(
    '/classes',
    {
      schema: {
        summary: 'Create a class',
        tags,
        body: classInputSchema,
        response: {
          201: classSummarySchema,
          400: errorAnswerSchema,
          401: errorAnswerSchema,
          403: errorAnswerSchema,
        },
      },
      config: byPath,
    },
    async (request, reply) => {
      const teacher = await requireTeacher(request);
      const row = await createClass(app.db, teacher.id, request.body);
      return reply.status(201).send(await summaryOf(row.id, teacher.id));
    },
  );

  app.get(
    '/classes/:classId',
    {
      schema: {
        summary: 'One class',
        tags,
        params: classParamsSchema,
        response: { 200: classSummarySchema, 401: errorAnswerSchema, 404: errorAnswerSchema },
      },
    },
    async (request) => {
      const { classRow, teacherId } = await loadTaughtClass(request, request.params.classId);
      return summaryOf(classRow.id, teacherId);
    },
  );

  app.patch(
    '/classes/:classId',
    {
      schema: {
        summary: 'Change a class (title, grade level, subject, school)',
        tags,
        params: classParamsSchema,
        body: classPatchSchema,
        response: {
          200: classSummarySchema,
          400: errorAnswerSchema,
          401: errorAnswerSchema,
          404: errorAnswerSchema,
        },
      },
      config: byPath,
    },
    async (request) => {
      const { classRow, teacherId } = await loadTaughtClass(request, request.params.classId);
      await updateClass(app.db, classRow.id, request.body);
      return summaryOf(classRow.id, teacherId);
    },
  );

  app.delete(
    '/classes/:classId',
    {
      schema: {
        summary: 'Delete a class (its owner only; not once its books were ordered)',
        tags,
        params: classParamsSchema,
        body: ignoredBodySchema,
        response: {
          204: noContent,
          400: errorAnswerSchema,
          401: errorAnswerSchema,
          403: errorAnswerSchema,
          404: errorAnswerSchema,
          409: errorAnswerSchema,
        },
      },
    },
    async (request, reply) => {
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
      return reply.status(204).send(null);
    },
  );

  /* ---- Students ---- */

  app.get(
    '/classes/:classId/students',
    {
      schema: {
        summary: "The class's students",
        tags,
        params: classParamsSchema,
        response: {
          200: z.array(classStudentSchema),
          401: errorAnswerSchema,
          404: errorAnswerSchema,
        },
      },
    },
    async (request) => {
      const { classRow } = await loadTaughtClass(request, request.params.classId);
      return listClassStudents(app.db, classRow.id);
    },
  );

  app.post(
    '/classes/:classId/students',
    {
      schema: {
        summary: 'Add students to the class, each with a login code shown once',
        tags,
        params: classParamsSchema,
        body: addStudentsSchema,
        response: {
          201: addStudentsAnswerSchema,
          400: errorAnswerSchema,
          401: errorAnswerSchema,
          404: errorAnswerSchema,
        },
      },
      config: byPath,
    },
    async (request, reply) => {
      const { classRow, teacherId } = await loadTaughtClass(request, request.params.classId);
      const created = await addStudents(app.db, classRow, request.body.students);
      await writeAudit(app.db, {
        action: 'students_added',
        actorType: 'user',
        actorId: teacherId,
        targetType: 'class',
        targetId: classRow.id,
        ip: request.ip,
        details: { studentIds: created.map((student) => student.id) },
      });
      return reply.status(201).send({ students: created });
    },
  );

  app.post(
    '/classes/:classId/students/:studentId/login_code',
    {
      schema: {
        summary: 'A new login code for a student of the class (the old one stops working)',
        tags,
        params: classStudentParamsSchema,
        body: ignoredBodySchema,
        response: {
          200: loginCodeAnswerSchema,
          400: errorAnswerSchema,
          401: errorAnswerSchema,
          404: errorAnswerSchema,
        },
      },
    },
    async (request) => {
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

  app.delete(
    '/classes/:classId/students/:studentId',
    {
      schema: {
        summary: 'Take a student out of the class (deleted with it when left with no one)',
        tags,
        params: classStudentParamsSchema,
        body: ignoredBodySchema,
        response: {
          200: removeStudentAnswerSchema,
          400: errorAnswerSchema,
          401: errorAnswerSchema,
          404: errorAnswerSchema,
        },
      },
    },
    async (request) => {
      const taught = await loadTaughtClass(request, request.params.classId);
      const student = await loadClassStudent(request, taught, request.params.studentId);
      const deleted = await removeStudent(app.db, taught.classRow, student.id, taught.teacherId);
      // A deletion is audited by deleteStudentData, with ids only.
      if (deleted) return { removed: true as const, deleted };
      await writeAudit(app.db, {
        action: 'student_removed_from_class',
        actorType: 'user',
        actorId: taught.teacherId,
        targetType: 'student',
        targetId: student.id,
        ip: request.ip,
        details: { classId: taught.classRow.id },
      });
      return { removed: true as const, deleted };
    },
  );

  /* ---- Join requests ---- */

  app.get(
    '/classes/:classId/join_requests',
    {
      schema: {
        summary: "The class's pending join requests, oldest first",
        tags,
        params: classParamsSchema,
        response: {
          200: z.array(joinRequestSchema),
          401: errorAnswerSchema,
          404: errorAnswerSchema,
        },
      },
    },
    async (request) => {
      const { classRow } = await loadTaughtClass(request, request.params.classId);
      return listJoinRequests(app.db, classRow.id);
    },
  );

  /** The join request from the route, of this class; anything else is a 404 (audited). */
  async function classJoinRequest(request: FastifyRequest, taught: TaughtClass, requestId: string) {
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

  for (const [path, decision, summary] of [
    ['approve', 'approved', 'Approve a join request: the student joins the class'],
    ['decline', 'declined', 'Decline a join request'],
  ] as const) {
    app.post(
      `/classes/:classId/join_requests/:requestId/${path}`,
      {
        schema: {
          summary,
          tags,
          params: joinRequestParamsSchema,
          body: ignoredBodySchema,
          response: {
            200: joinRequestSchema,
            400: errorAnswerSchema,
            401: errorAnswerSchema,
            404: errorAnswerSchema,
            409: errorAnswerSchema,
          },
        },
      },
      async (request) => {
        const taught = await loadTaughtClass(request, request.params.classId);
        const pending = await classJoinRequest(request, taught, request.params.requestId);
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

  app.post(
    '/join_requests',
    {
      schema: {
        summary: 'A signed-in student asks to join a class with its Access Code',
        description: '201 when the request is new, 200 when the student is already a member.',
        tags,
        body: joinWithCodeSchema,
        response: {
          200: studentJoinAnswerSchema,
          201: studentJoinAnswerSchema,
          400: errorAnswerSchema,
          401: errorAnswerSchema,
          403: errorAnswerSchema,
          429: errorAnswerSchema,
        },
      },
      config: byPath,
    },
    async (request, reply) => {
      const student = await requireStudent(request, CLASSROOM_MESSAGES.studentsOnly);
      const found = await findClassByAccessCode(app, request.body.code, request.ip);
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
      return reply
        .status(result.status === 'pending' ? 201 : 200)
        .send({ status: result.status, className: found.title });
    },
  );

  /* ---- Co-teachers ---- */

  app.get(
    '/classes/:classId/co_teachers',
    {
      schema: {
        summary: "The class's owner and co-teachers",
        tags,
        params: classParamsSchema,
        response: { 200: coTeachersAnswerSchema, 401: errorAnswerSchema, 404: errorAnswerSchema },
      },
    },
    async (request) => {
      const { classRow } = await loadTaughtClass(request, request.params.classId);
      return listCoTeachers(app.db, classRow);
    },
  );

  app.post(
    '/classes/:classId/co_teachers',
    {
      schema: {
        summary: 'Add a teacher account to the class as a co-teacher, by email',
        description: '201 when the teacher is newly added, 200 when they already were.',
        tags,
        params: classParamsSchema,
        body: emailBodySchema,
        response: {
          200: coTeachersAnswerSchema,
          201: coTeachersAnswerSchema,
          400: errorAnswerSchema,
          401: errorAnswerSchema,
          404: errorAnswerSchema,
          429: errorAnswerSchema,
        },
      },
      config: byPath,
    },
    async (request, reply) => {
      const taught = await loadTaughtClass(request, request.params.classId);
      const added = await addCoTeacher(app, taught, request.body.email, {
        ip: request.ip,
        link: `${linkBase(request)}${PATHS.teacherArea}`,
      });
      const answer = await listCoTeachers(app.db, taught.classRow);
      return reply.status(added ? 201 : 200).send(answer);
    },
  );

  /**
   * A teacher of the class removes a co-teacher, or a co-teacher leaves the class. Co-teachers
   * manage the list as the owner does (they add colleagues too); the owner is never on it.
   */
  app.delete(
    '/classes/:classId/co_teachers/:teacherId',
    {
      schema: {
        summary: 'Remove a co-teacher, or leave the class as one',
        tags,
        params: coTeacherParamsSchema,
        body: ignoredBodySchema,
        response: {
          204: noContent,
          400: errorAnswerSchema,
          401: errorAnswerSchema,
          404: errorAnswerSchema,
        },
      },
    },
    async (request, reply) => {
      const taught = await loadTaughtClass(request, request.params.classId);
      const { teacherId } = request.params;
      if (!(await removeCoTeacher(app.db, { classId: taught.classRow.id, teacherId }))) {
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
      return reply.status(204).send(null);
    },
  );

  /* ---- Parent invitations ---- */

  app.post(
    '/classes/:classId/students/:studentId/parent_invitation',
    {
      schema: {
        summary: "Invite a student's parent by email",
        tags,
        params: classStudentParamsSchema,
        body: emailBodySchema,
        response: {
          201: parentInvitationAnswerSchema,
          400: errorAnswerSchema,
          401: errorAnswerSchema,
          404: errorAnswerSchema,
          429: errorAnswerSchema,
        },
      },
      config: byPath,
    },
    async (request, reply) => {
      const taught = await loadTaughtClass(request, request.params.classId);
      const student = await loadClassStudent(request, taught, request.params.studentId);
      const answer = await inviteParent(
        app,
        taught,
        student,
        request.body.email,
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
  app.get(
    '/parent_invitation',
    {
      schema: {
        summary: 'What a parent invitation is for (`?i=` its code)',
        tags,
        querystring: parentInvitationCodeSchema,
        response: { 200: parentInvitationInfoSchema, 400: errorAnswerSchema },
      },
      config: byPath,
    },
    async (request) => describeParentInvitation(app.db, request.query.i),
  );

  /** A signed-in parent opens an invitation's link: they are linked to the child. */
  app.post(
    '/parent_invitation/accept',
    {
      schema: {
        summary: 'Accept a parent invitation as the signed-in parent it was sent to',
        tags,
        body: parentInvitationCodeSchema,
        response: {
          200: acceptedChildSchema,
          400: errorAnswerSchema,
          401: errorAnswerSchema,
          403: errorAnswerSchema,
        },
      },
      config: byPath,
    },
    async (request) => {
      const account = await requireParent(request, CLASSROOM_MESSAGES.parentsOnly);
      const child = await acceptParentInvitation(app.db, {
        code: request.body.i,
        parentId: account.id,
      });
      await writeAudit(app.db, {
        action: 'parent_invitation_accepted',
        actorType: 'user',
        actorId: account.id,
        targetType: 'student',
        targetId: child.studentId,
        ip: request.ip,
      });
      return child;
    },
  );
};
