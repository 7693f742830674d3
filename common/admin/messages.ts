export const ADMIN_MESSAGES = {
  adminsOnly: 'This is for Lectio staff only',
  queryTooShort: 'Type at least 2 characters',
  creditsInvalid: 'Grant a whole number of credits from 1 to 1000',
  notFound: 'Not found',
} as const;
