import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import {
  ADMIN_MESSAGES,
  adminSearchSchema,
  grantCreditsSchema,
  type AdminSearchAnswer,
} from '../../../common/schemas/admin';
import { AppError } from '../../errors';
import { parseBody } from '../../lib/validation';
import { requireAdmin } from '../../access/guards';
import { writeAudit } from '../../lib/audit';
import { creditBalance, grantCredits } from '../credits/ledger';
import { RECORD_ID } from '../../../common/schemas/ids';

const LIMIT = 20;

/**
 * The platform admin area under /api/admin: find schools, teachers and students; grant credits;
 * check a school's address for class orders.
 */
export async function adminRoutes(app: FastifyInstance) {
  app.get('/search', async (request): Promise<AdminSearchAnswer> => {
    await requireAdmin(request);
    const { q } = parseBody(adminSearchSchema, request.query);
    // Case-insensitive on both databases; % and _ typed by the admin match themselves.
    const pattern = `%${q.toLowerCase().replace(/[%_\\]/g, (char) => `\\${char}`)}%`;
    const like = (column: string) =>
      sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    const [schools, teachers, students] = await Promise.all([
      app.db
        .selectFrom('schools')
        .select((eb) => [
          'schools.id',
          'schools.name',
          'schools.city',
          'schools.address_1',
          'schools.address_2',
          'schools.zip',
          'schools.state_code',
          'schools.country_code',
          'schools.verified_at',
          eb
            .selectFrom('classes')
            .select(sql<number>`count(*)`.as('n'))
            .whereRef('classes.school_id', '=', 'schools.id')
            .as('classCount'),
        ])
        .where(like('schools.name'))
        .orderBy('schools.name')
        .limit(LIMIT)
        .execute(),
      app.db
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name', 'email'])
        .where('account_type', '=', 'teacher')
        .where((eb) =>
          eb.or([like('users.email'), like('users.first_name'), like('users.last_name')]),
        )
        .orderBy('last_name')
        .limit(LIMIT)
        .execute(),
      app.db
        .selectFrom('students')
        .select(['id', 'first_name', 'last_name', 'username'])
        .where((eb) =>
          eb.or([
            like('students.username'),
            like('students.first_name'),
            like('students.last_name'),
          ]),
        )
        .orderBy('last_name')
        .limit(LIMIT)
        .execute(),
    ]);
    const classRows =
      students.length === 0
        ? []
        : await app.db
            .selectFrom('class_students')
            .innerJoin('classes', 'classes.id', 'class_students.class_id')
            .select(['class_students.student_id', 'classes.title'])
            .where(
              'class_students.student_id',
              'in',
              students.map((student) => student.id),
            )
            .execute();
    return {
      schools: schools.map((school) => ({
        id: school.id,
        name: school.name,
        city: school.city,
        classCount: Number(school.classCount ?? 0),
        address: [
          school.address_1,
          school.address_2,
          school.city,
          [school.state_code, school.zip].filter(Boolean).join(' '),
          school.country_code,
        ]
          .filter(Boolean)
          .join(', '),
        verifiedAt: school.verified_at,
      })),
      teachers: await Promise.all(
        teachers.map(async (teacher) => ({
          id: teacher.id,
          name: `${teacher.first_name} ${teacher.last_name}`,
          email: teacher.email,
          credits: await creditBalance(app.db, teacher.id),
        })),
      ),
      students: students.map((student) => ({
        id: student.id,
        name: `${student.first_name} ${student.last_name}`,
        username: student.username,
        classes: classRows.filter((row) => row.student_id === student.id).map((row) => row.title),
      })),
    };
  });

  app.post(
    '/teachers/:teacherId/credits',
    async (request: FastifyRequest<{ Params: { teacherId: string } }>) => {
      const admin = await requireAdmin(request);
      const { credits, note } = parseBody(grantCreditsSchema, request.body);
      const { teacherId } = request.params;
      const teacher = RECORD_ID.test(teacherId)
        ? await app.db
            .selectFrom('users')
            .select('id')
            .where('id', '=', teacherId)
            .where('account_type', '=', 'teacher')
            .executeTakeFirst()
        : undefined;
      if (!teacher) throw new AppError('NOT_FOUND', { teacher: ADMIN_MESSAGES.notFound });
      await grantCredits(app.db, app.dbKind, {
        teacherId,
        credits,
        ...(note ? { note } : {}),
        createdBy: admin.id,
      });
      await writeAudit(app.db, {
        action: 'credits_granted',
        actorType: 'user',
        actorId: admin.id,
        targetType: 'user',
        targetId: teacherId,
        ip: request.ip,
        details: { credits },
      });
      return { credits: await creditBalance(app.db, teacherId) };
    },
  );

  /**
   * Marks a school's address as checked, so class orders ship there at the flat rate (issue 15,
   * point 3). School rows are never edited in place, so the check stays true for this address.
   */
  app.post(
    '/schools/:schoolId/verify',
    async (request: FastifyRequest<{ Params: { schoolId: string } }>) => {
      const admin = await requireAdmin(request);
      const { schoolId } = request.params;
      const school = RECORD_ID.test(schoolId)
        ? await app.db
            .selectFrom('schools')
            .select(['id', 'verified_at'])
            .where('id', '=', schoolId)
            .executeTakeFirst()
        : undefined;
      if (!school) throw new AppError('NOT_FOUND', { school: ADMIN_MESSAGES.notFound });
      if (school.verified_at) return { verifiedAt: school.verified_at };
      const now = new Date().toISOString();
      await app.db
        .updateTable('schools')
        .set({ verified_at: now, verified_by: admin.id })
        .where('id', '=', schoolId)
        .where('verified_at', 'is', null)
        .execute();
      await writeAudit(app.db, {
        action: 'school_verified',
        actorType: 'user',
        actorId: admin.id,
        targetType: 'school',
        targetId: schoolId,
        ip: request.ip,
        details: {},
      });
      return { verifiedAt: now };
    },
  );
}
