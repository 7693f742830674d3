import { schoolYearOf } from '../billing/plans';

/**
 * Safe chat's vocabulary and limits (issue 17, decision 0024): one source for the server's
 * rules, the API's schemas and the screens.
 */

/**
 * What a conversation is:
 * - `direct`: a teacher and one student (the student's second adult always in it);
 * - `family`: a teacher and one student's parents, about that student;
 * - `group`: a teacher and some students of a class, made by the teacher, who stays in it;
 * - `class`: the class's teachers and every student of the class;
 * - `announcement`: one-way posts to a class's students and families, replies off by default;
 * - `parents`: two parents of the same class, where the school allows it.
 */
export const CONVERSATION_KINDS = [
  'direct',
  'family',
  'group',
  'class',
  'announcement',
  'parents',
] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

/** Who a member is: an adult of the class, a student, a parent, or the school's observer. */
export const MEMBER_KINDS = ['teacher', 'student', 'parent', 'observer'] as const;
export type MemberKind = (typeof MEMBER_KINDS)[number];

/** A `copied` member reads only (the parents of a student in grades 9–12, the observer). */
export const MEMBER_ROLES = ['writer', 'copied'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** What the sender sees of their message: sent, held for the window, arrived, read. */
export const DELIVERY_STATES = ['sent', 'waiting', 'delivered', 'seen'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** How long a teacher mutes a student in a class. */
export const MUTE_DURATIONS = ['hour', 'day', 'until_lifted'] as const;
export type MuteDuration = (typeof MUTE_DURATIONS)[number];
export const MUTE_MS: Record<Exclude<MuteDuration, 'until_lifted'>, number> = {
  hour: 3_600_000,
  day: 86_400_000,
};

/** A sender may withdraw their own message this long after sending it (never a student). */
export const WITHDRAW_WINDOW_MS = 5 * 60_000;

/** An adult hears of an unread message by email once it has been unread this long. */
export const UNREAD_EMAIL_AFTER_MS = 15 * 60_000;

/** The longest message, conversation title and report reason. */
export const CHAT_LIMITS = {
  body: 4000,
  title: 120,
  reason: 500,
  /** Students a teacher may put in one group conversation. */
  groupStudents: 40,
  /** Messages one page of a thread holds. */
  threadPage: 100,
  /** Conversations one page of the list holds. */
  listPage: 50,
  /** The largest attachment (point 9): pictures and PDFs up to 10 MB. */
  attachmentBytes: 10 * 1024 * 1024,
  /** Attachments one message may carry. */
  attachmentsPerMessage: 4,
  /** Attachments uploaded but not yet sent one person may hold in a conversation. */
  pendingAttachments: 12,
} as const;

/** The version of the safe-environment terms an independent teacher accepts to turn chat on. */
export const CHAT_TERMS_VERSION = '2026-11';

/** Below this grade a student is treated as under 13 (COPPA): grades 4 to 7, or unknown. */
const FIRST_GRADE_AT_13 = 8;

/**
 * Whether a student counts as under 13 for chat (issue 17, point 10). Lectio keeps a grade, not
 * a birthday: grades 4–7, and a student whose grade is unknown, are treated as under 13, the
 * safe way round.
 */
export function isUnder13(grade: string | null): boolean {
  if (grade === 'adult') return false;
  const number = Number(grade);
  return !Number.isInteger(number) || number < FIRST_GRADE_AT_13;
}

/**
 * Until when a class's conversations are kept once the class is archived (issue 17, point 5):
 * the school year it was archived in (ending 31 July), plus one year. The privacy job deletes
 * them after that.
 */
export function chatKeptUntil(archivedAt: Date): Date {
  const { endsOn } = schoolYearOf(archivedAt);
  const end = new Date(`${endsOn}T23:59:59.999Z`);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

/** The key of a member or sender: adults and students have separate ids. */
export type AccountKey = `u:${string}` | `s:${string}`;
export const userKey = (id: string): AccountKey => `u:${id}`;
export const studentKey = (id: string): AccountKey => `s:${id}`;
