import type { Transaction } from 'kysely';
import type { ReflectionStatus } from '../../../../common/academy/reflections';
import type { Database } from '../../../db/schema';
import { refreshMemberCounts } from '../../academy-dashboard/member-counts';

/**
 * The demo participant's reflections and her instructor's feedback (issue 13, point 16), in
 * our own words: one accepted, one returned with a comment on a passage (so the demo shows the
 * whole loop and Rosa can revise it), and one waiting in the OCIA course's review queue.
 */
export interface DemoReflection {
  course: 'scripture' | 'ocia';
  lesson: string;
  status: Extract<ReflectionStatus, 'submitted' | 'returned' | 'accepted'>;
  /** Days before the seed it was handed in. */
  handedInDaysAgo: number;
  answers: Record<string, string>;
  /** The instructor's comment on words of one answer. */
  passage?: { promptId: string; quote: string; body: string };
  /** The note of the return or acceptance. */
  note?: string;
}

export const DEMO_REFLECTIONS: DemoReflection[] = [
  {
    course: 'scripture',
    lesson: 'speak-lord',
    status: 'accepted',
    handedInDaysAgo: 2,
    answers: {
      voices:
        'The news on my phone, the group chat, and my own worrying about work. They are loudest first thing in the morning.',
      quiet:
        'Easiest on my walk to the bus when I leave the earphones in my pocket. Hardest at home in the evening, when I always reach for a screen.',
    },
    passage: {
      promptId: 'quiet',
      quote: 'when I leave the earphones in my pocket',
      body: 'A lovely discovery. Could those ten minutes be your time for Lectio this week?',
    },
    note: 'Thank you, Rosa. Samuel needed Eli to help him recognise the voice; you are already noticing where you can hear it.',
  },
  {
    course: 'scripture',
    lesson: 'one-thing-is-needed',
    status: 'returned',
    handedInDaysAgo: 1,
    answers: {
      word: '“Many things.”',
      'martha-or-mary': 'Martha, every time. I feel sorry for her: someone had to cook.',
    },
    passage: {
      promptId: 'martha-or-mary',
      quote: 'someone had to cook',
      body: 'Jesus does not tell Martha to stop serving. What do you think he is inviting her to?',
    },
    note: 'An honest answer, and Martha would agree with you. Stay with the passage a little longer and tell me what Jesus might be saying to the Martha in you, then hand it in again.',
  },
  {
    course: 'ocia',
    lesson: 'welcome',
    status: 'submitted',
    handedInDaysAgo: 9,
    answers: {
      'what-brought-you':
        'My fiancé is Catholic and we are getting married next year. I started coming to Mass with him and found I wanted to understand it for myself.',
      questions: 'Why do Catholics pray to Mary? And what actually happens at confession?',
    },
  },
];

const paragraph = (text: string) => `<p>${text}</p>`;
const wordsIn = (answers: Record<string, string>) =>
  Object.values(answers).reduce((sum, text) => sum + text.split(/\s+/).filter(Boolean).length, 0);

/** Writes the demo reflections of `userId`, reviewed by `reviewerId`, and their counts. */
export async function seedDemoReflections(
  trx: Transaction<Database>,
  {
    userId,
    reviewerId,
    courses,
    ago,
  }: {
    userId: string;
    reviewerId: string;
    courses: Record<DemoReflection['course'], { id: string; lessonIds: Map<string, string> }>;
    ago: (days: number, hours?: number) => string;
  },
): Promise<void> {
  for (const reflection of DEMO_REFLECTIONS) {
    const course = courses[reflection.course];
    const lessonId = course.lessonIds.get(reflection.lesson);
    if (!lessonId) throw new Error(`The demo course has no lesson "${reflection.lesson}"`);
    const id = crypto.randomUUID();
    const handedIn = ago(reflection.handedInDaysAgo);
    const decidedAt =
      reflection.status === 'submitted' ? null : ago(reflection.handedInDaysAgo, -3);
    const answers = JSON.stringify(
      Object.fromEntries(
        Object.entries(reflection.answers).map(([promptId, text]) => [promptId, paragraph(text)]),
      ),
    );
    await trx
      .insertInto('course_reflections')
      .values({
        id,
        course_id: course.id,
        lesson_id: lessonId,
        user_id: userId,
        answers,
        word_count: wordsIn(reflection.answers),
        status: reflection.status,
        submitted_at: handedIn,
        decided_at: decidedAt,
        created_at: handedIn,
        updated_at: decidedAt ?? handedIn,
      })
      .execute();
    await trx
      .insertInto('reflection_versions')
      .values({
        id: crypto.randomUUID(),
        reflection_id: id,
        number: 1,
        answers,
        submitted_at: handedIn,
      })
      .execute();
    const comment = (fields: {
      body: string;
      decision: 'returned' | 'accepted' | null;
      passage?: DemoReflection['passage'];
      at: string;
    }) => {
      const text = fields.passage ? (reflection.answers[fields.passage.promptId] ?? '') : '';
      const start = fields.passage ? text.indexOf(fields.passage.quote) : -1;
      if (fields.passage && start < 0)
        throw new Error(`Quote not in the demo answer: ${fields.passage.quote}`);
      return {
        id: crypto.randomUUID(),
        reflection_id: id,
        version_number: 1,
        author_id: reviewerId,
        body: fields.body,
        decision: fields.decision,
        prompt_id: fields.passage?.promptId ?? null,
        anchor_start: fields.passage ? start : null,
        anchor_end: fields.passage ? start + fields.passage.quote.length : null,
        quote: fields.passage?.quote ?? null,
        created_at: fields.at,
      };
    };
    const comments = [
      ...(reflection.passage
        ? [
            // Written while reading, an hour before the decision: the thread's order is by time.
            comment({
              body: reflection.passage.body,
              decision: null,
              passage: reflection.passage,
              at: ago(reflection.handedInDaysAgo, -2),
            }),
          ]
        : []),
      ...(reflection.note && reflection.status !== 'submitted'
        ? [
            comment({
              body: reflection.note,
              decision: reflection.status,
              at: decidedAt ?? handedIn,
            }),
          ]
        : []),
    ];
    if (comments.length > 0) await trx.insertInto('reflection_comments').values(comments).execute();
  }
  for (const course of Object.values(courses)) {
    await refreshMemberCounts(trx, course.id, userId);
  }
}
