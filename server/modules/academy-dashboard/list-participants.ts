import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import {
  PARTICIPANT_FILTERS,
  PARTICIPANT_INACTIVE_DAYS,
  PARTICIPANTS_PAGE_SIZE,
  type ParticipantFilter,
  type ParticipantRow,
  type ParticipantSort,
  type ParticipantsAnswer,
} from '../../../common/schemas/academy-dashboard';
import type { Database } from '../../db/schema';
import { DAY_MS } from '../../lib/tokens';

/**
 * The course's active participants with their progress (issue 13, point 13): completed
 * lessons, last activity, reflections waiting and accepted, as course_members keeps them
 * (refreshMemberCounts), so each answer reads one indexed table and the users beside it.
 */
function participantRows(db: Kysely<Database>, courseId: string) {
  return db
    .selectFrom('course_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .where('m.course_id', '=', courseId)
    .where('m.role', '=', 'participant')
    .where('m.status', '=', 'active');
}

type Rows = ReturnType<typeof participantRows>;

const completedOf = sql<number>`m.completed_lessons`;
const waitingOf = sql<number>`m.waiting_reflections`;

/** The condition of each filter, in SQL over participantRows. */
function filterCondition(
  filter: ParticipantFilter,
  lessonCount: number,
  inactiveBefore: string,
): Expression<SqlBool> {
  switch (filter) {
    case 'all':
      return sql<SqlBool>`1 = 1`;
    case 'waiting':
      return sql<SqlBool>`${waitingOf} > 0`;
    case 'notStarted':
      return sql<SqlBool>`${completedOf} = 0`;
    case 'inProgress':
      return sql<SqlBool>`${completedOf} > 0 and ${completedOf} < ${lessonCount}`;
    case 'completed':
      return sql<SqlBool>`${lessonCount} > 0 and ${completedOf} >= ${lessonCount}`;
    case 'inactive':
      return sql<SqlBool>`coalesce(m.last_activity_at, m.joined_at, m.created_at) < ${inactiveBefore}`;
  }
}

/** `text` as a LIKE pattern that matches it anywhere, its wildcards taken literally. */
const containsPattern = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function search(rows: Rows, q: string): Rows {
  if (q === '') return rows;
  const pattern = containsPattern(q);
  return rows.where(
    sql<SqlBool>`(lower(u.first_name || ' ' || u.last_name) like ${pattern} escape '\\' or lower(u.email) like ${pattern} escape '\\')`,
  );
}

function sorted(rows: Rows, sort: ParticipantSort) {
  const byName = (query: Rows) =>
    query.orderBy('u.last_name').orderBy('u.first_name').orderBy('u.id');
  switch (sort) {
    case 'name':
      return byName(rows);
    case 'progress':
      return byName(rows.orderBy(completedOf, 'desc'));
    case 'activity':
      // Never seen sorts last on both databases (they place nulls differently).
      return byName(rows.orderBy(sql`coalesce(m.last_activity_at, '')`, 'desc'));
    case 'waiting':
      return byName(rows.orderBy(waitingOf, 'desc'));
  }
}

export async function lessonCountOf(db: Kysely<Database>, courseId: string): Promise<number> {
  const row = await db
    .selectFrom('course_lessons')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('course_id', '=', courseId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface ParticipantsRequest {
  filter: ParticipantFilter;
  sort: ParticipantSort;
  q: string;
  /** From 1; null for every row (the CSV export). */
  page: number | null;
}

export async function listParticipants(
  db: Kysely<Database>,
  courseId: string,
  { filter, sort, q, page }: ParticipantsRequest,
  now = new Date(),
): Promise<ParticipantsAnswer> {
  const lessonCount = await lessonCountOf(db, courseId);
  const inactiveBefore = new Date(now.getTime() - PARTICIPANT_INACTIVE_DAYS * DAY_MS).toISOString();
  const condition = (name: ParticipantFilter) => filterCondition(name, lessonCount, inactiveBefore);

  const countsRow = await participantRows(db, courseId)
    .select(
      PARTICIPANT_FILTERS.map((name) =>
        sql<number>`sum(case when ${condition(name)} then 1 else 0 end)`.as(name),
      ),
    )
    .executeTakeFirstOrThrow();
  const counts = Object.fromEntries(
    PARTICIPANT_FILTERS.map((name) => [name, Number(countsRow[name] ?? 0)]),
  ) as Record<ParticipantFilter, number>;

  const matching = search(participantRows(db, courseId), q).where(condition(filter));
  const total = await matching
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  let listed = sorted(matching, sort)
    // One certificate at most per participant and course (a unique pair, migration 0043).
    .leftJoin('course_certificates as c', (join) =>
      join.onRef('c.course_id', '=', 'm.course_id').onRef('c.user_id', '=', 'm.user_id'),
    )
    .select([
      'u.id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'm.joined_at',
      'm.last_activity_at',
      completedOf.as('completed'),
      waitingOf.as('waiting'),
      sql<number>`m.accepted_reflections`.as('accepted'),
      'c.issued_at as certificate_issued_at',
    ]);
  if (page !== null) {
    listed = listed.limit(PARTICIPANTS_PAGE_SIZE).offset((page - 1) * PARTICIPANTS_PAGE_SIZE);
  }
  const rows = await listed.execute();
  return {
    participants: rows.map((row): ParticipantRow => ({
      id: row.id,
      name: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email,
      joinedAt: row.joined_at,
      lastActivityAt: row.last_activity_at,
      completedLessons: Number(row.completed),
      progressPercent:
        lessonCount === 0 ? 0 : Math.floor((Number(row.completed) * 100) / lessonCount),
      waitingReflections: Number(row.waiting),
      acceptedReflections: Number(row.accepted),
      certificateIssuedAt: row.certificate_issued_at ?? null,
    })),
    total: Number(total.count),
    lessonCount,
    page: page ?? 1,
    pageSize: page === null ? rows.length : PARTICIPANTS_PAGE_SIZE,
    counts,
  };
}
