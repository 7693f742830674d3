import type { Kysely } from 'kysely';
import { plainTextOf } from '../../../common/writing/rich-text';
import type { Database } from '../../db/schema';
import { parseAnswers } from '../projects/project-views';
import { FAMILY_DIGEST, type DigestWeek } from './week';

/** A piece of the child's writing that moved this week. */
export interface DigestPiece {
  title: string;
  classTitle: string;
  status: 'approved' | 'returned' | 'handedIn';
  /** The start of the child's own words, as plain text. */
  excerpt: string;
  /** The teacher's note when it was returned for revision. */
  returnNote: string | null;
}

/** A teacher's comment made this week on one of the child's pieces. */
export interface DigestComment {
  teacherName: string;
  title: string;
  body: string;
}

export interface ChildDigest {
  studentId: string;
  firstName: string;
  pieces: DigestPiece[];
  comments: DigestComment[];
  points: number;
}

/** Whether anything happened for the child in the week. */
export const hasNews = (child: ChildDigest) =>
  child.pieces.length > 0 || child.comments.length > 0 || child.points > 0;

/** Plain text shortened at a word boundary, with an ellipsis when cut. */
export function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** The child's answers in the order of the activity's questions, as one plain excerpt. */
function excerptOf(answersJson: string, questionsJson: string): string {
  const answers = parseAnswers(answersJson);
  let order: string[] = [];
  try {
    const questions: unknown = JSON.parse(questionsJson);
    if (Array.isArray(questions)) {
      order = questions
        .map((question: unknown) =>
          question && typeof question === 'object' && 'id' in question ? String(question.id) : '',
        )
        .filter(Boolean);
    }
  } catch {
    // Unreadable questions: the answers' own order will do.
  }
  const ids = [...order, ...Object.keys(answers).filter((id) => !order.includes(id))];
  const text = ids
    .map((id) => plainTextOf(answers[id] ?? ''))
    .filter((answer) => answer.trim() !== '')
    .join(' ');
  return shorten(text.replace(/•/g, ''), FAMILY_DIGEST.excerptChars);
}

const inWeek = (week: DigestWeek) => [week.from, week.to] as const;

/**
 * The week of every child linked to these parents, in four set-based queries for the whole
 * page (links, pieces, comments, points) whatever its size: no query per parent or child. Each
 * row is keyed by the child it belongs to and each parent gets only their own children's
 * rows, so nothing of another child (a classmate) can reach a parent.
 */
export async function collectDigests(
  db: Kysely<Database>,
  parentIds: string[],
  week: DigestWeek,
): Promise<Map<string, ChildDigest[]>> {
  const byParent = new Map<string, ChildDigest[]>();
  if (parentIds.length === 0) return byParent;
  const links = await db
    .selectFrom('parent_students as ps')
    .innerJoin('students as s', 's.id', 'ps.student_id')
    .select(['ps.parent_id', 's.id', 's.first_name'])
    .where('ps.parent_id', 'in', parentIds)
    .orderBy('s.first_name')
    .orderBy('s.id')
    .execute();
  if (links.length === 0) return byParent;
  const children = new Map<string, ChildDigest>();
  for (const link of links) {
    if (!children.has(link.id)) {
      children.set(link.id, {
        studentId: link.id,
        firstName: link.first_name,
        pieces: [],
        comments: [],
        points: 0,
      });
    }
  }
  const childIds = [...children.keys()];
  const [from, to] = inWeek(week);

  const pieces = await db
    .selectFrom('projects as p')
    .innerJoin('activities as a', 'a.id', 'p.activity_id')
    .innerJoin('classes as c', 'c.id', 'p.class_id')
    .select([
      'p.student_id',
      'p.status',
      'p.answers',
      'p.return_note',
      'p.updated_at',
      'a.title',
      'a.questions',
      'c.title as classTitle',
    ])
    .where('p.student_id', 'in', childIds)
    .where('p.status', '!=', 'archived')
    .where((eb) =>
      eb.or([
        // Handed in this week (the last hand-in's time).
        eb.and([eb('p.submitted_at', '>', from), eb('p.submitted_at', '<=', to)]),
        // Approved or returned this week (the status change moves updated_at).
        eb.and([
          eb('p.status', 'in', ['approved', 'returned']),
          eb('p.updated_at', '>', from),
          eb('p.updated_at', '<=', to),
        ]),
      ]),
    )
    .orderBy('p.updated_at')
    .execute();
  for (const row of pieces) {
    children.get(row.student_id)?.pieces.push({
      title: row.title,
      classTitle: row.classTitle,
      status: row.status === 'approved' || row.status === 'returned' ? row.status : 'handedIn',
      excerpt: excerptOf(row.answers, row.questions),
      returnNote:
        row.status === 'returned' && row.return_note
          ? shorten(row.return_note, FAMILY_DIGEST.feedbackChars)
          : null,
    });
  }

  // Teachers' comments only: a reply is the child's own, and nobody else comments on it.
  const comments = await db
    .selectFrom('project_comments as pc')
    .innerJoin('projects as p', 'p.id', 'pc.project_id')
    .innerJoin('activities as a', 'a.id', 'p.activity_id')
    .select(['p.student_id', 'pc.author_name', 'pc.body', 'a.title'])
    .where('p.student_id', 'in', childIds)
    .where('pc.author_user_id', 'is not', null)
    .where('pc.author_student_id', 'is', null)
    .where('pc.created_at', '>', from)
    .where('pc.created_at', '<=', to)
    .orderBy('pc.created_at')
    .execute();
  for (const row of comments) {
    children.get(row.student_id)?.comments.push({
      teacherName: row.author_name,
      title: row.title,
      body: shorten(row.body, FAMILY_DIGEST.feedbackChars),
    });
  }

  // Points earned (awards and hand-ins), not spent in the avatar store.
  const points = await db
    .selectFrom('points_ledger')
    .select(['student_id', (eb) => eb.fn.sum<number | string>('points').as('earned')])
    .where('student_id', 'in', childIds)
    .where('kind', 'in', ['award', 'submission'])
    .where('points', '>', 0)
    .where('created_at', '>', from)
    .where('created_at', '<=', to)
    .groupBy('student_id')
    .execute();
  for (const row of points) {
    const child = children.get(row.student_id);
    if (child) child.points = Number(row.earned);
  }

  for (const link of links) {
    const list = byParent.get(link.parent_id) ?? [];
    list.push(children.get(link.id)!);
    byParent.set(link.parent_id, list);
  }
  return byParent;
}
