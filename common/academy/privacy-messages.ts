import type { FormerPostsRule } from './courses';

/**
 * The Academy's privacy (issue 13, point 15): exporting one's data, leaving a course, deleting
 * the Lectio account. One source for the server, the account page and the tests.
 */
export const ACADEMY_PRIVACY_MESSAGES = {
  passwordRequired: 'Enter your password to delete your account.',
  wrongPassword: 'That password is not right. Enter the password you sign in with.',
  tooManyAttempts: (minutes: number) =>
    `Too many wrong passwords. Wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  /** The owner of courses other people are in must hand them over or delete them first. */
  ownsCourses: (titles: string[]) =>
    `First delete or hand over the courses other people are in: ${titles.join(', ')}.`,
  /** A Journals teacher whose classes or students would go with the account. */
  journalsData:
    'Your account also holds Lectio Journals classes or students. Delete them in Lectio Journals first, or write to us so nothing of theirs is lost.',
  /** Leave is for participants; instructors leave from the course's Settings. */
  notAParticipant:
    'You teach this course, so you cannot leave it here. A co-instructor leaves from the course’s Settings.',
} as const;

/** The account page's words. */
export const ACCOUNT_PAGE = {
  title: 'Your account',
  menuLink: 'Your account and data',
  loading: 'Loading your account…',
  loadFailed: 'Your account could not be loaded.',
  retry: 'Try again',
  profile: 'Profile',
  name: 'Name',
  email: 'Email',
  memberSince: 'Member since',
  dataHeading: 'Your data',
  dataIntro:
    'Download everything the Academy holds about you: your courses, progress, reflections with every version and the feedback you received, your board posts, the course messages you sent and your certificates.',
  downloadJson: 'Download (JSON)',
  downloadPdf: 'Download (PDF)',
  coursesHeading: 'Your courses',
  noCourses:
    'You are not taking any course. Courses you join appear here, where you can leave them.',
  findCourses: 'Find a course',
  leave: 'Leave course',
  leaveTitle: (title: string) => `Leave “${title}”?`,
  leaveConfirm: 'Leave the course',
  cancel: 'Cancel',
  leaving: 'Leaving…',
  left: (title: string) => `You left “${title}”.`,
  leaveExplains: [
    'Your progress and your reflections in this course are deleted: your instructors no longer see them.',
    'You can join again with a link, and you would start afresh.',
  ],
  boardPosts: {
    former:
      'Your posts on the course’s board stay, shown as “Former participant” instead of your name.',
    remove: 'Your posts on the course’s board are removed.',
  } satisfies Record<FormerPostsRule, string>,
  deleteHeading: 'Delete account',
  deleteIntro:
    'This deletes your whole Lectio account: the same account signs you in to the Academy and to Lectio Journals.',
  deleteOpen: 'Delete account…',
  deleteTitle: 'Delete your Lectio account?',
  deleteRemoves: [
    'Your name, email address and password: you can no longer sign in to the Academy or Lectio Journals.',
    'Your course memberships, lesson progress, reflections and certificates.',
    'Courses you created that nobody else is in.',
    'Your posts on course boards, or they are shown as “Former participant”, as each course’s instructor chose.',
  ],
  deleteCannotUndo: 'This cannot be undone. Download your data first if you want to keep it.',
  password: 'Your password',
  deleteConfirm: 'Delete my account',
  deleting: 'Deleting…',
  deletedTitle: 'Your account is deleted',
  deletedBody:
    'Your Lectio account and your Academy data are deleted, and you are signed out. Thank you for learning with us.',
  home: 'Go to the Academy home',
} as const;

/** The export's file name, and the words of its PDF. */
export const ACADEMY_EXPORT = {
  fileName: (format: 'json' | 'pdf') => `lectio-academy-data.${format}`,
  pdfTitle: (name: string) => `Your Academy data: ${name}`,
  reference: 'ACADEMY-DATA-EXPORT',
  none: 'Nothing yet.',
  sections: {
    account: 'Account',
    memberships: 'Courses',
    progress: 'Lesson progress',
    reflections: 'Reflections',
    board: 'Discussion Board posts',
    messages: 'Course messages you sent',
    certificates: 'Certificates',
  },
  labels: {
    name: 'Name',
    email: 'Email',
    createdAt: 'Account created',
    exportedAt: 'Exported',
    course: 'Course',
    role: 'Role',
    joinedAt: 'Joined',
    status: 'Status',
    lesson: 'Lesson',
    completedAt: 'Completed',
    notCompleted: 'not completed',
    lastViewedAt: 'Last viewed',
    videoWatched: 'Video watched',
    version: 'Version',
    submittedAt: 'Handed in',
    draft: 'Not handed in yet',
    feedback: 'Feedback',
    thread: 'Thread',
    reply: 'Reply',
    postedAt: 'Posted',
    editedAt: 'Edited',
    reported: 'You reported a post',
    reason: 'Reason',
    code: 'Verification code',
    issuedAt: 'Issued',
    sentAt: 'Sent',
    withdrawnAt: 'Withdrawn',
  },
} as const;
