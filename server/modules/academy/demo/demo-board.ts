import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';

/** One demo thread: its author, words, lesson (by slug), and replies (issue 13, point 16). */
interface DemoThread {
  author: 'instructor' | 'participant';
  title: string;
  /** Paragraphs; `@participant` / `@instructor` become mentions. */
  body: string[];
  lesson?: string;
  pinned?: boolean;
  daysAgo: number;
  replies?: { author: 'instructor' | 'participant'; body: string[]; daysAgo: number }[];
}

type DemoCourseKey = 'scripture' | 'ocia';

/** Our own words: the welcome, Rosa's question about a lesson and its answer, one more. */
const DEMO_THREADS: Record<DemoCourseKey, DemoThread[]> = {
  scripture: [
    {
      author: 'instructor',
      title: 'Welcome: how this board works',
      pinned: true,
      daysAgo: 30,
      body: [
        'Welcome! This board is a quiet room for the whole course: share a word that stayed with you, ask about a step that puzzles you, or pray for one another.',
        'Be brief and be kind. What you write here is read by everyone in the course.',
      ],
    },
    {
      author: 'participant',
      title: 'My mind wanders during the silence',
      lesson: 'speak-lord',
      daysAgo: 2,
      body: [
        'In the listening step I sit still for a minute and then I am making a shopping list. Is that normal? How do you come back to the text?',
      ],
      replies: [
        {
          author: 'instructor',
          daysAgo: 1,
          body: [
            '@participant, it is completely normal: everyone wanders. When you notice it, do not scold yourself. Go back to the one word that stopped you and say it again slowly. Coming back is the prayer.',
          ],
        },
      ],
    },
    {
      author: 'participant',
      title: 'Praying with the Sunday readings as a family',
      daysAgo: 1,
      body: [
        'Has anyone tried the four steps with children? I would like to read the Sunday Gospel with my two at the table on Saturday evening.',
      ],
    },
  ],
  ocia: [
    {
      author: 'instructor',
      title: 'Welcome to our OCIA group',
      pinned: true,
      daysAgo: 14,
      body: [
        'Welcome, all of you. Use this board for questions between our meetings: nothing is too small to ask. Your sponsors and I read it every week.',
      ],
    },
    {
      author: 'participant',
      title: 'What should I bring to the first meeting?',
      lesson: 'welcome',
      daysAgo: 9,
      body: ['Do I need my own Bible for the first meeting, or will there be one to borrow?'],
      replies: [
        {
          author: 'instructor',
          daysAgo: 8,
          body: [
            'Good question, @participant. Bring your own if you have one; if not, we have a shelf of them and you may keep one.',
          ],
        },
      ],
    },
    {
      author: 'participant',
      title: 'A prayer request for my mother',
      daysAgo: 1,
      body: ['My mother is in hospital this week. I would be grateful for your prayers.'],
    },
  ],
};

/**
 * Writes the demo board posts of both courses (after the members exist): mentions are stored
 * as the board stores them (ids only) and recorded for the notifier, as a live post would be.
 */
export async function seedDemoBoard(
  trx: Transaction<Database>,
  {
    people,
    courses,
    ago,
  }: {
    people: { instructor: string; participant: string };
    courses: Record<DemoCourseKey, { id: string; lessonIds: Map<string, string> }>;
    ago: (days: number, hours?: number) => string;
  },
): Promise<void> {
  const html = (paragraphs: string[]) =>
    paragraphs
      .map(
        (text) =>
          `<p>${text.replace(/@(participant|instructor)\b/g, (_whole, who: 'participant' | 'instructor') => `<span data-mention="${people[who]}"></span>`)}</p>`,
      )
      .join('');
  for (const key of ['scripture', 'ocia'] as const) {
    const course = courses[key];
    for (const thread of DEMO_THREADS[key]) {
      const threadId = crypto.randomUUID();
      const created = ago(thread.daysAgo);
      const replies = thread.replies ?? [];
      const latest = replies.length ? ago(Math.min(...replies.map((r) => r.daysAgo))) : created;
      const lessonId = thread.lesson ? course.lessonIds.get(thread.lesson) : null;
      if (thread.lesson && !lessonId)
        throw new Error(`The demo course has no lesson "${thread.lesson}"`);
      const posts = [
        {
          id: threadId,
          thread_id: null,
          lesson_id: lessonId ?? null,
          title: thread.title,
          author: thread.author,
          body: html(thread.body),
          pinned: thread.pinned ? 1 : 0,
          reply_count: replies.length,
          created_at: created,
          last_activity_at: latest,
        },
        ...replies.map((reply) => ({
          id: crypto.randomUUID(),
          thread_id: threadId,
          lesson_id: null,
          title: null,
          author: reply.author,
          body: html(reply.body),
          pinned: 0,
          reply_count: 0,
          created_at: ago(reply.daysAgo),
          last_activity_at: ago(reply.daysAgo),
        })),
      ];
      for (const { author, ...post } of posts) {
        await trx
          .insertInto('board_posts')
          .values({
            ...post,
            course_id: course.id,
            author_id: people[author],
            client_id: null,
            gone: null,
            edited_at: null,
          })
          .execute();
        if (post.body.includes('data-mention')) {
          await trx
            .insertInto('board_mentions')
            .values({
              post_id: post.id,
              user_id: people.participant,
              course_id: course.id,
              created_at: post.created_at,
            })
            .execute();
        }
      }
    }
  }
}
