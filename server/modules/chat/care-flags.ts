import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { careMatches, type CareMatch } from '../../../common/care/matcher';
import { CHAT_MESSAGES as M } from '../../../common/copy/chat';
import { ROOM_CARE_COPY } from '../../../common/copy/room-care';
import { CHAT_PAGES } from '../../../common/chat/pages';
import { ROOM_PAGES } from '../../../common/rooms/pages';
import type { CareFlag } from '../../../common/schemas/chat';
import {
  classChatPolicy,
  leadsSafeguardingFor,
  type ChatCaller,
  type ClassChatPolicy,
} from '../../access/chat';
import { careFlagTemplate } from '../../adapters/email/templates/care-flag';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import {
  announceNotifications,
  recordNotifications,
  type NotificationRecipient,
} from '../notifications/record-notifications';

/**
 * The care flag (issue 17, point 8): a message or a student's reflection that the matcher of
 * common/care catches reaches the class's safeguarding lead (the designated lead, else the
 * school's admins, else the independent teacher) in the app and by email at once: the email is
 * written in the same request, and the queue sends within seconds. A flag never hides anything
 * from the teacher and never contacts anyone outside the school.
 */

type Db = Kysely<Database> | Transaction<Database>;

export interface FlagSource {
  source: 'message' | 'reflection' | 'room';
  messageId?: string;
  projectId?: string;
  /** A writing room's text (issue 18, point 8): see server/modules/rooms/room-care.ts. */
  roomId?: string;
  studentId: string | null;
  authorName: string;
  text: string;
  /** The matches to flag when the caller chose them (a room's words not flagged before). */
  matches?: CareMatch[];
  /** What the flag says matched; the first match when not given. */
  phrase?: string;
  /** The words the lead reads, kept with the flag; messages and reflections are read live. */
  excerpt?: string;
}

export interface RaisedFlag {
  id: string;
  recipients: NotificationRecipient[];
  leadIds: string[];
  categories: string[];
}

/** Checks the text; on a match records the flag and the leads' notifications (in `db`'s transaction). */
export async function raiseCareFlag(
  db: Db,
  policy: ClassChatPolicy,
  source: FlagSource,
  now: Date,
): Promise<RaisedFlag | null> {
  const matches = source.matches ?? careMatches(source.text);
  if (matches.length === 0) return null;
  const categories = [...new Set(matches.map((match) => match.category))];
  const id = crypto.randomUUID();
  await db
    .insertInto('care_flags')
    .values({
      id,
      source: source.source,
      message_id: source.messageId ?? null,
      project_id: source.projectId ?? null,
      room_id: source.roomId ?? null,
      student_id: source.studentId,
      class_id: policy.classId,
      lead_user_id: policy.designatedLeadId,
      categories: categories.join(',').slice(0, 200),
      phrase: (source.phrase ?? matches[0]!.phrase).slice(0, 200),
      excerpt: source.excerpt ?? null,
      author_name: source.authorName.slice(0, 200),
      created_at: now.toISOString(),
      dismissed_at: null,
      dismissed_by: null,
    })
    .execute();
  const recipients = await recordNotifications(
    db as Kysely<Database>,
    {
      kind: 'care_flag',
      recipients: policy.leadIds.map((userId) => ({ userId })),
      classId: policy.classId,
      projectId: source.projectId ?? null,
      actorName: source.authorName,
      subject: policy.classTitle,
      link: CHAT_PAGES.careFlags,
      // The email below tells them now, whatever their notification email setting.
      alreadyEmailed: true,
    },
    now,
  );
  return { id, recipients, leadIds: policy.leadIds, categories };
}

/** After the flag's transaction: the bell rings, and each lead gets the email now. */
export async function announceCareFlag(
  app: FastifyInstance,
  flag: RaisedFlag,
  input: { classTitle: string; authorName: string; publicBaseUrl: string },
): Promise<void> {
  await announceNotifications(app.live, flag.recipients);
  const leads = await app.db
    .selectFrom('users')
    .select(['email', 'first_name'])
    .where('id', 'in', flag.leadIds.length > 0 ? flag.leadIds : [''])
    .execute();
  for (const lead of leads) {
    const message = careFlagTemplate({
      classTitle: input.classTitle,
      authorName: input.authorName,
      link: `${input.publicBaseUrl}${CHAT_PAGES.careFlags}`,
    });
    await app.email.send({ to: lead.email, ...message }).catch((error: unknown) => {
      app.log.error({ err: error, flagId: flag.id }, 'Care flag email not sent');
    });
  }
}

/** The flags of every class the caller leads safeguarding for, newest first. */
export async function listCareFlags(
  db: Kysely<Database>,
  caller: ChatCaller,
  policies: (classId: string) => Promise<ClassChatPolicy | null>,
): Promise<CareFlag[]> {
  const rows = await db
    .selectFrom('care_flags')
    .innerJoin('classes', 'classes.id', 'care_flags.class_id')
    .leftJoin('chat_messages', 'chat_messages.id', 'care_flags.message_id')
    .leftJoin('projects', 'projects.id', 'care_flags.project_id')
    .leftJoin('writing_rooms', 'writing_rooms.id', 'care_flags.room_id')
    .leftJoin('students', 'students.id', 'care_flags.student_id')
    .leftJoin('users as dismisser', 'dismisser.id', 'care_flags.dismissed_by')
    .select([
      'care_flags.id',
      'care_flags.source',
      'care_flags.categories',
      'care_flags.phrase',
      'care_flags.class_id',
      'care_flags.created_at',
      'care_flags.dismissed_at',
      'care_flags.message_id',
      'care_flags.room_id',
      'care_flags.excerpt',
      'care_flags.author_name',
      'writing_rooms.name as room_name',
      'chat_messages.conversation_id',
      'chat_messages.body as message_body',
      'chat_messages.sender_name',
      'chat_messages.sender_key',
      'projects.answers as reflection_answers',
      'students.first_name',
      'students.last_name',
      'classes.title as class_title',
      'dismisser.first_name as dismisser_first',
      'dismisser.last_name as dismisser_last',
    ])
    .where((eb) =>
      eb.or([
        eb('care_flags.lead_user_id', '=', caller.id),
        eb('classes.teacher_id', '=', caller.id),
        ...(caller.account.schoolId ? [eb('classes.school_id', '=', caller.account.schoolId)] : []),
      ]),
    )
    .orderBy('care_flags.created_at', 'desc')
    .limit(200)
    .execute();
  const flags: CareFlag[] = [];
  for (const row of rows) {
    const policy = await policies(row.class_id);
    if (!policy || !leadsSafeguardingFor(caller, policy)) continue;
    const text = row.excerpt ?? row.message_body ?? reflectionText(row.reflection_answers);
    const studentName = row.first_name ? `${row.first_name} ${row.last_name}`.trim() : null;
    flags.push({
      id: row.id,
      source: row.source,
      categories: row.categories.split(',').filter(Boolean),
      phrase: row.phrase,
      excerpt: text.slice(0, 500),
      studentName,
      // The lead reads a student author by full name (messages sign students by initial).
      authorName:
        (row.sender_key?.startsWith('s:') ? studentName : row.sender_name) ??
        studentName ??
        row.sender_name ??
        row.author_name ??
        (row.room_name ? ROOM_CARE_COPY.groupAuthor(row.room_name) : ''),
      classTitle: row.class_title,
      link: row.room_id
        ? ROOM_PAGES.teacher(row.room_id)
        : row.conversation_id
          ? CHAT_PAGES.conversation(row.conversation_id)
          : CHAT_PAGES.careFlags,
      createdAt: row.created_at,
      dismissedAt: row.dismissed_at,
      dismissedBy: row.dismisser_first
        ? `${row.dismisser_first} ${row.dismisser_last}`.trim()
        : null,
    });
  }
  return flags;
}

/** A lead dismisses a false positive in one click; the dismissal is recorded and audited. */
export async function dismissCareFlag(
  db: Kysely<Database>,
  caller: ChatCaller,
  flagId: string,
  policies: (classId: string) => Promise<ClassChatPolicy | null>,
  now: Date,
): Promise<void> {
  const row = await db
    .selectFrom('care_flags')
    .select(['id', 'class_id', 'dismissed_at'])
    .where('id', '=', flagId)
    .executeTakeFirst();
  const policy = row ? await policies(row.class_id) : null;
  if (!row || !policy || !leadsSafeguardingFor(caller, policy)) {
    throw new AppError('NOT_FOUND', { flag: M.flagNotFound });
  }
  if (row.dismissed_at) return;
  await db
    .updateTable('care_flags')
    .set({ dismissed_at: now.toISOString(), dismissed_by: caller.id })
    .where('id', '=', flagId)
    .where('dismissed_at', 'is', null)
    .execute();
  await writeAudit(db, {
    action: 'care_flag_dismissed',
    actorType: 'user',
    actorId: caller.id,
    targetType: 'class',
    targetId: row.class_id,
    details: { flagId },
  });
}

/** A reflection's answers ({ questionId: text }) as one text. */
export function reflectionText(answers: string | null): string {
  if (!answers) return '';
  try {
    const parsed = JSON.parse(answers) as unknown;
    if (parsed && typeof parsed === 'object') {
      return Object.values(parsed as Record<string, unknown>)
        .filter((value): value is string => typeof value === 'string')
        .map((html) =>
          html
            .replace(/<[^>]*>/g, ' ')
            .replace(/\s+/g, ' ')
            .trim(),
        )
        .join('\n\n');
    }
  } catch {
    // Not JSON: nothing to read.
  }
  return '';
}

/**
 * Checks a student's handed-in reflection with the same matcher (point 8), whether or not chat
 * is on for the class: a match reaches the class's safeguarding lead as a message's would. Call
 * it after the hand-in committed; it never changes the hand-in.
 */
export async function checkReflection(
  app: FastifyInstance,
  input: {
    classId: string;
    projectId: string;
    studentId: string;
    authorName: string;
    text: string;
    publicBaseUrl: string;
    now?: Date;
  },
): Promise<boolean> {
  const policy = await classChatPolicy(app.db, input.classId);
  if (!policy) return false;
  const flag = await app.db.transaction().execute((trx) =>
    raiseCareFlag(
      trx,
      policy,
      {
        source: 'reflection',
        projectId: input.projectId,
        studentId: input.studentId,
        authorName: input.authorName,
        text: input.text,
      },
      input.now ?? new Date(),
    ),
  );
  if (!flag) return false;
  await announceCareFlag(app, flag, {
    classTitle: policy.classTitle,
    authorName: input.authorName,
    publicBaseUrl: input.publicBaseUrl,
  });
  return true;
}
