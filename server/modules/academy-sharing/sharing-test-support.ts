import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { CourseStatus, CourseVisibility } from '../../../common/academy/courses';
import { insertUser, unique } from '../../../tests/support/factories';
import { startUserSession } from '../auth/start-session';

/**
 * The sharing tests' records and calls (not a test file itself): Academy people with a
 * session, courses, and calls made as the Academy's pages make them.
 */
export const ACADEMY = 'http://courses.lectio.test';
const ACADEMY_HOST = new URL(ACADEMY).host;

export interface Person {
  id: string;
  email: string;
  /** The Academy session token (cookie ct). */
  ct: string;
}

/** Someone signed in on the Academy: an instructor (teacher account) or a participant. */
export async function academyPerson(
  app: FastifyInstance,
  kind: 'instructor' | 'participant',
): Promise<Person> {
  const email = `${unique(kind)}@example.org`;
  const id = await insertUser(app, { email });
  if (kind === 'participant') {
    await app.db
      .updateTable('users')
      .set({ account_type: 'participant', first_name: 'Clare', last_name: 'Offreduccio' })
      .where('id', '=', id)
      .execute();
  }
  return { id, email, ct: await startUserSession(app.sessions, id, undefined, 'academy') };
}

/** A course of `ownerId` with one chapter of two lessons. */
export async function insertCourse(
  app: FastifyInstance,
  ownerId: string,
  fields: { status?: CourseStatus; visibility?: CourseVisibility } = {},
): Promise<string> {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  const status = fields.status ?? 'published';
  await app.db
    .insertInto('courses')
    .values({
      id,
      owner_id: ownerId,
      title: `Course ${unique('')}`,
      subtitle: 'A subtitle',
      description: '<p>About the course</p>',
      category: 'scripture',
      cover_file_key: null,
      status,
      visibility: fields.visibility ?? 'private',
      published_at: status === 'draft' ? null : now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const chapterId = crypto.randomUUID();
  await app.db
    .insertInto('course_chapters')
    .values({
      id: chapterId,
      course_id: id,
      title: 'Beginnings',
      position: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  for (const [position, title] of ['Reading slowly', 'Praying the text'].entries()) {
    await app.db
      .insertInto('course_lessons')
      .values({
        id: crypto.randomUUID(),
        course_id: id,
        chapter_id: chapterId,
        title,
        position,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  return id;
}

/** Adds a co-instructor (active) to the course. */
export async function addCoInstructor(app: FastifyInstance, courseId: string, userId: string) {
  const now = new Date().toISOString();
  await app.db
    .insertInto('course_members')
    .values({
      course_id: courseId,
      user_id: userId,
      role: 'instructor',
      status: 'active',
      join_link_id: null,
      joined_at: now,
      last_activity_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A call on the Academy's host as its pages make it (JSON and its Origin for changes). */
export function academyCall(
  app: FastifyInstance,
  method: Method,
  url: string,
  {
    who,
    body,
    ip,
    host = ACADEMY_HOST,
  }: { who?: Person; body?: unknown; ip?: string; host?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: {
      host,
      ...(method === 'GET' ? {} : { origin: ACADEMY, 'content-type': 'application/json' }),
    },
    ...(method === 'GET' ? {} : { payload: JSON.stringify(body ?? {}) }),
    ...(who ? { cookies: { ct: who.ct } } : {}),
    ...(ip ? { remoteAddress: ip } : {}),
  });
}
