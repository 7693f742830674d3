import { FAMILY_DIGEST_SCHEDULE } from '../family-digest/schedule';

/** Copy of the weekly family digest: its email, the account setting and the unsubscribe page. */
export const FAMILY_DIGEST_COPY = {
  email: {
    subject: (childNames: string) => `This week in Lectio: ${childNames}`,
    heading: 'Your family’s week in Lectio',
    intro: (week: string) =>
      `Here is your family’s week, ${week}: what they wrote, and the feedback their teachers gave.`,
    wrote: (name: string) => `What ${name} wrote`,
    feedback: (name: string) => `Feedback for ${name}`,
    status: { approved: 'Approved', returned: 'Returned for revision', handedIn: 'Handed in' },
    returnNote: 'Note from the teacher',
    approved: (title: string) => `“${title}” was approved.`,
    returned: (title: string) => `“${title}” was returned for revision.`,
    comment: (teacher: string, title: string) => `${teacher} commented on “${title}”`,
    points: (points: number) => `${points} ${points === 1 ? 'point' : 'points'} earned this week.`,
    button: 'Open your family page',
    after: `You get this digest once a week, ${FAMILY_DIGEST_SCHEDULE.label}, only when something happened. To stop it, change your email settings: `,
    reason: 'You received this email because you are linked to a child’s Lectio account.',
    unsubscribe: 'Unsubscribe from the weekly family digest',
  },
  setting: {
    title: 'Weekly family digest',
    intro: `An email on ${FAMILY_DIGEST_SCHEDULE.label} with what your children wrote and the feedback they received that week. No email in a week when nothing happened.`,
    label: 'Email me the weekly family digest',
    on: 'The weekly family digest is on.',
    off: 'The weekly family digest is off.',
    loading: 'Loading your digest setting',
    failed: 'Your digest setting could not be loaded.',
    saveFailed: 'This could not be saved. Check your connection and try again.',
  },
  unsubscribe: {
    title: 'Unsubscribe from the weekly family digest',
    intro:
      'Lectio will stop sending you the weekly digest of your children’s writing. You can still read everything on your family page.',
    confirm: 'Unsubscribe',
    working: 'Unsubscribing…',
    done: 'You are unsubscribed',
    doneBody:
      'Lectio will not send you the weekly family digest any more. You can turn it back on from your account page at any time.',
    already: 'The weekly family digest is already off for your account.',
    invalidTitle: 'This link does not work',
    invalid: 'This unsubscribe link is not valid. Sign in and change your email settings instead.',
    failed: 'This did not work. Check your connection and try again.',
    home: 'Go to Lectio',
  },
} as const;
