export const FAMILY_MESSAGES = {
  notFound: 'Not found',
  locked: 'This work is approved or archived: email the teacher to ask for a change.',
} as const;
