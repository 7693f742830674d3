import type { BillingAccountKind, BillingMemberRole } from '../billing/plans';

type SchoolKind = Exclude<BillingAccountKind, 'teacher'>;

const KIND_WORD: Record<SchoolKind, string> = { school: 'school', parish: 'parish' };

/**
 * School and parish billing accounts (issue 16, point 1): setting one up, inviting its teachers,
 * joining and leaving. The server's refusals and the billing page's words, in one place.
 */
export const SCHOOL_BILLING_MESSAGES = {
  noSchool:
    'Lectio does not know your school yet. Create a class and give its school, then set up its account here.',
  alreadyHasAccount: (schoolName: string, managers: string) =>
    `${schoolName} already has a billing account, managed by ${managers}. Ask them to invite you.`,
  alreadyMember: (accountName: string) =>
    `You are already in ${accountName}'s billing account. Leave it first.`,
  notManager: 'Only a manager of this account can do that.',
  invitationNotFound: 'This invitation has been withdrawn or already answered.',
  inviteSelf: 'You are already in this account.',
  inviteMember: (email: string) => `${email} is already in this account.`,
  lastManager:
    'An account needs at least one manager. Invite another manager before you leave, or ask them to remove you.',
  memberNotFound: 'That teacher is not in this account.',
  tooManyPending: (max: number) =>
    `${max} invitations are already waiting for an answer. Withdraw some before you send more.`,
  joinPaused: (accountName: string) =>
    `${accountName}'s account is paused until its invoice is paid. Ask its manager, then join.`,
} as const;

export const SCHOOL_BILLING_COPY = {
  sectionTitle: 'School or parish account',
  cancel: 'Cancel',
  setUpIntro: (schoolName: string) =>
    `Does ${schoolName} pay for Lectio? Set up its account: you manage it, invite its teachers, and their classes count to it, with one bill for the school.`,
  setUpNoSchool:
    'When your school or parish pays for Lectio, one account holds all its teachers. Create a class and give its school first; then set up its account here.',
  kindLabel: 'This account is for a',
  kindOptions: [
    { value: 'school', label: 'School' },
    { value: 'parish', label: 'Parish' },
  ] as const,
  billingEmailLabel: 'Billing email (invoices and receipts go here)',
  setUp: 'Set up the account',
  setUpBusy: 'Setting up…',
  setUpConfirm: (schoolName: string) =>
    `Your classes will count to ${schoolName}'s account from now on. If you pay for Standard yourself, it will end when its current period ends and will not renew.`,
  setUpFailed: 'The account could not be set up. Please try again.',
  memberOf: (accountName: string, kind: SchoolKind) =>
    `Your classes count to ${accountName}'s ${KIND_WORD[kind]} account.`,
  managedBy: (managers: string) => `It is managed by ${managers}.`,
  askManagers: 'Ask them about seats, invoices and workbooks.',
  leave: 'Leave this account',
  leaveBusy: 'Leaving…',
  leaveConfirm: (accountName: string) =>
    `Leave ${accountName}'s account? Your classes and every student's work stay as they are; they count to your own account again, on Small Class unless you start Standard.`,
  leaveFailed: 'You could not leave the account. Please try again.',
  invitationsTitle: 'Invitations for you',
  invitation: (accountName: string, kind: SchoolKind, by: string) =>
    `${by} invites you to join ${accountName}'s ${KIND_WORD[kind]} account.`,
  invitationAsManager: 'You would be one of its managers.',
  invitationEffect:
    'Your classes will count to it, and its managers will see your class names and how many students each has. If you pay for Standard yourself, it will end when its current period ends.',
  accept: 'Join',
  acceptBusy: 'Joining…',
  decline: 'Decline',
  declineBusy: 'Declining…',
  answerFailed: 'Your answer could not be saved. Please try again.',
  teachersTitle: 'Teachers in this account',
  teachersIntro:
    'Each teacher you invite accepts on their own billing page; from then on their classes count here.',
  teacherRole: { manager: 'Manager', member: 'Teacher' } satisfies Record<
    BillingMemberRole,
    string
  >,
  teacherClasses: (classes: number) => `${classes} ${classes === 1 ? 'class' : 'classes'}`,
  you: '(you)',
  remove: 'Remove',
  removeConfirm: (name: string) =>
    `Remove ${name}? Their classes and their students' work stay as they are, and count to their own account again.`,
  removeFailed: 'The teacher could not be removed. Please try again.',
  inviteTitle: 'Invite a teacher',
  inviteEmailLabel: 'Their email',
  inviteRoleLabel: 'They will be',
  inviteRoleOptions: [
    { value: 'member', label: 'A teacher (their classes count here)' },
    { value: 'manager', label: 'A manager (also sees and pays the bills)' },
  ] as const,
  invite: 'Send invitation',
  inviteBusy: 'Sending…',
  invited: (email: string) => `Invitation sent to ${email}.`,
  inviteFailed: 'The invitation could not be sent. Please try again.',
  pendingTitle: 'Waiting for an answer',
  withdraw: 'Withdraw',
  withdrawFailed: 'The invitation could not be withdrawn. Please try again.',
  noPending: 'No invitations are waiting.',
} as const;

/** The invitation email. */
export const SCHOOL_INVITATION_EMAIL = {
  subject: (accountName: string) => `Join ${accountName} on Lectio`,
  heading: 'You are invited to a school account',
  text: (by: string, accountName: string, kind: SchoolKind) =>
    `${by} invites you to join ${accountName}'s ${KIND_WORD[kind]} billing account on Lectio. Your classes would count to it, with one bill for the ${KIND_WORD[kind]}.`,
  how: 'Sign in with this email address and answer on your billing page.',
  button: 'Open my billing page',
  reason:
    'You receive this email because a manager of a Lectio school account invited this address.',
} as const;
