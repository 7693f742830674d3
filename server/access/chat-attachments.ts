import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { isUnder13 } from '../../common/chat/rules';
import { CHAT_MESSAGES as M } from '../../common/copy/chat';
import { RECORD_ID } from '../../common/schemas/ids';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { loadConversation, type ChatCaller, type LoadedConversation } from './chat';

/**
 * Chat's attachments in the access layer (issue 17, point 9): who may attach, and who may open
 * a file. Whether the caller may write in the conversation at all is the same rule as for a
 * message (modules/chat/write-refusal.ts), checked by the upload beside this one.
 */

/**
 * Why the caller may not attach files, or null: students under 13 send no attachments, even
 * with the consent that lets them write (Remind's rule, asked for by the issue).
 */
export async function attachRefusal(
  db: Kysely<Database>,
  caller: ChatCaller,
): Promise<string | null> {
  if (caller.kind !== 'student') return null;
  const student = await db
    .selectFrom('students')
    .select('grade')
    .where('id', '=', caller.id)
    .executeTakeFirst();
  return !student || isUnder13(student.grade) ? M.attachmentsUnder13 : null;
}

export interface LoadedAttachment {
  id: string;
  name: string;
  contentType: string;
  storageKey: string;
  conversation: LoadedConversation;
}

const attachmentNotFound = () => new AppError('NOT_FOUND', { attachment: M.attachmentNotFound });

/**
 * An attachment the caller may open, or the same 404 as for one that does not exist. Those who
 * may read the conversation (members, and the school's oversight) see what its message shows
 * them: others' files once the message is delivered and while it is not withdrawn; the record
 * keepers (oversight) every file that was sent. A file not yet sent is its uploader's only.
 * The oversight read is not audited here: opening the thread that lists the file was.
 */
export async function loadAttachment(
  request: FastifyRequest,
  caller: ChatCaller,
  attachmentId: string,
): Promise<LoadedAttachment> {
  if (!RECORD_ID.test(attachmentId)) throw attachmentNotFound();
  const row = await request.server.db
    .selectFrom('chat_attachments')
    .leftJoin('chat_messages', 'chat_messages.id', 'chat_attachments.message_id')
    .select([
      'chat_attachments.id',
      'chat_attachments.conversation_id',
      'chat_attachments.message_id',
      'chat_attachments.uploader_key',
      'chat_attachments.name',
      'chat_attachments.content_type',
      'chat_attachments.storage_key',
      'chat_messages.sender_key',
      'chat_messages.delivered_at',
      'chat_messages.withdrawn_at',
    ])
    .where('chat_attachments.id', '=', attachmentId)
    .executeTakeFirst();
  if (!row?.conversation_id) throw attachmentNotFound();
  const conversation = await loadConversation(request, caller, row.conversation_id, {
    audit: false,
  });
  const keepsRecord = conversation.access.as === 'oversight';
  const visible = !row.message_id
    ? row.uploader_key === caller.key
    : keepsRecord ||
      (row.withdrawn_at === null && (row.delivered_at !== null || row.sender_key === caller.key));
  if (!visible) throw attachmentNotFound();
  return {
    id: row.id,
    name: row.name,
    contentType: row.content_type,
    storageKey: row.storage_key,
    conversation,
  };
}
