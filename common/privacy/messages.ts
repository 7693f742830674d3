import { SESSION_MESSAGES } from '../auth/messages';

export const PRIVACY_MESSAGES = {
  notSignedIn: SESSION_MESSAGES.notSignedIn,
  notFound: 'Not found',
  administratorOnly:
    'Only the teacher who administers this student can delete the account. A parent can ask for it to be deleted.',
  requestNotFound: 'This deletion request does not exist or was already carried out',
} as const;
