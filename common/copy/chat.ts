import { CHAT_LIMITS } from '../chat/rules';
import { formatBytes } from '../uploads/kinds';

/** What chat says (issue 17). One source for the server's refusals and the screens. */
export const CHAT_MESSAGES = {
  /** A private conversation with a minor needs a second adult, and there is none to add. */
  noSecondAdult: (firstName: string) =>
    `${firstName} has no linked parent and your school has no safeguarding observer, so ${firstName} cannot be messaged privately. Send a group or class message instead.`,
  /** The same, for a class or announcement whose only student is a minor with no second adult. */
  onlyStudentNoSecondAdult:
    'The only student here has no linked parent and your school has no safeguarding observer, so this conversation would be private with a child. Invite a parent from the class page, or ask your school to name an observer.',
  studentNoSecondAdult:
    'You cannot start a private conversation yet: a parent needs to be linked to your account first. Ask your teacher.',
  noLinkedParent: (firstName: string) =>
    `${firstName} has no linked parent yet. Invite a parent from the class page first.`,
  classArchived: 'This class is archived: its conversations can be read but not added to.',
  chatOff:
    'Messages are off for this class. A school admin turns them on for the school; a teacher without a school turns them on by accepting the safe-environment terms.',
  conversationNotFound: 'We could not find that conversation.',
  messageNotFound: 'We could not find that message.',
  classNotFound: 'We could not find that class.',
  studentNotInClass: 'That student is not in this class.',
  notYourChild: 'You can message only the teachers of your own child’s class.',
  studentsOnlyTheirTeachers: 'Students can message only their teachers.',
  parentMessagingOff: 'Messages between parents are off at this school.',
  blocked: 'You cannot message this parent.',
  notAParentOfClass: 'That parent has no child in this class.',
  groupNeedsStudents: 'Choose at least two students for a group.',
  groupTooLarge: `A group can have at most ${CHAT_LIMITS.groupStudents} students. Use a class message instead.`,
  kindNotForYou: 'You cannot start this kind of conversation.',
  under13NoConsent: (firstName: string) =>
    `${firstName} is under 13 and has no consent to message yet, so ${firstName} sees announcements only. A parent or the school can give consent.`,
  under13Student:
    'You can read announcements. To message your teachers, a parent or your school needs to give consent first.',
  muted: 'Your teacher has paused your messages in this class for now.',
  readOnly: 'You are copied on this conversation and cannot write in it.',
  repliesOff: 'Replies are off for this announcement.',
  left: 'You have left this conversation.',
  bodyRequired: 'Write a message first.',
  bodyTooLong: `A message can be at most ${CHAT_LIMITS.body} characters.`,
  reasonRequired: 'Say why you are reporting this message.',
  permanentMember:
    'This adult is here to keep the conversation safe and cannot leave or be removed.',
  cannotRemoveMember: 'Only the teacher who started this conversation can remove someone.',
  studentsCannotWithdraw:
    'Students cannot withdraw a message. Ask your teacher if something is wrong.',
  withdrawOwnOnly: 'You can withdraw only your own messages.',
  withdrawTooLate: 'A message can be withdrawn only in the first 5 minutes.',
  alreadyWithdrawn: 'This message was already withdrawn.',
  urgentNotAllowed:
    'Only your school’s designated safeguarding staff can send urgent safety messages.',
  schoolAdminsOnly: 'Only this school’s admins can change its chat settings.',
  staffNotInSchool: 'Choose someone on this school’s staff.',
  timeZoneInvalid: 'Choose a time zone from the list.',
  quietHoursInvalid: 'Quiet hours need a start and an end, as HH:MM.',
  quietHoursWholeDay: 'Your quiet hours would leave no time for messages to arrive.',
  termsRequired: 'Accept the safe-environment terms to turn messages on.',
  independentOnly: 'Your classes belong to a school: its admins turn messages on.',
  flagNotFound: 'We could not find that care flag.',
  muteNotFound: 'That student is not muted.',
  withdrawnPlaceholder: 'Message withdrawn',
  oversightAdminsOnly: 'Only a school’s admins can search and export its conversations.',
  consentNotAllowed:
    'Only the student’s parent or an admin of the student’s school can give consent.',
  blockParentsOnly: 'Only parents can block another parent.',
  // Attachments (point 9).
  bodyOrAttachmentRequired: 'Write a message or attach a file first.',
  attachmentsUnder13: 'Students under 13 cannot send pictures or files in messages.',
  attachmentTooLarge: `That file is larger than ${formatBytes(CHAT_LIMITS.attachmentBytes)}.`,
  attachmentWrongType: 'You can attach pictures (PNG, JPEG, WebP or GIF) and PDF documents only.',
  attachmentEmpty: 'That file is empty. Choose another one.',
  attachmentBytesRequired: 'Send the file’s bytes as application/octet-stream.',
  attachmentNameInvalid: 'Give the file a name of at most 255 characters.',
  attachmentUnreadable: 'This picture could not be read; it may be damaged.',
  tooManyAttachments: `A message can carry at most ${CHAT_LIMITS.attachmentsPerMessage} attachments.`,
  tooManyPending: 'Send or remove the files you already attached before adding more.',
  attachmentNotFound: 'We could not find that attachment.',
  attachmentsNotYours:
    'An attachment could not be added: it was sent already, or it was not attached by you in this conversation.',
  attachmentOnly: 'Sent an attachment',
} as const;

/** The email to the safeguarding lead when the care flag is raised (issue 17, point 8). */
export const CARE_FLAG_EMAIL = {
  subject: (classTitle: string) => `Care flag in ${classTitle}: please read it now`,
  heading: 'Something written in Lectio may need your attention',
  what: (authorName: string, classTitle: string) =>
    `Lectio’s care check found words about self-harm, abuse or a threat in something ${authorName} wrote in ${classTitle}.`,
  how: 'Nothing was hidden from the class’s teacher, and no one outside your school was told. Open the care flags to read it in full; if it is a false positive, dismiss it in one click.',
  button: 'Read the care flag',
  reason: 'You receive this because you are the safeguarding lead for this class in Lectio.',
} as const;

/** A conversation exported by a school admin (issue 17, point 6). */
export const CHAT_EXPORT = {
  columns: ['Sent at (UTC)', 'From', 'Message', 'State', 'Urgent'],
  delivered: 'Delivered',
  waiting: 'Waiting for the delivery window',
  withdrawn: (at: string) => `Withdrawn by the sender at ${at}`,
  urgent: 'Urgent safety message',
  pdfTitle: (title: string) => `Conversation: ${title}`,
  pdfKicker: 'Lectio · Conversation record',
  pdfRange: (from: string | null, to: string | null) =>
    from || to ? `Messages from ${from ?? 'the start'} to ${to ?? 'today'}` : 'All messages',
  facts: {
    classTitle: 'Class',
    range: 'Covers',
    people: 'People in it',
    times: 'Times in',
    exported: 'Exported by',
  },
  footer: (page: number, pages: number) =>
    `Confidential: a school's safeguarding record from Lectio · Page ${page} of ${pages}`,
  empty: 'No messages in this range.',
  attachments: (names: string[]) => `[Attachments: ${names.join(', ')}]`,
  formerAdmin: 'A former admin',
} as const;
