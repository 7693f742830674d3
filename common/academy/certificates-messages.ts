/**
 * The completion certificate's words (issue 13, point 12): the PDF, the course home's panel,
 * the /verify page and the API's refusals. One source for the server, the pages and the tests.
 */
export const CERTIFICATE_COPY = {
  title: 'Certificate of Completion',
  certifies: 'This certifies that',
  hasCompleted: 'has completed the course',
  dateLabel: 'Date',
  instructorLabel: 'Instructor',
  codeLabel: 'Verification code',
  verifyAt: 'Verify at',
  instructorLine: (name: string) => `Instructor: ${name}`,
} as const;

export const CERTIFICATE_MESSAGES = {
  /** Someone else's certificate, or none yet: the same answer. */
  notFound: 'There is no certificate for you in this course yet.',
  /** An unknown or malformed code at /verify. */
  codeNotFound: 'We could not find a certificate with this code.',
  codeHelp: 'Check the code printed at the bottom of the certificate and type it again.',
  tooManyAttempts: 'Too many codes tried. Wait a few minutes and try again.',
} as const;

/** The participant's panel on the course home. */
export const CERTIFICATE_PANEL = {
  completeTitle: 'You completed this course',
  completeBody: (date: string) =>
    `Your certificate was issued on ${date}. Anyone can check it with its code.`,
  download: 'Download certificate',
  verifyLink: 'Open the verification page',
  codeLabel: 'Verification code',
  remainingTitle: 'Your certificate',
  remainingIntro: (percent: number) =>
    `You receive a certificate when you complete ${percent} % of the lessons, with their reflections accepted.`,
  lessonsLeft: (count: number) => `${count} more ${count === 1 ? 'lesson' : 'lessons'} to complete`,
  reflectionsWaiting: (count: number) =>
    `${count} ${count === 1 ? 'reflection' : 'reflections'} waiting for feedback`,
  reflectionsReturned: (count: number) =>
    `${count} ${count === 1 ? 'reflection' : 'reflections'} returned to revise`,
  noLessons: 'This course has no lessons yet, so there is nothing to complete.',
  loading: 'Loading your certificate',
  loadFailed: 'Your certificate could not be loaded.',
  retry: 'Try again',
} as const;

/** The public /verify page. */
export const VERIFY_PAGE = {
  title: 'Verify a certificate',
  intro: 'Type the code printed on a Lectio Academy certificate to confirm it.',
  verified: 'Certificate verified',
  verifiedLead: 'This certificate was issued by Lectio Academy.',
  participant: 'Participant',
  course: 'Course',
  instructor: 'Instructor',
  issued: 'Issued',
  code: 'Code',
  codeField: 'Certificate code',
  codeHint: 'Twelve letters and digits, for example 7KQ2-M9XD-4HTB.',
  codeRequired: 'Type the code printed on the certificate.',
  submit: 'Verify',
  checking: 'Checking the code',
  loadFailed: 'The certificate could not be checked. Try again in a moment.',
  another: 'Check another code',
} as const;
