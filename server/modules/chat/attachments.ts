import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { CHAT_LIMITS } from '../../../common/chat/rules';
import { CHAT_MESSAGES as M } from '../../../common/copy/chat';
import {
  CHAT_API,
  type ChatAttachmentInfo,
  type ChatAudience,
  type ChatMessage,
} from '../../../common/schemas/chat';
import { CHAT_ATTACHMENT_TYPES, isImageExtension } from '../../../common/uploads/kinds';
import { attachRefusal } from '../../access/chat-attachments';
import type { ChatCaller, LoadedConversation } from '../../access/chat';
import { privateKey } from '../../adapters/storage/storage';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { detectAllowedType } from '../uploads/detect-type';
import { stripImage } from '../uploads/strip-image';
import { activeMembers } from './members';
import { writeRefusal } from './write-refusal';

type Db = Kysely<Database> | Transaction<Database>;
export type AttachmentView = ChatMessage['attachments'][number];

/** A name as people gave it, without folders or control characters (it is shown and saved). */
export function cleanFileName(name: string): string {
  const last = name.split(/[/\\]/).pop() ?? '';
  return [...last]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 255);
}

/**
 * Stores one attachment for a message still to be written (issue 17, point 9): the caller must
 * be able to write here now (the message's own rule) and not be a student under 13; the type
 * is read from the bytes (a picture or a PDF, whatever the name says); a picture is re-encoded
 * without its EXIF and other metadata; the file goes to private storage under a random key.
 */
export async function storeAttachment(
  app: FastifyInstance,
  caller: ChatCaller,
  conversation: LoadedConversation,
  file: { name: string; bytes: Buffer },
  now: Date,
): Promise<ChatAttachmentInfo> {
  const db = app.db;
  const tooYoung = await attachRefusal(db, caller);
  if (tooYoung) throw new AppError('FORBIDDEN', { file: tooYoung });
  const members = await activeMembers(db, [conversation.id]);
  const me = members.find((member) => member.key === caller.key);
  const refusal = await writeRefusal(db, conversation, caller, me, now);
  if (refusal) throw new AppError('CONFLICT', { file: refusal });
  if (
    (await pendingCount(db, conversation.id, caller.key, now)) >= CHAT_LIMITS.pendingAttachments
  ) {
    throw new AppError('TOO_MANY_REQUESTS', { file: M.tooManyPending });
  }

  const name = cleanFileName(file.name);
  if (!name) throw new AppError('BAD_REQUEST', { name: M.attachmentNameInvalid });
  if (file.bytes.length === 0) throw new AppError('BAD_REQUEST', { file: M.attachmentEmpty });
  if (file.bytes.length > CHAT_LIMITS.attachmentBytes) {
    throw new AppError('TOO_LARGE', { file: M.attachmentTooLarge });
  }
  // A byte stream (Readable.from defaults to object mode, which file-type cannot read).
  const bytesOf = () => Readable.from([file.bytes], { objectMode: false });
  const type = await detectAllowedType(CHAT_ATTACHMENT_TYPES, name, async () => bytesOf());
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', { file: M.attachmentWrongType });
  const bytes = isImageExtension(type.extension)
    ? await stripImage(bytesOf(), type.extension).catch(() => {
        throw new AppError('BAD_REQUEST', { file: M.attachmentUnreadable });
      })
    : file.bytes;

  const key = privateKey('chat', type.extension);
  await app.storage.put(key, bytes, { contentType: type.contentType });
  const attachment = {
    id: crypto.randomUUID(),
    name,
    contentType: type.contentType,
    size: bytes.length,
  };
  try {
    await db
      .insertInto('chat_attachments')
      .values({
        id: attachment.id,
        conversation_id: conversation.id,
        message_id: null,
        uploader_key: caller.key,
        name,
        content_type: type.contentType,
        size: bytes.length,
        storage_key: key,
        created_at: now.toISOString(),
      })
      .execute();
  } catch (error) {
    // No row names the file: it must not stay behind.
    await app.storage.delete(key).catch(() => undefined);
    throw error;
  }
  return attachment;
}

/** Files the caller uploaded here in the last day and has not sent (a cap on what piles up). */
async function pendingCount(db: Db, conversationId: string, uploaderKey: string, now: Date) {
  const row = await db
    .selectFrom('chat_attachments')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('conversation_id', '=', conversationId)
    .where('uploader_key', '=', uploaderKey)
    .where('message_id', 'is', null)
    .where('created_at', '>', new Date(now.getTime() - 86_400_000).toISOString())
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * Gives the new message the attachments it names, in the message's transaction: only the
 * sender's own files uploaded to this conversation and not yet sent. Anything else answers 404
 * and the message is not stored, so the sender can send again without it.
 */
export async function linkAttachments(
  trx: Transaction<Database>,
  ids: readonly string[],
  target: { conversationId: string; senderKey: string; messageId: string },
): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const linked = await trx
    .updateTable('chat_attachments')
    .set({ message_id: target.messageId })
    .where('id', 'in', unique)
    .where('conversation_id', '=', target.conversationId)
    .where('uploader_key', '=', target.senderKey)
    .where('message_id', 'is', null)
    .executeTakeFirst();
  if (Number(linked.numUpdatedRows) !== unique.length) {
    throw new AppError('NOT_FOUND', { attachmentIds: M.attachmentsNotYours });
  }
}

/** The attachments of these messages, by message, with the address the reader opens them at. */
export async function attachmentsOf(
  db: Db,
  messageIds: readonly string[],
  audience: ChatAudience,
): Promise<Map<string, AttachmentView[]>> {
  const byMessage = new Map<string, AttachmentView[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .selectFrom('chat_attachments')
    .select(['id', 'message_id', 'name', 'content_type', 'size'])
    .where('message_id', 'in', [...messageIds])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = byMessage.get(row.message_id!) ?? [];
    list.push({
      id: row.id,
      name: row.name,
      contentType: row.content_type,
      size: row.size,
      url: CHAT_API.attachment(audience, row.id),
    });
    byMessage.set(row.message_id!, list);
  }
  return byMessage;
}

/** The audience whose address a reader opens files at. */
export const audienceOfCaller = (caller: Pick<ChatCaller, 'kind'>): ChatAudience =>
  caller.kind === 'student' ? 'student' : 'user';
