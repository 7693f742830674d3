export const FAMILY_MESSAGES = {
  notFound: 'Not found',
  locked: 'This work is approved or archived: email the teacher to ask for a change.',
  /** Issue 12 (part "parents"): the parent home's calls refuse other account types so. */
  parentsOnly: 'Sign in with a parent account to see your children',
} as const;

/**
 * Linking a child with a teacher's invitation code from the parent home (issue 12, point 1).
 * Our own wording; the API answers them under `code`, and the form shows the same strings.
 */
export const LINK_CHILD_MESSAGES = {
  codeRequired: 'Enter the invitation code from the teacher’s email',
  codeUnknown:
    'We don’t recognise this code. Check it against the teacher’s email, or paste the whole link.',
  codeExpired: 'This invitation has expired. Ask the teacher to send a new one.',
  codeUsed:
    'This invitation has already been used or replaced by a newer one. Ask the teacher for a new one if you still need it.',
  confirmFirst:
    'Confirm your email address first: open the link we emailed you, then enter the code again.',
  tooManyTries: 'Too many codes tried. Please wait 15 minutes and try again.',
} as const;
