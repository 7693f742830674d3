import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { CHAT_EXPORT, CHAT_MESSAGES as M } from '../../../common/copy/chat';
import type { OversightList, OversightLog, OversightQuery } from '../../../common/schemas/chat';
import { isSchoolAdminFor, loadConversation, personName, type ChatCaller } from '../../access/chat';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { csvFile } from '../../lib/csv';
import { aboutStudent, zoneOf } from './read-thread';
import { renderChatExportPdf } from './render-export-pdf';
import { titleOf } from './conversation-words';
import { attachmentsOf } from './attachments';
import { activeMembers } from './members';

/**
 * Oversight (issue 17, point 6): a school's admins search and export any conversation of their
 * school's classes, over a date range, as CSV or PDF, with every message as it was written
 * (withdrawn and waiting ones included). Every search, read and export is written to the audit
 * log, and each class's teacher can read who looked.
 */

const OVERSIGHT_PAGE = 100;

/** The start and end of a range of days, inclusive, in UTC. */
const rangeOf = ({ from, to }: { from?: string | undefined; to?: string | undefined }) => ({
  from: from ? `${from}T00:00:00.000Z` : null,
  to: to ? `${to}T23:59:59.999Z` : null,
});

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function requireSchoolAdmin(caller: ChatCaller): string {
  const { account } = caller;
  if (caller.kind !== 'teacher' || !account.isSchoolAdmin || !account.schoolId) {
    throw new AppError('FORBIDDEN', { session: M.oversightAdminsOnly });
  }
  return account.schoolId;
}

/** The school's conversations with messages in the range (and words, when asked). */
export async function searchConversations(
  request: FastifyRequest,
  caller: ChatCaller,
  query: OversightQuery,
): Promise<OversightList> {
  const db = request.server.db;
  const schoolId = requireSchoolAdmin(caller);
  const range = rangeOf(query);
  const q = query.q?.trim() ?? '';
  let select = db
    .selectFrom('chat_conversations as c')
    .innerJoin('classes', 'classes.id', 'c.class_id')
    .leftJoin('chat_messages as m', (join) => {
      let on = join.onRef('m.conversation_id', '=', 'c.id');
      if (range.from) on = on.on('m.created_at', '>=', range.from);
      if (range.to) on = on.on('m.created_at', '<=', range.to);
      if (q) on = on.on(sql<boolean>`lower(m.body) like ${likePattern(q)} escape '\\'`);
      return on;
    })
    .select((eb) => [
      'c.id',
      'c.kind',
      'c.class_id',
      'c.title',
      'c.about_student_id',
      'classes.title as class_title',
      eb.fn.count<number>('m.id').as('messages'),
      eb.fn.max('m.created_at').as('last_at'),
    ])
    .where('classes.school_id', '=', schoolId)
    .groupBy(['c.id', 'c.kind', 'c.class_id', 'c.title', 'c.about_student_id', 'classes.title']);
  if (query.classId) select = select.where('c.class_id', '=', query.classId);
  if (q || range.from || range.to) select = select.having((eb) => eb.fn.count('m.id'), '>', 0);
  const rows = await select
    .orderBy(sql`max(m.created_at)`, 'desc')
    .orderBy('c.id')
    .limit(OVERSIGHT_PAGE)
    .execute();
  await writeAudit(db, {
    action: 'chat_admin_search',
    actorType: 'user',
    actorId: caller.id,
    targetType: 'school',
    targetId: schoolId,
    ip: request.ip,
    details: { q: q || null, from: query.from ?? null, to: query.to ?? null },
  });
  const members = await activeMembers(
    db,
    rows.map((row) => row.id),
  );
  const conversations: OversightList['conversations'] = [];
  for (const row of rows) {
    const words = {
      kind: row.kind,
      title: row.title,
      classTitle: row.class_title,
      about: await aboutStudent(db, row.about_student_id),
    };
    conversations.push({
      id: row.id,
      kind: row.kind,
      classId: row.class_id,
      classTitle: row.class_title,
      title: titleOf(
        words,
        members.filter((member) => member.conversationId === row.id),
        caller.key,
      ),
      messages: Number(row.messages),
      lastAt: (row.last_at as string | null) ?? null,
    });
  }
  return { conversations };
}

/** One conversation's messages in the range, as written, for an admin of the school. */
export async function exportConversation(
  request: FastifyRequest,
  caller: ChatCaller,
  conversationId: string,
  input: { format: 'csv' | 'pdf'; from?: string | undefined; to?: string | undefined },
): Promise<{ body: string | Buffer; fileName: string; contentType: string }> {
  const db = request.server.db;
  requireSchoolAdmin(caller);
  const conversation = await loadConversation(request, caller, conversationId, { audit: false });
  if (!isSchoolAdminFor(caller.account, conversation.policy)) {
    throw new AppError('NOT_FOUND', { conversation: M.conversationNotFound });
  }
  const range = rangeOf(input);
  let query = db
    .selectFrom('chat_messages')
    .select(['id', 'created_at', 'delivered_at', 'withdrawn_at', 'sender_name', 'body', 'urgent'])
    .where('conversation_id', '=', conversation.id);
  if (range.from) query = query.where('created_at', '>=', range.from);
  if (range.to) query = query.where('created_at', '<=', range.to);
  const messages = await query.orderBy('created_at').orderBy('id').execute();
  const members = await activeMembers(db, [conversation.id]);
  const title = titleOf(
    {
      kind: conversation.kind,
      title: conversation.title,
      classTitle: conversation.policy.classTitle,
      about: await aboutStudent(db, conversation.aboutStudentId),
    },
    members,
    caller.key,
  );
  await writeAudit(db, {
    action: 'chat_admin_export',
    actorType: 'user',
    actorId: caller.id,
    targetType: 'class',
    targetId: conversation.classId,
    ip: request.ip,
    details: {
      conversationId: conversation.id,
      format: input.format,
      from: input.from ?? null,
      to: input.to ?? null,
    },
  });
  const stateOf = (message: (typeof messages)[number]) =>
    message.withdrawn_at
      ? CHAT_EXPORT.withdrawn(message.withdrawn_at)
      : message.delivered_at
        ? CHAT_EXPORT.delivered
        : CHAT_EXPORT.waiting;
  // The record keeps every message's files too: named after its words.
  const files = await attachmentsOf(
    db,
    messages.map((message) => message.id),
    'user',
  );
  const textOf = (message: (typeof messages)[number]) => {
    const names = (files.get(message.id) ?? []).map((file) => file.name);
    return [message.body, names.length > 0 ? CHAT_EXPORT.attachments(names) : '']
      .filter(Boolean)
      .join(' ');
  };
  const stamp = new Date().toISOString().slice(0, 10);
  if (input.format === 'csv') {
    return {
      body: csvFile([
        [...CHAT_EXPORT.columns],
        ...messages.map((message) => [
          message.created_at,
          message.sender_name,
          textOf(message),
          stateOf(message),
          message.urgent === 1 ? CHAT_EXPORT.urgent : '',
        ]),
      ]),
      fileName: `conversation-${stamp}.csv`,
      contentType: 'text/csv; charset=utf-8',
    };
  }
  const pdf = await renderChatExportPdf({
    title,
    classTitle: conversation.policy.classTitle,
    timeZone: zoneOf(conversation.policy),
    range: CHAT_EXPORT.pdfRange(input.from ?? null, input.to ?? null),
    people: members.map((member) => member.fullName),
    exportedBy: caller.name,
    exportedAt: new Date(),
    messages: messages.map((message) => ({
      at: message.created_at,
      from: message.sender_name,
      text: textOf(message),
      withdrawnAt: message.withdrawn_at,
      waiting: !message.withdrawn_at && !message.delivered_at,
      urgent: message.urgent === 1,
    })),
  });
  return { body: pdf, fileName: `conversation-${stamp}.pdf`, contentType: 'application/pdf' };
}

/** Which admins read or exported a class's conversations, newest first: for its teachers. */
export async function oversightLogOf(db: Kysely<Database>, classId: string): Promise<OversightLog> {
  const rows = await db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.actor_id')
    .select([
      'audit_log.action',
      'audit_log.created_at',
      'audit_log.details',
      'users.first_name',
      'users.last_name',
    ])
    .where('audit_log.target_type', '=', 'class')
    .where('audit_log.target_id', '=', classId)
    .where('audit_log.action', 'in', ['chat_admin_read', 'chat_admin_export'])
    .orderBy('audit_log.created_at', 'desc')
    .limit(200)
    .execute();
  return {
    entries: rows.map((row) => ({
      at: row.created_at,
      adminName: row.first_name
        ? personName(row.first_name, row.last_name ?? '')
        : CHAT_EXPORT.formerAdmin,
      action: row.action === 'chat_admin_export' ? ('export' as const) : ('read' as const),
      conversationId: String(
        (JSON.parse(row.details ?? '{}') as { conversationId?: string }).conversationId ?? '',
      ),
    })),
  };
}
