import { COVER_NAME_MAX_LENGTH } from './preview';

/** What the store preview says when it refuses or fails (issue 12, point 8). */
export const STORE_PREVIEW_MESSAGES = {
  coverNameRequired: 'Type the name for the cover',
  coverNameTooLong: `Keep the name to ${COVER_NAME_MAX_LENGTH} characters or fewer`,
  coverNameCharacters: 'Use letters, spaces and simple punctuation only',
  childNotInBook: "Please select your child's writing",
  pageNotFound: 'This preview page is not available',
  busy: 'The preview is still being prepared. Please try again in a moment.',
  tooManyPreviews:
    'You have previewed many cover names in a short time. Please wait a few minutes and try again.',
} as const;
