import type { Kysely } from 'kysely';
import type { ReflectionStatus } from '../../../common/academy/reflections';
import type {
  ReflectionAnswer,
  ReflectionComment,
} from '../../../common/schemas/academy-reflections';
import type { Database } from '../../db/schema';

type Reflection = ReflectionAnswer['reflection'];

/** A reflection not started yet: no row, nothing handed in. */
export const EMPTY_REFLECTION: Reflection = {
  id: null,
  status: 'draft',
  answers: {},
  updatedAt: null,
  submittedAt: null,
  versions: [],
  comments: [],
};

export interface ReflectionRow {
  id: string;
  status: ReflectionStatus;
  answers: string;
  updated_at: string;
  submitted_at: string | null;
}

/** The reflection with its history (every hand-in) and the instructors' feedback. */
export async function reflectionView(
  db: Kysely<Database>,
  row: ReflectionRow,
): Promise<Reflection> {
  const [versions, comments] = await Promise.all([
    db
      .selectFrom('reflection_versions')
      .select(['number', 'answers', 'submitted_at'])
      .where('reflection_id', '=', row.id)
      .orderBy('number')
      .execute(),
    db
      .selectFrom('reflection_comments')
      .innerJoin('users', 'users.id', 'reflection_comments.author_id')
      .select([
        'reflection_comments.id',
        'reflection_comments.body',
        'reflection_comments.decision',
        'reflection_comments.version_number',
        'reflection_comments.prompt_id',
        'reflection_comments.anchor_start',
        'reflection_comments.anchor_end',
        'reflection_comments.quote',
        'reflection_comments.created_at',
        'users.first_name',
        'users.last_name',
      ])
      .where('reflection_comments.reflection_id', '=', row.id)
      .orderBy('reflection_comments.created_at')
      .orderBy('reflection_comments.id')
      .execute(),
  ]);
  return {
    id: row.id,
    status: row.status,
    answers: JSON.parse(row.answers) as Record<string, string>,
    updatedAt: row.updated_at,
    submittedAt: row.submitted_at,
    versions: versions.map((version) => ({
      number: version.number,
      answers: JSON.parse(version.answers) as Record<string, string>,
      submittedAt: version.submitted_at,
    })),
    comments: comments.map((comment): ReflectionComment => ({
      id: comment.id,
      author: `${comment.first_name} ${comment.last_name}`.trim(),
      body: comment.body,
      decision: comment.decision,
      versionNumber: comment.version_number,
      anchor:
        comment.prompt_id !== null &&
        comment.anchor_start !== null &&
        comment.anchor_end !== null &&
        comment.quote !== null
          ? {
              promptId: comment.prompt_id,
              start: comment.anchor_start,
              end: comment.anchor_end,
              quote: comment.quote,
            }
          : null,
      createdAt: comment.created_at,
    })),
  };
}
