import type { Kysely, Transaction } from 'kysely';
import type { CommentAnchor, ProjectComment } from '../../../common/schemas/projects';
import { PROJECT_MESSAGES } from '../../../common/projects/messages';
import { plainTextOf } from '../../../common/writing/rich-text';
import type { Database, ProjectsTable } from '../../db/schema';
import { AppError } from '../../errors';
import type { NotificationRecipient } from '../notifications/record-notifications';
import { notifyAboutProject, teacherName } from './project-notifications';
import { commentsOf, latestVersionNumber, parseAnswers } from './project-views';

/** The same comment sent again this soon by the same author (a double click, a retry) is one comment. */
const REPLAY_WINDOW_MS = 30_000;

/** A teacher, or a student replying (signed with their name; notifications say "Ana P."). */
type Author = { teacherId: string } | { studentId: string; name: string; actorName: string };

/**
 * A comment on a project: general, anchored to a passage of one answer, or a reply in a
 * thread. Teachers comment (the student is notified); students only reply (the class's
 * teachers are notified). The anchor must point at exactly the quoted words of the answer as
 * it is now, in its plain text (`plainTextOf`), or it is refused with a clear message. Answers
 * every comment of the project and who to tell once committed.
 */
export async function addComment(
  db: Kysely<Database>,
  {
    project,
    author,
    body,
    anchor,
    parentId,
  }: {
    project: ProjectsTable;
    author: Author;
    body: string;
    anchor?: CommentAnchor | undefined;
    parentId?: string | undefined;
  },
): Promise<{ comments: ProjectComment[]; recipients: NotificationRecipient[] }> {
  const recipients = await db.transaction().execute(async (trx) => {
    // Threads are one level deep: a reply to a reply joins its thread.
    const rootId = parentId ? await threadRoot(trx, project.id, parentId) : null;
    if (!rootId && 'studentId' in author) {
      throw new AppError('BAD_REQUEST', { parentId: PROJECT_MESSAGES.replyParentMissing });
    }
    const kept = rootId ? undefined : anchor;
    if (kept) checkAnchor(project, kept);
    const name = 'teacherId' in author ? await teacherName(trx, author.teacherId) : author.name;
    if (await isReplay(trx, { project, author, body, rootId, anchor: kept })) return [];
    await trx
      .insertInto('project_comments')
      .values({
        id: crypto.randomUUID(),
        project_id: project.id,
        author_user_id: 'teacherId' in author ? author.teacherId : null,
        author_student_id: 'studentId' in author ? author.studentId : null,
        author_name: name,
        body,
        created_at: new Date().toISOString(),
        parent_id: rootId,
        version_number: await latestVersionNumber(trx, project.id),
        anchor_question_id: kept?.questionId ?? null,
        anchor_start: kept?.start ?? null,
        anchor_end: kept?.end ?? null,
        anchor_quote: kept?.quote ?? null,
      })
      .execute();
    return notifyAboutProject(trx, {
      kind: 'teacherId' in author ? 'comment' : 'reply',
      project,
      actorName: 'teacherId' in author ? name : author.actorName,
    });
  });
  return { comments: await commentsOf(db, project.id), recipients };
}

async function threadRoot(
  db: Transaction<Database>,
  projectId: string,
  parentId: string,
): Promise<string> {
  const parent = await db
    .selectFrom('project_comments')
    .select(['id', 'parent_id'])
    .where('id', '=', parentId)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  if (!parent) throw new AppError('BAD_REQUEST', { parentId: PROJECT_MESSAGES.replyParentMissing });
  return parent.parent_id ?? parent.id;
}

/** The quoted words must lie exactly between the offsets of the answer's plain text now. */
function checkAnchor(project: ProjectsTable, anchor: CommentAnchor) {
  const answer = parseAnswers(project.answers)[anchor.questionId];
  const text = answer === undefined ? '' : plainTextOf(answer);
  if (
    answer === undefined ||
    anchor.start >= anchor.end ||
    anchor.end > text.length ||
    text.slice(anchor.start, anchor.end) !== anchor.quote
  ) {
    throw new AppError('BAD_REQUEST', { anchor: PROJECT_MESSAGES.anchorOutOfRange });
  }
}

async function isReplay(
  db: Transaction<Database>,
  {
    project,
    author,
    body,
    rootId,
    anchor,
  }: {
    project: ProjectsTable;
    author: Author;
    body: string;
    rootId: string | null;
    anchor: CommentAnchor | undefined;
  },
): Promise<boolean> {
  const since = new Date(Date.now() - REPLAY_WINDOW_MS).toISOString();
  let query = db
    .selectFrom('project_comments')
    .select(['parent_id', 'anchor_question_id', 'anchor_start', 'anchor_end'])
    .where('project_id', '=', project.id)
    .where('body', '=', body)
    .where('created_at', '>', since);
  query =
    'teacherId' in author
      ? query.where('author_user_id', '=', author.teacherId)
      : query.where('author_student_id', '=', author.studentId);
  const recent = await query.execute();
  return recent.some(
    (row) =>
      row.parent_id === rootId &&
      row.anchor_question_id === (anchor?.questionId ?? null) &&
      row.anchor_start === (anchor?.start ?? null) &&
      row.anchor_end === (anchor?.end ?? null),
  );
}
