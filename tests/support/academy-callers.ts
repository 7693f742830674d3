import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import type { CourseMemberRole, CourseMemberStatus } from '../../common/academy/courses';
import { type Caller, type Method, insertUser, unique } from './factories';

/** The Academy's address in in-process tests: the configuration's default (port 3012). */
export const ACADEMY_TEST_ORIGIN = 'http://localhost:3012';

/** A signed-in Academy account (cookie ct): an instructor (teacher account) or a participant. */
export async function signedInAcademy(
  app: FastifyInstance,
  kind: 'instructor' | 'participant' = 'instructor',
): Promise<Caller> {
  const accountType = kind === 'instructor' ? 'teacher' : 'participant';
  const id = await insertUser(app, { email: `${unique(kind)}@example.org`, accountType });
  const { token } = await app.sessions.create({
    kind: 'user',
    subjectType: 'user',
    subjectId: id,
    site: 'academy',
  });
  return { id, cookies: { ct: token } };
}

/** A call to the Academy's host as its pages make it (JSON, its own Origin), as `caller`. */
export function academyCall(
  app: FastifyInstance,
  method: Method,
  url: string,
  { caller, body }: { caller?: Caller; body?: unknown } = {},
): Promise<LightMyRequestResponse> {
  const changes = method !== 'GET';
  return app.inject({
    method,
    url,
    headers: {
      host: new URL(ACADEMY_TEST_ORIGIN).host,
      ...(changes ? { origin: ACADEMY_TEST_ORIGIN, 'content-type': 'application/json' } : {}),
    },
    ...(changes ? { payload: JSON.stringify(body ?? {}) } : {}),
    ...(caller ? { cookies: caller.cookies } : {}),
  });
}

/** A course row owned by `ownerId` (a draft, private, unless told). */
export async function insertCourse(
  app: FastifyInstance,
  ownerId: string,
  fields: Partial<{
    title: string;
    status: 'draft' | 'published' | 'archived';
    visibility: 'public' | 'unlisted' | 'private';
  }> = {},
): Promise<string> {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  const status = fields.status ?? 'draft';
  await app.db
    .insertInto('courses')
    .values({
      id,
      owner_id: ownerId,
      title: fields.title ?? 'Praying the Psalms',
      category: 'prayer',
      cover_file_key: null,
      status,
      visibility: fields.visibility ?? 'private',
      published_at: status === 'draft' ? null : now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** Makes the account a member of the course. */
export async function insertCourseMember(
  app: FastifyInstance,
  courseId: string,
  userId: string,
  role: CourseMemberRole,
  status: CourseMemberStatus = 'active',
): Promise<void> {
  const now = new Date().toISOString();
  await app.db
    .insertInto('course_members')
    .values({
      course_id: courseId,
      user_id: userId,
      role,
      status,
      join_link_id: null,
      joined_at: status === 'active' ? now : null,
      last_activity_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** A chapter with one lesson of these blocks in the course; answers the lesson's id. */
export async function insertLesson(
  app: FastifyInstance,
  courseId: string,
  blocks: unknown[],
  title = 'Listening to the Word',
): Promise<string> {
  const now = new Date().toISOString();
  const chapterId = crypto.randomUUID();
  const lessonId = crypto.randomUUID();
  await app.db
    .insertInto('course_chapters')
    .values({
      id: chapterId,
      course_id: courseId,
      title: 'Beginnings',
      position: 0,
      release_date: null,
      release_days: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await app.db
    .insertInto('course_lessons')
    .values({
      id: lessonId,
      course_id: courseId,
      chapter_id: chapterId,
      title,
      position: 0,
      blocks: JSON.stringify(blocks),
      release_date: null,
      release_days: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return lessonId;
}
