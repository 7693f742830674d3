import type { FastifyInstance } from 'fastify';
import { PROJECTS_API } from '../../../common/schemas/projects';
import {
  type Caller,
  insertClass,
  send,
  signedInStudent,
  signedInUser,
} from '../../../tests/support/factories';

/** Helpers shared by the privacy API tests (not a test file itself). */

export interface Family {
  teacher: Caller;
  classId: string;
  child: Caller;
  parent: Caller;
  projectId: string;
  questionId: string;
}

/**
 * A child the teacher administers, in the teacher's class, linked to a parent, who wrote on
 * an activity, handed it in (points), got a comment, a score and an award, and owns an
 * avatar item.
 */
export async function family(app: FastifyInstance): Promise<Family> {
  const teacher = await signedInUser(app);
  const classId = await insertClass(app, teacher.id, 'Theology 4A');
  const child = await signedInStudent(app, teacher.id, [classId]);
  const parent = await signedInUser(app, 'parent');
  const now = new Date().toISOString();
  await app.db
    .insertInto('parent_students')
    .values({ parent_id: parent.id, student_id: child.id, created_at: now })
    .execute();
  const activity = (
    await send(app, 'POST', '/api/activities/library/ruth-and-naomi/copy', teacher)
  ).json();
  await send(app, 'POST', `/api/activities/${activity.id}/assign`, teacher, {
    classIds: [classId],
  });
  const questionId = activity.questions[0].id as string;
  const saved = await app.inject({
    method: 'PUT',
    url: PROJECTS_API.studentProject(classId, activity.id),
    cookies: child.cookies,
    headers: { origin: 'http://localhost:3011', 'content-type': 'application/json' },
    payload: JSON.stringify({ answers: { [questionId]: 'Where you go I will go.' } }),
  });
  const projectId = saved.json().projectId as string;
  await send(app, 'POST', PROJECTS_API.studentSubmit(classId, activity.id), child);
  await send(app, 'POST', PROJECTS_API.comments(projectId), teacher, {
    body: 'Faithful like Ruth.',
  });
  const criteria = (activity.rubric?.criteria ?? []) as { id: string }[];
  if (criteria.length > 0) {
    await app.inject({
      method: 'PUT',
      url: PROJECTS_API.score(projectId),
      cookies: teacher.cookies,
      headers: { origin: 'http://localhost:3011', 'content-type': 'application/json' },
      payload: JSON.stringify({
        levels: Object.fromEntries(criteria.map((criterion) => [criterion.id, 0])),
      }),
    });
  }
  await send(app, 'POST', PROJECTS_API.points(child.id), teacher, { points: 5, note: 'Kindness' });
  await app.db
    .insertInto('avatar_items_owned')
    .values({ student_id: child.id, item_id: 'bg-meadow', purchased_at: now })
    .execute();
  return { teacher, classId, child, parent, projectId, questionId };
}

/** Rows about the student left in each table that references students. */
export async function studentRows(app: FastifyInstance, studentId: string) {
  const count = async (
    table:
      | 'students'
      | 'class_students'
      | 'projects'
      | 'points_ledger'
      | 'avatar_items_owned'
      | 'parent_students',
  ) => {
    const column = table === 'students' ? 'id' : 'student_id';
    const row = await app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where(column, '=', studentId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const sessions = await app.db
    .selectFrom('sessions')
    .select('id')
    .where('subject_type', '=', 'student')
    .where('subject_id', '=', studentId)
    .execute();
  return {
    students: await count('students'),
    classStudents: await count('class_students'),
    projects: await count('projects'),
    points: await count('points_ledger'),
    avatarItems: await count('avatar_items_owned'),
    parents: await count('parent_students'),
    sessions: sessions.length,
  };
}
