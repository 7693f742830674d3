import type { Kysely } from 'kysely';
import {
  DUE_SOON_DAYS,
  RECENTLY_APPROVED,
  type StudentHomeAnswer,
  type StudentHomeCard,
} from '../../../common/schemas/projects';
import type { Database } from '../../db/schema';
import { studentPoints } from '../points/ledger';
import { assignmentVisibleTo, todayOf } from './student-visibility';

/** The day `days` after a 'YYYY-MM-DD' day. */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The student's home (issue 11, point 10): due soon, returned for revision, recently approved,
 * and every activity they can see, by class. Archived classes are left out; assignments not
 * open yet or given to other students never appear (student-visibility.ts).
 */
export async function getStudentHome(
  db: Kysely<Database>,
  studentId: string,
  now: Date = new Date(),
): Promise<StudentHomeAnswer> {
  const rows = await db
    .selectFrom('class_students as cs')
    .innerJoin('activity_assignments as a', 'a.class_id', 'cs.class_id')
    .innerJoin('activities as act', 'act.id', 'a.activity_id')
    .innerJoin('classes as c', 'c.id', 'a.class_id')
    .leftJoin('projects as p', (join) =>
      join
        .onRef('p.activity_id', '=', 'a.activity_id')
        .onRef('p.class_id', '=', 'a.class_id')
        .on('p.student_id', '=', studentId),
    )
    .select((eb) => [
      'c.id as classId',
      'c.title as classTitle',
      'act.id as activityId',
      'act.title as title',
      'act.passage_reference as passageReference',
      'act.due_date as activityDue',
      'a.due_date as assignmentDue',
      'p.status as status',
      'p.submitted_at as submittedAt',
      'p.updated_at as updatedAt',
      eb
        .selectFrom('project_comments as pc')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('pc.project_id', '=', 'p.id')
        .as('commentCount'),
    ])
    .where('cs.student_id', '=', studentId)
    .where('c.archived_at', 'is', null)
    .where(assignmentVisibleTo(studentId, now))
    .orderBy('c.title')
    .orderBy('a.assigned_at', 'desc')
    .execute();

  const cards: StudentHomeCard[] = rows.map((row) => ({
    classId: row.classId,
    classTitle: row.classTitle,
    activityId: row.activityId,
    title: row.title,
    passageReference: row.passageReference,
    dueDate: row.assignmentDue ?? row.activityDue,
    status: row.status ?? 'not_started',
    submitted: row.submittedAt !== null && row.submittedAt !== undefined,
    updatedAt: row.updatedAt ?? null,
    commentCount: Number(row.commentCount ?? 0),
  }));

  const horizon = addDays(todayOf(now), DUE_SOON_DAYS);
  const dueSoon = cards
    .filter(
      (card) =>
        card.dueDate !== null &&
        card.dueDate <= horizon &&
        !card.submitted &&
        (card.status === 'not_started' || card.status === 'active'),
    )
    .sort((a, b) => (a.dueDate! < b.dueDate! ? -1 : a.dueDate! > b.dueDate! ? 1 : 0));
  const byUpdate = (a: StudentHomeCard, b: StudentHomeCard) =>
    (b.updatedAt ?? '').localeCompare(a.updatedAt ?? '');
  const classes = new Map<string, StudentHomeAnswer['classes'][number]>();
  for (const card of cards) {
    const group = classes.get(card.classId) ?? {
      classId: card.classId,
      classTitle: card.classTitle,
      activities: [],
    };
    group.activities.push(card);
    classes.set(card.classId, group);
  }
  return {
    points: await studentPoints(db, studentId),
    dueSoon,
    returned: cards.filter((card) => card.status === 'returned').sort(byUpdate),
    approved: cards
      .filter((card) => card.status === 'approved')
      .sort(byUpdate)
      .slice(0, RECENTLY_APPROVED),
    classes: [...classes.values()],
  };
}
