import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import {
  RECENT_ACTIVITY_LIMIT,
  REVIEW_QUEUE_LIMIT,
  type DashboardAnswer,
  type RecentItem,
} from '../../../common/schemas/overview';
import {
  hasOpened,
  isLateHandIn,
  isPastDue,
  isUpcoming,
} from '../../../common/classroom/school-days';
import type { Database } from '../../db/schema';
import { firstHandIn, firstVersion } from './load-class-work';
import { teacherClassIds } from '../../access/teaches-class';

type ProjectScope = ExpressionBuilder<Database, 'projects'>;

const DAY_MS = 86_400_000;
/** Recent activity reaches back this far (a bounded, indexed read whatever the history). */
const RECENT_DAYS = 14;

/** Teacher feedback on the project after its last hand-in (a teacher's comment). */
const feedbackSinceHandIn = (eb: ProjectScope) =>
  eb.exists(
    eb
      .selectFrom('project_comments as c')
      .select(sql`1`.as('one'))
      .whereRef('c.project_id', '=', 'projects.id')
      .where('c.author_user_id', 'is not', null)
      .whereRef('c.created_at', '>', 'projects.submitted_at'),
  );

/**
 * "Waiting for review" (the To review queue and each class card's count): a project that is
 *   1. handed in (`submitted_at`, the last hand-in, is set),
 *   2. active (not returned for revision, approved or archived), and
 *   3. without teacher feedback since that hand-in (no comment by a teacher, i.e. with an
 *      `author_user_id`, written after `submitted_at`).
 * It must also still be assigned to its class and its student still in the class, so work
 * left behind by an unassigned activity or a student who moved does not wait forever.
 */
function waitingForReview(db: Kysely<Database>, classIds: string[]) {
  return db
    .selectFrom('projects')
    .innerJoin('activity_assignments as aa', (join) =>
      join
        .onRef('aa.activity_id', '=', 'projects.activity_id')
        .onRef('aa.class_id', '=', 'projects.class_id'),
    )
    .innerJoin('class_students as cs', (join) =>
      join
        .onRef('cs.class_id', '=', 'projects.class_id')
        .onRef('cs.student_id', '=', 'projects.student_id'),
    )
    .where('projects.class_id', 'in', classIds)
    .where('projects.status', '=', 'active')
    .where('projects.submitted_at', 'is not', null)
    .where((eb) => eb.not(feedbackSinceHandIn(eb)));
}

/**
 * The teacher dashboard: the classes they teach (owned and co-taught, archived ones left out)
 * with counts, the To review queue across them (oldest hand-in first), due dates in the next
 * two weeks and recent activity. A fixed number of indexed queries whatever the number of
 * classes; times follow `now` (common/classroom/school-days.ts).
 */
export async function getDashboard(
  db: Kysely<Database>,
  teacherId: string,
  now: Date,
): Promise<DashboardAnswer> {
  const taught = await teacherClassIds(db, teacherId);
  const classRows =
    taught.length === 0
      ? []
      : await db
          .selectFrom('classes')
          .select(['id', 'title', 'subject', 'teacher_id'])
          .where('id', 'in', taught)
          .where('archived_at', 'is', null)
          .execute();
  if (classRows.length === 0) {
    return { classes: [], toReview: [], toReviewTotal: 0, upcoming: [], recent: [] };
  }
  const ids = classRows.map((row) => row.id);
  const recentSince = new Date(now.getTime() - RECENT_DAYS * DAY_MS).toISOString();
  const titles = new Map(classRows.map((row) => [row.id, row.title]));

  const [students, pending, assignments, reviewCounts, queue, handIns, joins] = await Promise.all([
    db
      .selectFrom('class_students')
      .select(['class_id', (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('class_id', 'in', ids)
      .groupBy('class_id')
      .execute(),
    db
      .selectFrom('class_join_requests')
      .select(['class_id', (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('class_id', 'in', ids)
      .where('status', '=', 'pending')
      .groupBy('class_id')
      .execute(),
    db
      .selectFrom('activity_assignments as aa')
      .innerJoin('activities as act', 'act.id', 'aa.activity_id')
      .select([
        'aa.activity_id as activityId',
        'aa.class_id as classId',
        'act.title as title',
        'aa.opens_on as opensOn',
        'aa.due_date as dueDate',
        'act.due_date as activityDueDate',
      ])
      .where('aa.class_id', 'in', ids)
      .execute(),
    waitingForReview(db, ids)
      .select([
        'projects.class_id as classId',
        (eb) => eb.fn.countAll<number | string>().as('count'),
      ])
      .groupBy('projects.class_id')
      .execute(),
    waitingForReview(db, ids)
      .innerJoin('students as s', 's.id', 'projects.student_id')
      .innerJoin('activities as act', 'act.id', 'projects.activity_id')
      .leftJoin(firstVersion, 'v.project_id', 'projects.id')
      .select([
        'projects.id as projectId',
        'projects.class_id as classId',
        'projects.activity_id as activityId',
        'act.title as activityTitle',
        'projects.student_id as studentId',
        's.first_name as firstName',
        's.last_name as lastName',
        'projects.submitted_at as submittedAt',
        'v.handed_in_at as firstHandedInAt',
        'aa.due_date as dueDate',
        'act.due_date as activityDueDate',
      ])
      .orderBy('projects.submitted_at')
      .orderBy('projects.id')
      .limit(REVIEW_QUEUE_LIMIT)
      .execute(),
    db
      .selectFrom('projects')
      .innerJoin('students as s', 's.id', 'projects.student_id')
      .innerJoin('activities as act', 'act.id', 'projects.activity_id')
      .select([
        'projects.id as projectId',
        'projects.class_id as classId',
        'act.title as activityTitle',
        's.first_name as firstName',
        's.last_name as lastName',
        'projects.submitted_at as submittedAt',
      ])
      .where('projects.class_id', 'in', ids)
      .where('projects.submitted_at', '>=', recentSince)
      .orderBy('projects.submitted_at', 'desc')
      .limit(RECENT_ACTIVITY_LIMIT)
      .execute(),
    db
      .selectFrom('class_join_requests as jr')
      .innerJoin('students as s', 's.id', 'jr.student_id')
      .select([
        'jr.class_id as classId',
        'jr.created_at as createdAt',
        's.first_name as firstName',
        's.last_name as lastName',
      ])
      .where('jr.class_id', 'in', ids)
      .where('jr.created_at', '>=', recentSince)
      .orderBy('jr.created_at', 'desc')
      .limit(RECENT_ACTIVITY_LIMIT)
      .execute(),
  ]);

  const firstFeedback = await firstTeacherFeedback(db, [
    ...queue.map((row) => row.projectId),
    ...handIns.map((row) => row.projectId),
  ]);
  /** A hand-in after the teacher's feedback is a revision. */
  const isRevision = (projectId: string, submittedAt: string | null) => {
    const first = firstFeedback.get(projectId);
    return first !== undefined && submittedAt !== null && first <= submittedAt;
  };
  const countOf = (rows: { count: number | string }[], key: (row: never) => string) =>
    new Map(rows.map((row) => [key(row as never), Number(row.count)]));
  const studentCounts = countOf(students, (row: { class_id: string }) => row.class_id);
  const pendingCounts = countOf(pending, (row: { class_id: string }) => row.class_id);
  const reviewByClass = countOf(reviewCounts, (row: { classId: string }) => row.classId);

  const dueOf = (row: { dueDate: string | null; activityDueDate: string | null }) =>
    row.dueDate ?? row.activityDueDate;
  const openByClass = new Map<string, number>();
  for (const row of assignments) {
    if (hasOpened(row.opensOn, now) && !isPastDue(dueOf(row), now)) {
      openByClass.set(row.classId, (openByClass.get(row.classId) ?? 0) + 1);
    }
  }

  const upcomingRows = assignments.filter((row) => {
    const due = dueOf(row);
    return due !== null && isUpcoming(due, now);
  });
  const upcoming = await upcomingProgress(db, upcomingRows, studentCounts, titles);

  const recent: RecentItem[] = [
    ...handIns.map((row): RecentItem => ({
      kind: isRevision(row.projectId, row.submittedAt) ? 'revision' : 'hand_in',
      at: row.submittedAt ?? '',
      classId: row.classId,
      classTitle: titles.get(row.classId) ?? '',
      studentName: `${row.firstName} ${row.lastName}`,
      activityTitle: row.activityTitle,
      projectId: row.projectId,
    })),
    ...joins.map((row): RecentItem => ({
      kind: 'join_request',
      at: row.createdAt,
      classId: row.classId,
      classTitle: titles.get(row.classId) ?? '',
      studentName: `${row.firstName} ${row.lastName}`,
      activityTitle: null,
      projectId: null,
    })),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, RECENT_ACTIVITY_LIMIT);

  return {
    classes: classRows
      .map((row) => ({
        id: row.id,
        title: row.title,
        subject: row.subject,
        role: row.teacher_id === teacherId ? ('owner' as const) : ('co-teacher' as const),
        studentCount: studentCounts.get(row.id) ?? 0,
        openActivities: openByClass.get(row.id) ?? 0,
        toReview: reviewByClass.get(row.id) ?? 0,
        pendingJoinRequests: pendingCounts.get(row.id) ?? 0,
      }))
      // Sorted here, not in SQL, so SQLite and PostgreSQL collate the same way.
      .sort((a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id)),
    toReview: queue.map((row) => ({
      projectId: row.projectId,
      classId: row.classId,
      classTitle: titles.get(row.classId) ?? '',
      activityId: row.activityId,
      activityTitle: row.activityTitle,
      studentId: row.studentId,
      studentName: `${row.firstName} ${row.lastName}`,
      submittedAt: row.submittedAt ?? '',
      revision: isRevision(row.projectId, row.submittedAt),
      late: isLateHandIn(firstHandIn(row), dueOf(row)),
    })),
    toReviewTotal: [...reviewByClass.values()].reduce((sum, count) => sum + count, 0),
    upcoming,
    recent,
  };
}

interface UpcomingRow {
  activityId: string;
  classId: string;
  title: string;
  dueDate: string | null;
  activityDueDate: string | null;
}

/**
 * Each upcoming assignment with how many of its students have handed in (two queries: the
 * chosen students of those assignments, and the hand-ins of those classes' students).
 */
async function upcomingProgress(
  db: Kysely<Database>,
  rows: UpcomingRow[],
  studentCounts: Map<string, number>,
  titles: Map<string, string>,
): Promise<DashboardAnswer['upcoming']> {
  if (rows.length === 0) return [];
  const activityIds = [...new Set(rows.map((row) => row.activityId))];
  const classIds = [...new Set(rows.map((row) => row.classId))];
  const [chosenRows, handedRows] = await Promise.all([
    db
      .selectFrom('assignment_students')
      .select(['activity_id', 'class_id', 'student_id'])
      .where('activity_id', 'in', activityIds)
      .where('class_id', 'in', classIds)
      .execute(),
    db
      .selectFrom('projects')
      .innerJoin('class_students as cs', (join) =>
        join
          .onRef('cs.class_id', '=', 'projects.class_id')
          .onRef('cs.student_id', '=', 'projects.student_id'),
      )
      .select(['projects.activity_id', 'projects.class_id', 'projects.student_id'])
      .where('projects.activity_id', 'in', activityIds)
      .where('projects.class_id', 'in', classIds)
      .where('projects.submitted_at', 'is not', null)
      .execute(),
  ]);
  const key = (activityId: string, classId: string) => `${activityId} ${classId}`;
  const chosen = new Map<string, Set<string>>();
  for (const row of chosenRows) {
    const set = chosen.get(key(row.activity_id, row.class_id)) ?? new Set<string>();
    set.add(row.student_id);
    chosen.set(key(row.activity_id, row.class_id), set);
  }
  const handed = new Map<string, number>();
  for (const row of handedRows) {
    const k = key(row.activity_id, row.class_id);
    const only = chosen.get(k);
    if (only && !only.has(row.student_id)) continue;
    handed.set(k, (handed.get(k) ?? 0) + 1);
  }
  return rows
    .map((row) => {
      const k = key(row.activityId, row.classId);
      return {
        classId: row.classId,
        classTitle: titles.get(row.classId) ?? '',
        activityId: row.activityId,
        activityTitle: row.title,
        dueDate: (row.dueDate ?? row.activityDueDate) as string,
        assigned: chosen.get(k)?.size ?? studentCounts.get(row.classId) ?? 0,
        handedIn: handed.get(k) ?? 0,
      };
    })
    .sort(
      (a, b) =>
        a.dueDate.localeCompare(b.dueDate) ||
        a.activityTitle.localeCompare(b.activityTitle) ||
        a.classId.localeCompare(b.classId),
    );
}

/**
 * When each project first had teacher feedback (a teacher's comment), in one query: a hand-in
 * after it is a revision.
 */
async function firstTeacherFeedback(
  db: Kysely<Database>,
  projectIds: string[],
): Promise<Map<string, string>> {
  const ids = [...new Set(projectIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('project_comments')
    .select(['project_id', (eb) => eb.fn.min<string>('created_at').as('first')])
    .where('project_id', 'in', ids)
    .where('author_user_id', 'is not', null)
    .groupBy('project_id')
    .execute();
  return new Map(rows.map((row) => [row.project_id, row.first]));
}
