import { DELETION_DUE_HOURS } from '../schemas/privacy';

/**
 * Student privacy: exports, deletion and parents' deletion requests. Our own wording (the
 * spec shows none of these texts). The API answers its messages in `{ errors }` and the
 * screens show the same strings.
 */

/** A date and time for people: 'May 3, 2026, 2:05 PM' in the reader's zone (or the one given). */
export function formatDateTime(iso: string, timeZone?: string): string {
  const text = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
  return timeZone === 'UTC' ? `${text} UTC` : text;
}

export const PRIVACY_SCREENS = {
  /** The class page's student rows (teachers). */
  students: {
    exportJson: 'Export data (JSON)',
    exportPdf: 'Export data (PDF)',
    ofStudent: (name: string) => `of ${name}`,
    delete: 'Delete student…',
    confirmTitle: (name: string) => `Delete ${name}?`,
    confirmBody: (name: string) =>
      `${name}’s account is deleted for good, in every class: writing, comments, points, avatar and links to parents. This cannot be undone. To keep the account, remove ${name} from this class instead.`,
    confirm: 'Delete for good',
    cancel: 'Cancel',
    deleted: (name: string) => `${name}’s account and data were deleted.`,
    failed: 'We could not delete this account. Check your connection and try again.',
    requestsTitle: 'Deletion requests',
    requested: (name: string, due: string) =>
      `A parent asked for ${name}’s account to be deleted. It will be deleted automatically by ${due}.`,
    deleteNow: 'Delete now',
    deleteNowConfirm: (name: string) =>
      `${name}’s account, writing, points and avatar are deleted for good, in every class.`,
  },
  /** The parent area, per child. */
  parent: {
    dataTitle: 'Data and account',
    dataNote: (firstName: string) =>
      `Download everything ${firstName}’s account holds, or ask for the account to be deleted.`,
    exportJson: 'Export data (JSON)',
    exportPdf: 'Export data (PDF)',
    ofChild: (firstName: string) => `of ${firstName}`,
    request: 'Request account deletion…',
    confirmTitle: (firstName: string) => `Delete ${firstName}’s account?`,
    confirmBody: (firstName: string) =>
      `We tell ${firstName}’s teachers and the Lectio team. ${firstName}’s account, writing, points and avatar are deleted for good within ${DELETION_DUE_HOURS} hours. Export the data first to keep a copy.`,
    confirm: 'Request deletion',
    cancel: 'Cancel',
    pending: (firstName: string, due: string) =>
      `Deletion requested. ${firstName}’s account will be deleted by ${due}.`,
    withdraw: 'Withdraw the request',
    withdrawn: 'The request was withdrawn. Nothing will be deleted.',
    failed: 'We could not send the request. Check your connection and try again.',
  },
  /** The platform admin page. */
  admin: {
    title: 'Deletion requests',
    pendingTitle: 'Waiting',
    recentTitle: 'Done in the last 30 days',
    none: 'None.',
    requested: (label: string, created: string, due: string) =>
      `${label}: asked ${created}, due by ${due}`,
    deletedStudent: 'Deleted student',
    deleteNow: 'Delete now',
    ofStudent: (label: string) => `for ${label}`,
    deleteNowLabel: (label: string) => `Delete ${label}’s account now?`,
    done: (label: string) => `${label}: the account was deleted.`,
    completed: (label: string, at: string, via: string) => `${label}: deleted ${at} (${via})`,
    cancelled: (label: string, created: string) => `${label}: asked ${created}, withdrawn`,
    via: { educator: 'by a teacher', admin: 'by an admin', schedule: 'on schedule' },
    failed: 'We could not carry out this request. Try again.',
  },
  /** Section titles of the PDF export. */
  pdf: {
    bookName: (name: string) => `Data export: ${name}`,
    reference: 'DATA-EXPORT',
    profile: 'Profile',
    firstName: 'First name',
    lastName: 'Last name',
    gradeLevel: 'Grade level',
    username: 'Username',
    email: 'Email',
    password: 'Password',
    passwordSet: 'set (not shown)',
    passwordNotSet: 'not set',
    avatar: 'Avatar',
    createdAt: 'Account created',
    exportedAt: 'Exported',
    classes: 'Classes',
    joined: 'joined',
    noClasses: 'In no class.',
    status: 'Status',
    words: 'Words',
    score: 'Score',
    comments: 'Comments',
    submitted: 'Handed in',
    notSubmitted: 'not handed in',
    points: 'Points',
    balance: 'Balance',
    avatarItems: 'Avatar items owned',
    none: 'None.',
    parents: 'Parents and guardians',
    notSet: '—',
  },
} as const;

/** File names of the downloads: `lectio-maria-gomez-data.json`. */
export function exportFileName(firstName: string, lastName: string, extension: string): string {
  const slug = `${firstName} ${lastName}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `lectio-${slug || 'student'}-data.${extension}`;
}
