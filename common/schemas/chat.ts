import { z } from 'zod';
import {
  CHAT_LIMITS,
  CONVERSATION_KINDS,
  DELIVERY_STATES,
  MEMBER_KINDS,
  MEMBER_ROLES,
  MUTE_DURATIONS,
} from '../chat/rules';
import { CHAT_MESSAGES as M } from '../copy/chat';
import { isoDate, requiredText } from './fields';
import { idParam } from './ids';

/**
 * Safe chat's API (issue 17, decision 0024) at /api/chat. A teacher or parent calls as `user`,
 * a student as `student`, each with their own session cookie (so a teacher who opened "Log in
 * as" keeps the two apart), as the notification centre does.
 */
const base = '/api/chat';
const id = (value: string) => encodeURIComponent(value);

export const CHAT_AUDIENCES = ['user', 'student'] as const;
export type ChatAudience = (typeof CHAT_AUDIENCES)[number];

export const CHAT_API = {
  /** The classes the caller may message in, each with whether chat is on. */
  classes: (audience: ChatAudience) => `${base}/${audience}/classes`,
  /** Who the caller may start a conversation with in a class, and why not where they may not. */
  recipients: (audience: ChatAudience, classId: string) =>
    `${base}/${audience}/classes/${id(classId)}/recipients`,
  conversations: (audience: ChatAudience) => `${base}/${audience}/conversations`,
  conversation: (audience: ChatAudience, conversationId: string) =>
    `${base}/${audience}/conversations/${id(conversationId)}`,
  messages: (audience: ChatAudience, conversationId: string) =>
    `${base}/${audience}/conversations/${id(conversationId)}/messages`,
  read: (audience: ChatAudience, conversationId: string) =>
    `${base}/${audience}/conversations/${id(conversationId)}/read`,
  leave: (audience: ChatAudience, conversationId: string) =>
    `${base}/${audience}/conversations/${id(conversationId)}/leave`,
  removeMember: (conversationId: string) =>
    `${base}/user/conversations/${id(conversationId)}/remove_member`,
  withdraw: (messageId: string) => `${base}/user/messages/${id(messageId)}/withdraw`,
  report: (audience: ChatAudience, messageId: string) =>
    `${base}/${audience}/messages/${id(messageId)}/report`,
  /** Server-Sent Events: `event: chat` with the conversation's id when something arrives. */
  live: (audience: ChatAudience) => `${base}/${audience}/live`,
  /** The signed-in adult's chat settings: schools they run, their own classes, quiet hours. */
  settings: `${base}/settings`,
  schoolSettings: (schoolId: string) => `${base}/schools/${id(schoolId)}/settings`,
  /** An independent teacher turns chat on for their classes by accepting the terms. */
  independent: `${base}/independent`,
  mySettings: `${base}/me`,
  mutes: (classId: string) => `${base}/classes/${id(classId)}/mutes`,
  liftMute: (classId: string, studentId: string) =>
    `${base}/classes/${id(classId)}/mutes/${id(studentId)}/lift`,
  careFlags: `${base}/care_flags`,
  /** A school admin's search of the school's conversations (issue 17, point 6). */
  oversight: `${base}/oversight/conversations`,
  /** One conversation as CSV or PDF over a date range (audited). */
  oversightExport: (conversationId: string, format: 'csv' | 'pdf') =>
    `${base}/oversight/conversations/${id(conversationId)}/export.${format}`,
  /** A class's teacher reads which admins read or exported its conversations. */
  oversightLog: (classId: string) => `${base}/classes/${id(classId)}/oversight_log`,
  /** A parent (for their child) or a school admin (for the school's students): COPPA consent. */
  consents: `${base}/consents`,
  consent: (studentId: string) => `${base}/students/${id(studentId)}/consent`,
  /** A parent blocks or unblocks another parent. */
  blocks: `${base}/blocks`,
  block: (userId: string) => `${base}/blocks/${id(userId)}`,
  dismissFlag: (flagId: string) => `${base}/care_flags/${id(flagId)}/dismiss`,
  /**
   * POST the file's bytes (application/octet-stream) with its name in `?name=`, before the
   * message that carries it (point 9); a failed upload never loses the typed words.
   */
  attachments: (audience: ChatAudience, conversationId: string) =>
    `${base}/${audience}/conversations/${id(conversationId)}/attachments`,
  /** The file, to those who may read the message that carries it. */
  attachment: (audience: ChatAudience, attachmentId: string) =>
    `${base}/${audience}/attachments/${id(attachmentId)}`,
} as const;

export const audienceParamsSchema = z.object({ audience: z.enum(CHAT_AUDIENCES) });
export const classParamsSchema = audienceParamsSchema.extend({ classId: idParam });
export const conversationParamsSchema = audienceParamsSchema.extend({ conversationId: idParam });
export const messageParamsSchema = audienceParamsSchema.extend({ messageId: idParam });
export const userConversationParamsSchema = z.object({ conversationId: idParam });
export const userMessageParamsSchema = z.object({ messageId: idParam });
export const schoolParamsSchema = z.object({ schoolId: idParam });
export const mutesParamsSchema = z.object({ classId: idParam });
export const liftMuteParamsSchema = z.object({ classId: idParam, studentId: idParam });
export const flagParamsSchema = z.object({ flagId: idParam });
export const attachmentParamsSchema = audienceParamsSchema.extend({ attachmentId: idParam });

/** A client's id for one action, so a double click or retry does it once. */
const clientId = z
  .string()
  .trim()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

const recordId = z.string().trim().min(1).max(40);

/** An IANA time zone this runtime knows. */
export const timeZoneField = z
  .string({ error: M.timeZoneInvalid })
  .trim()
  .min(1, M.timeZoneInvalid)
  .max(64, M.timeZoneInvalid)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, M.timeZoneInvalid);

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.quietHoursInvalid);
export const quietHoursSchema = z.object({ start: clockTime, end: clockTime });

// ---------------------------------------------------------------------------------------------
// Starting a conversation

export const createConversationSchema = z.object({
  classId: recordId,
  kind: z.enum(CONVERSATION_KINDS),
  /** direct, family: one student; group: two or more. */
  studentIds: z
    .array(recordId)
    .max(CHAT_LIMITS.groupStudents * 2)
    .optional(),
  /** parents: the other parent. */
  parentId: recordId.optional(),
  title: z.string().trim().max(CHAT_LIMITS.title).optional(),
  /** Announcements only: whether students and families may answer (off unless asked). */
  repliesAllowed: z.boolean().optional(),
  clientId,
});
export type CreateConversation = z.infer<typeof createConversationSchema>;

export const createdConversationSchema = z.object({
  id: z.string(),
  /** False when the same start was already made (a retry): the same conversation. */
  created: z.boolean(),
});

// ---------------------------------------------------------------------------------------------
// Reading

export const memberSchema = z.object({
  key: z.string(),
  kind: z.enum(MEMBER_KINDS),
  name: z.string(),
  role: z.enum(MEMBER_ROLES),
  permanent: z.boolean(),
  you: z.boolean(),
  /** The member's account or student id (to mute, lift or block by). */
  id: z.string(),
  /** The reader created the conversation and may remove this member (never a permanent one). */
  mayRemove: z.boolean(),
  /** For the class's teachers, on a student: the mute that holds; null where muting is not theirs. */
  mute: z.object({ muted: z.boolean(), until: isoDate.nullable() }).nullable(),
  /** For a parent, on another parent: whether they blocked them; null where blocking is not theirs. */
  blocked: z.boolean().nullable(),
});
export type ChatMember = z.infer<typeof memberSchema>;

/** A picture or PDF on a message (point 9), as chat's screens show it. */
export const attachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type ChatAttachmentInfo = z.infer<typeof attachmentSchema>;
export const uploadedAttachmentSchema = z.object({ attachment: attachmentSchema });

/** The attachment upload's query: the file's name as the person chose it. */
export const attachmentUploadQuerySchema = z.object({
  name: z
    .string({ error: M.attachmentNameInvalid })
    .trim()
    .min(1, M.attachmentNameInvalid)
    .max(255, M.attachmentNameInvalid),
});

/** The attachment upload's body: the raw bytes (the route parses application/octet-stream). */
export const attachmentBytesSchema = z
  .custom<Buffer>((value) => value instanceof Uint8Array, M.attachmentBytesRequired)
  .meta({ type: 'string', format: 'binary' });

export const messageSchema = z.object({
  id: z.string(),
  senderKey: z.string(),
  senderName: z.string(),
  mine: z.boolean(),
  /** Null once withdrawn, except for those who keep the record (school admins, exports). */
  body: z.string().nullable(),
  withdrawn: z.boolean(),
  urgent: z.boolean(),
  createdAt: isoDate,
  deliveredAt: isoDate.nullable(),
  /** The sender's own view of their message; null on others' messages. */
  state: z.enum(DELIVERY_STATES).nullable(),
  /** When it is held for the delivery window: the moment it will arrive (sender only). */
  deliverAt: isoDate.nullable(),
  /** Until when the sender may still withdraw it; null when they may not. */
  withdrawableUntil: isoDate.nullable(),
  /** A care flag was raised on it (shown to the class's teachers and the lead only). */
  flagged: z.boolean(),
  /** Its pictures and PDFs; none once withdrawn, except for those who keep the record. */
  attachments: z.array(attachmentSchema.extend({ url: z.string() })),
});
export type ChatMessage = z.infer<typeof messageSchema>;

export const conversationSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(CONVERSATION_KINDS),
  classId: z.string(),
  classTitle: z.string(),
  /** As the viewer sees it: "Maria Gomez", "Group: Ana, Ben, Carla", "Announcements". */
  title: z.string(),
  /** Who sees what is written: "Maria, Maria’s parents and you". */
  audience: z.string(),
  lastMessage: z
    .object({ preview: z.string(), senderName: z.string(), at: isoDate, withdrawn: z.boolean() })
    .nullable(),
  unread: z.number().int(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationListSchema = z.object({
  conversations: z.array(conversationSummarySchema),
  /** Unread messages in all the caller's conversations (of the class asked for), every page. */
  unread: z.number().int(),
  /** More conversations follow: ask again with `offset` the number shown. */
  hasMore: z.boolean(),
});
export type ConversationList = z.infer<typeof conversationListSchema>;

export const conversationListQuerySchema = z.object({
  classId: recordId.optional(),
  /** How many conversations the reader already has: the next page starts after them. */
  offset: z.coerce.number().int().min(0).max(10_000).optional(),
});

export const threadSchema = z.object({
  conversation: conversationSummarySchema.extend({
    members: z.array(memberSchema),
    mayWrite: z.boolean(),
    /** Why the viewer cannot write, in a sentence; null when they can. */
    whyReadOnly: z.string().nullable(),
    mayLeave: z.boolean(),
    repliesAllowed: z.boolean(),
    /** The viewer may send an urgent safety message, delivered at once. */
    mayUrgent: z.boolean(),
    /** "Show in my language": the school turned it on and this Lectio has a provider. */
    translation: z.object({ available: z.boolean() }),
    /** The viewer may attach pictures and PDFs (never a student under 13). */
    mayAttach: z.boolean(),
  }),
  messages: z.array(messageSchema),
  /** Older messages exist before the first one given: ask again with `before` its id. */
  hasEarlier: z.boolean(),
});
export type ChatThread = z.infer<typeof threadSchema>;

/** A thread's page: the latest messages, or those before one the reader already has. */
export const threadQuerySchema = z.object({ before: recordId.optional() });

// ---------------------------------------------------------------------------------------------
// Writing

export const sendMessageSchema = z
  .object({
    body: z.string({ error: M.bodyRequired }).trim().max(CHAT_LIMITS.body, M.bodyTooLong),
    clientId,
    /** An urgent safety message: delivered at once, audited; designated staff only. */
    urgent: z.boolean().optional(),
    /** Attachments the sender uploaded to this conversation and has not sent yet (point 9). */
    attachmentIds: z
      .array(recordId)
      .max(CHAT_LIMITS.attachmentsPerMessage, M.tooManyAttachments)
      .optional(),
  })
  // Words, or at least one attachment: an empty message says nothing.
  .refine((input) => input.body !== '' || (input.attachmentIds?.length ?? 0) > 0, {
    message: M.bodyRequired,
    path: ['body'],
  });
export type SendMessage = z.infer<typeof sendMessageSchema>;

export const sentMessageSchema = z.object({ message: messageSchema });

export const reportSchema = z.object({
  reason: requiredText(M.reasonRequired, CHAT_LIMITS.reason),
});
export const removeMemberSchema = z.object({ memberKey: z.string().trim().min(3).max(50) });
export const okSchema = z.object({ ok: z.literal(true) });

// ---------------------------------------------------------------------------------------------
// Who may be messaged

export const recipientsSchema = z.object({
  classId: z.string(),
  classTitle: z.string(),
  enabled: z.boolean(),
  /** Why chat is off or limited for the caller here; null when all is open. */
  notice: z.string().nullable(),
  students: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      /** Who would see a private conversation: "Maria, Maria’s parents and you". */
      audience: z.string().nullable(),
      /** Why the student cannot be messaged privately; null when they can. */
      refusal: z.string().nullable(),
      /** Whether the student may be put in a group or class conversation. */
      mayJoinGroups: z.boolean(),
      hasParents: z.boolean(),
    }),
  ),
  /** For a student or parent: the class's teachers they would write to. */
  teachers: z.array(z.string()),
  /** For a parent where the school allows parents to message parents. */
  parents: z.array(z.object({ id: z.string(), name: z.string() })),
  /** For a parent: their own children in this class. */
  children: z.array(z.object({ id: z.string(), name: z.string() })),
  mayStart: z.array(z.enum(CONVERSATION_KINDS)),
});
export type ChatRecipients = z.infer<typeof recipientsSchema>;

export const chatClassesSchema = z.object({
  classes: z.array(
    z.object({ id: z.string(), title: z.string(), enabled: z.boolean(), teacher: z.boolean() }),
  ),
});
export type ChatClasses = z.infer<typeof chatClassesSchema>;

// ---------------------------------------------------------------------------------------------
// Settings

const staffChoice = recordId.nullable();

export const schoolChatSettingsSchema = z.object({
  schoolId: z.string(),
  schoolName: z.string(),
  enabled: z.boolean(),
  timeZone: z.string().nullable(),
  safeguardingLeadId: z.string().nullable(),
  observerId: z.string().nullable(),
  alwaysObserver: z.boolean(),
  parentMessaging: z.boolean(),
  parentsSeeReads: z.boolean(),
  translation: z.boolean(),
  /** Whether the caller may change these (an admin of the school). */
  mayManage: z.boolean(),
  /** The school's staff, to name the lead and the observer from. */
  staff: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
});
export type SchoolChatSettings = z.infer<typeof schoolChatSettingsSchema>;

export const updateSchoolChatSchema = z.object({
  enabled: z.boolean(),
  timeZone: timeZoneField,
  safeguardingLeadId: staffChoice,
  observerId: staffChoice,
  alwaysObserver: z.boolean(),
  parentMessaging: z.boolean(),
  parentsSeeReads: z.boolean(),
  translation: z.boolean(),
});
export type UpdateSchoolChat = z.infer<typeof updateSchoolChatSchema>;

export const independentChatSchema = z.object({
  /** Turning on needs the terms accepted; turning off does not. */
  enabled: z.boolean(),
  acceptTerms: z.boolean().optional(),
  timeZone: timeZoneField,
});
export type IndependentChat = z.infer<typeof independentChatSchema>;

export const myChatSettingsSchema = z.object({
  quietHours: quietHoursSchema.nullable(),
  emailOff: z.boolean(),
});
export type MyChatSettings = z.infer<typeof myChatSettingsSchema>;

export const chatSettingsSchema = z.object({
  schools: z.array(schoolChatSettingsSchema),
  /** A teacher with classes outside any school: their own switch; null otherwise. */
  independent: z
    .object({ enabled: z.boolean(), timeZone: z.string().nullable(), termsVersion: z.string() })
    .nullable(),
  me: myChatSettingsSchema,
});
export type ChatSettings = z.infer<typeof chatSettingsSchema>;

// ---------------------------------------------------------------------------------------------
// Moderation

export const muteSchema = z.object({ studentId: recordId, duration: z.enum(MUTE_DURATIONS) });
export const mutesSchema = z.object({
  mutes: z.array(z.object({ studentId: z.string(), name: z.string(), until: isoDate.nullable() })),
});

export const careFlagSchema = z.object({
  id: z.string(),
  source: z.enum(['message', 'reflection', 'room']),
  categories: z.array(z.string()),
  phrase: z.string(),
  excerpt: z.string(),
  studentName: z.string().nullable(),
  authorName: z.string(),
  classTitle: z.string(),
  /** Where the lead reads it in full. */
  link: z.string(),
  createdAt: isoDate,
  dismissedAt: isoDate.nullable(),
  dismissedBy: z.string().nullable(),
});
export type CareFlag = z.infer<typeof careFlagSchema>;
export const careFlagsSchema = z.object({
  flags: z.array(careFlagSchema),
  /** The caller leads safeguarding somewhere (designated lead, school admin, own classes). */
  leads: z.boolean(),
  /** The caller is a school admin: the school's conversations may be searched and exported. */
  oversees: z.boolean(),
});
export type CareFlags = z.infer<typeof careFlagsSchema>;

// ---------------------------------------------------------------------------------------------
// Oversight (point 6)

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Use a real date');

export const dateRangeSchema = z.object({ from: day.optional(), to: day.optional() });

export const oversightQuerySchema = dateRangeSchema.extend({
  /** Words in the messages. */
  q: z.string().trim().max(100).optional(),
  classId: recordId.optional(),
});
export type OversightQuery = z.infer<typeof oversightQuerySchema>;

export const oversightListSchema = z.object({
  conversations: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(CONVERSATION_KINDS),
      classId: z.string(),
      classTitle: z.string(),
      title: z.string(),
      /** Messages in the range (all, withdrawn included). */
      messages: z.number().int(),
      lastAt: isoDate.nullable(),
    }),
  ),
});
export type OversightList = z.infer<typeof oversightListSchema>;

export const exportParamsSchema = z.object({
  conversationId: idParam,
  format: z.enum(['csv', 'pdf']),
});

export const oversightLogSchema = z.object({
  entries: z.array(
    z.object({
      at: isoDate,
      adminName: z.string(),
      action: z.enum(['read', 'export']),
      conversationId: z.string(),
    }),
  ),
});
export type OversightLog = z.infer<typeof oversightLogSchema>;

export const studentParamsSchema = z.object({ studentId: idParam });
/** Students under 13 whose COPPA consent the caller may give (point 10), and whether given. */
export const consentsSchema = z.object({
  students: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      classTitles: z.array(z.string()),
      consentedAt: isoDate.nullable(),
    }),
  ),
});
export type ChatConsents = z.infer<typeof consentsSchema>;
export const blockSchema = z.object({ userId: recordId });
export const blockParamsSchema = z.object({ userId: idParam });
export const blocksSchema = z.object({
  blocked: z.array(z.object({ id: z.string(), name: z.string() })),
});
