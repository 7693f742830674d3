import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import { COURSE_LIMITS } from '../../../../common/academy/courses';
import type { Database } from '../../../db/schema';
import { DAY_MS } from '../../../lib/tokens';
import { ACADEMY_DEMO_JOIN_LINK } from './demo-accounts';
import type { DemoCourse, DemoRelease } from './demo-course';
import { DEMO_FILES, demoCoverKey } from './demo-files';
import { OCIA_WEEK_BY_WEEK } from './ocia-week-by-week';
import { PRAYING_WITH_SCRIPTURE } from './praying-with-scripture';
import { withoutMissingFiles } from './render-demo-files';
import { refreshMemberCounts } from '../../academy-dashboard/member-counts';
import { seedDemoReflections } from './demo-reflections';
import { seedDemoBoard } from './demo-board';

/** The users the Academy demo hangs from (inserted by seedDemoData with the other accounts). */
export interface AcademyDemoPeople {
  instructor: string;
  /** The Journals demo teacher: co-instructor of the OCIA course (one identity, two apps). */
  coInstructor: string;
  participant: string;
  /** Asked to join the OCIA course; waits in the instructor's approval queue. */
  inquirer: string;
}

/** A seeded course's ids: the course's, and each lesson's by its slug in the demo data. */
interface SeededCourse {
  id: string;
  lessonIds: Map<string, string>;
}

const HOUR_MS = DAY_MS / 24;

/**
 * The Academy's demo (issue 13, point 16), called by seedDemoData inside its transaction:
 * the instructor's two courses, the private one's join link, its co-instructor, a participant
 * part way through both, and a join request waiting for approval. Times are counted back from
 * the first boot so the story is always recent: the participant joined the public course
 * three days ago, so its third chapter (open a week after joining) shows when it opens.
 * `storedKeys` are the demo files in storage; blocks whose file is missing are left out.
 */
export async function seedAcademyDemo(
  trx: Transaction<Database>,
  people: AcademyDemoPeople,
  { now, storedKeys }: { now: Date; storedKeys: ReadonlySet<string> },
): Promise<void> {
  const ago = (days: number, hours = 0) =>
    new Date(now.getTime() - days * DAY_MS - hours * HOUR_MS).toISOString();
  const missingKeys = Object.values(DEMO_FILES)
    .map((file) => file.key)
    .filter((key) => !storedKeys.has(key));
  const insert = (course: DemoCourse, publishedDaysAgo: number) =>
    insertCourse(trx, withoutMissingFiles(course, missingKeys), {
      ownerId: people.instructor,
      publishedAt: ago(publishedDaysAgo),
      coverFileKey: storedKeys.has(demoCoverKey(course.coverArt))
        ? demoCoverKey(course.coverArt)
        : null,
    });
  const scripture = await insert(PRAYING_WITH_SCRIPTURE, 30);
  const ocia = await insert(OCIA_WEEK_BY_WEEK, 14);

  const link = (
    courseId: string,
    token: string,
    seatLimit: number | null,
    joinedCount: number,
  ) => ({
    id: crypto.randomUUID(),
    course_id: courseId,
    token,
    expires_at: null,
    seat_limit: seatLimit,
    joined_count: joinedCount,
    revoked_at: null,
    created_by: people.instructor,
    created_at: ago(14),
  });
  // Every published course has its link; the public one's is random like any other.
  const scriptureLink = link(
    scripture.id,
    randomBytes(COURSE_LIMITS.joinTokenBytes).toString('base64url'),
    null,
    0,
  );
  // The participant joined the OCIA course through its link; the inquirer's request is not a
  // join until it is approved.
  const ociaLink = link(ocia.id, ACADEMY_DEMO_JOIN_LINK.token, ACADEMY_DEMO_JOIN_LINK.seatLimit, 1);
  await trx.insertInto('course_join_links').values([scriptureLink, ociaLink]).execute();

  const member = (
    courseId: string,
    userId: string,
    fields: {
      role: 'instructor' | 'participant';
      status: 'active' | 'pending';
      since: string;
      joinLinkId?: string;
      lastActivityAt?: string;
    },
  ) => ({
    course_id: courseId,
    user_id: userId,
    role: fields.role,
    status: fields.status,
    join_link_id: fields.joinLinkId ?? null,
    joined_at: fields.status === 'active' ? fields.since : null,
    last_activity_at: fields.lastActivityAt ?? null,
    created_at: fields.since,
    updated_at: fields.since,
  });
  await trx
    .insertInto('course_members')
    .values([
      member(ocia.id, people.coInstructor, {
        role: 'instructor',
        status: 'active',
        since: ago(14),
      }),
      member(scripture.id, people.participant, {
        role: 'participant',
        status: 'active',
        since: ago(3),
        lastActivityAt: ago(0, 2),
      }),
      member(ocia.id, people.participant, {
        role: 'participant',
        status: 'active',
        since: ago(10),
        joinLinkId: ociaLink.id,
        lastActivityAt: ago(1),
      }),
      member(ocia.id, people.inquirer, {
        role: 'participant',
        status: 'pending',
        since: ago(0, 20),
        joinLinkId: ociaLink.id,
      }),
    ])
    .execute();

  await insertProgress(trx, people.participant, scripture, [
    // Part way through the title video (when there is one): the lesson page resumes it at 5 s.
    {
      slug: 'god-still-speaks',
      viewedAt: ago(0, 2),
      ...(storedKeys.has(DEMO_FILES.titleVideo.key)
        ? { video: { position: 5, watchedPermille: 625 } }
        : {}),
    },
    { slug: 'speak-lord', viewedAt: ago(2), completedAt: ago(2) },
    { slug: 'one-thing-is-needed', viewedAt: ago(1), completedAt: ago(1) },
  ]);
  await insertProgress(trx, people.participant, ocia, [
    { slug: 'welcome', viewedAt: ago(9), completedAt: ago(9) },
    { slug: 'come-and-see', viewedAt: ago(1) },
  ]);
  // Her reflections and the instructor's feedback, and both courses' board posts.
  await seedDemoReflections(trx, {
    userId: people.participant,
    reviewerId: people.instructor,
    courses: { scripture, ocia },
    ago,
  });
  await seedDemoBoard(trx, { people, courses: { scripture, ocia }, ago });
}

/** The release columns of a chapter or lesson from its demo rule (none: at once). */
function releaseColumns(release: DemoRelease | undefined) {
  return {
    release_mode: release?.afterJoinDays ? ('afterJoin' as const) : ('immediate' as const),
    release_date: null,
    release_days: release?.afterJoinDays ?? null,
    requires_previous: release?.requiresPrevious ? 1 : 0,
  };
}

async function insertCourse(
  trx: Transaction<Database>,
  course: DemoCourse,
  {
    ownerId,
    publishedAt,
    coverFileKey,
  }: { ownerId: string; publishedAt: string; coverFileKey: string | null },
): Promise<SeededCourse> {
  const id = crypto.randomUUID();
  await trx
    .insertInto('courses')
    .values({
      id,
      owner_id: ownerId,
      title: course.title,
      subtitle: course.subtitle,
      description: course.description,
      category: course.category,
      cover_file_key: coverFileKey,
      status: course.status,
      visibility: course.visibility,
      published_at: course.status === 'draft' ? null : publishedAt,
      created_at: publishedAt,
      updated_at: publishedAt,
    })
    .execute();
  const lessonIds = new Map<string, string>();
  for (const [chapterIndex, chapter] of course.chapters.entries()) {
    const chapterId = crypto.randomUUID();
    await trx
      .insertInto('course_chapters')
      .values({
        id: chapterId,
        course_id: id,
        title: chapter.title,
        position: chapterIndex,
        ...releaseColumns(chapter.release),
        created_at: publishedAt,
        updated_at: publishedAt,
      })
      .execute();
    const lessons = chapter.lessons.map((lesson, lessonIndex) => {
      const lessonId = crypto.randomUUID();
      lessonIds.set(lesson.slug, lessonId);
      return {
        id: lessonId,
        course_id: id,
        chapter_id: chapterId,
        title: lesson.title,
        position: lessonIndex,
        blocks: JSON.stringify(lesson.blocks),
        ...releaseColumns(lesson.release),
        created_at: publishedAt,
        updated_at: publishedAt,
      };
    });
    await trx.insertInto('course_lessons').values(lessons).execute();
  }
  return { id, lessonIds };
}

function lessonIdOf(course: SeededCourse, slug: string): string {
  const id = course.lessonIds.get(slug);
  if (!id) throw new Error(`The demo course has no lesson "${slug}"`);
  return id;
}

interface DemoProgress {
  slug: string;
  viewedAt: string;
  completedAt?: string;
  video?: { position: number; watchedPermille: number };
}

async function insertProgress(
  trx: Transaction<Database>,
  userId: string,
  course: SeededCourse,
  progress: DemoProgress[],
): Promise<void> {
  await trx
    .insertInto('lesson_progress')
    .values(
      progress.map((item) => ({
        lesson_id: lessonIdOf(course, item.slug),
        user_id: userId,
        course_id: course.id,
        completed_at: item.completedAt ?? null,
        video_position: item.video?.position ?? 0,
        video_watched: item.video?.watchedPermille ?? 0,
        last_viewed_at: item.viewedAt,
      })),
    )
    .execute();
  await refreshMemberCounts(trx, course.id, userId);
}
