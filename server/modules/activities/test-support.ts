import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ActivityInput } from '../../../common/schemas/activities';
import { buildTestApp } from '../../../tests/support/test-app';
import { ORIGIN, insertUser } from '../auth/test-support';

/** Helpers shared by the activities API tests (not a test file itself). */

/** The real app for the activities tests. */
export async function buildActivitiesTestApp(databaseUrl: string): Promise<FastifyInstance> {
  return buildTestApp(databaseUrl);
}

export interface Caller {
  id: string;
  cookies: Record<string, string>;
}

let counter = 0;
export const unique = (label: string) => `${label}${Date.now().toString(36)}${++counter}`;

/** A signed-in teacher or parent (cookie t), made without going through the login route. */
export async function signedInUser(
  app: FastifyInstance,
  accountType: 'teacher' | 'parent' = 'teacher',
): Promise<Caller> {
  const id = await insertUser(app, { email: `${unique(accountType)}@example.org`, accountType });
  const { token } = await app.sessions.create({ kind: 'user', subjectType: 'user', subjectId: id });
  return { id, cookies: { t: token } };
}

/** A signed-in student (cookie st) managed by the given adult, in the given classes. */
export async function signedInStudent(
  app: FastifyInstance,
  administratorId: string,
  classIds: string[] = [],
): Promise<Caller> {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  await app.db
    .insertInto('students')
    .values({
      id,
      first_name: 'Maria',
      last_name: 'Gomez',
      grade: '7',
      username: unique('student.'),
      email: null,
      password_hash: null,
      login_code_hash: null,
      administrator_id: administratorId,
      google_subject: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  for (const classId of classIds) {
    await app.db
      .insertInto('class_students')
      .values({ class_id: classId, student_id: id, joined_at: now })
      .execute();
  }
  const { token } = await app.sessions.create({
    kind: 'student',
    subjectType: 'student',
    subjectId: id,
  });
  return { id, cookies: { st: token } };
}

/** A class taught by the teacher. */
export async function insertClass(app: FastifyInstance, teacherId: string, title: string) {
  const id = crypto.randomUUID();
  await app.db
    .insertInto('classes')
    .values({
      id,
      title,
      access_code: unique('C').slice(0, 20),
      teacher_id: teacherId,
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

/** Makes the teacher a co-teacher of the class, added by its owner. */
export async function insertCoTeacher(
  app: FastifyInstance,
  classId: string,
  teacherId: string,
  invitedBy: string,
): Promise<void> {
  await app.db
    .insertInto('class_teachers')
    .values({
      class_id: classId,
      teacher_id: teacherId,
      invited_by: invitedBy,
      created_at: new Date().toISOString(),
    })
    .execute();
}

export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  caller?: Pick<Caller, 'cookies'>,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    ...(caller ? { cookies: caller.cookies } : {}),
    ...(method === 'POST'
      ? {
          headers: { origin: ORIGIN, 'content-type': 'application/json' },
          payload: JSON.stringify(payload ?? {}),
        }
      : {}),
  });
}

/** A complete, valid activity as the editor would send it. */
export function activityInput(overrides: Partial<ActivityInput> = {}): ActivityInput {
  return {
    title: 'The Lost Sheep',
    passageReference: 'Luke 15:1-7',
    passageSource: 'Retold in our own words',
    passageText: 'A shepherd leaves ninety-nine sheep to look for the one that is lost.',
    instructions: 'Read the story, then answer each question in full sentences.',
    questions: [
      { prompt: 'Why does the shepherd go after one sheep?' },
      { prompt: 'Who is lost?' },
    ],
    vocabulary: [{ word: 'parable', definition: 'A short story that teaches a truth.' }],
    rubric: {
      criteria: [
        {
          name: 'Understanding',
          description: 'Retells the story accurately.',
          levels: [
            { label: 'Beginning', points: 1 },
            { label: 'Proficient', points: 3 },
          ],
        },
      ],
    },
    imageAlt: '',
    dueDate: '2026-12-01',
    ...overrides,
  };
}

/** Smallest valid files of each kind (their first bytes are what the server checks). */
export const IMAGES = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9]),
  webp: Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([0x1a, 0, 0, 0]),
    Buffer.from('WEBPVP8L'),
    Buffer.alloc(14),
  ]),
  gif: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
  text: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
} as const;
