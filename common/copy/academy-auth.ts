import { LEGAL } from '../constants';
import { ACADEMY_NAME } from './academy';

/**
 * The Academy's account screens and answers (issue 13, point 2), in one place: the pages,
 * the server and the tests all read them from here. Validation messages of SPEC §5 stay in
 * common/validation/messages.ts and are shared with the Journals site.
 */

export { ACADEMY_NAME };

/** Who signs in on each Academy page: instructors (teacher accounts) or participants. */
export type AcademyRole = 'instructor' | 'participant';

export const ACADEMY_AUTH_TITLES = {
  signIn: {
    instructor: `Sign in to ${ACADEMY_NAME}`,
    participant: 'Sign in to your participant account',
  },
  signUp: {
    instructor: 'Create your instructor account',
    participant: 'Create your participant account',
  },
} as const;

export const ACADEMY_AUTH_SUBTITLES = {
  instructor: 'For teachers, catechists and ministry leaders who build courses.',
  participant: 'For adults and young people taking a course.',
} as const;

/** The coloured panel beside the form. */
export const ACADEMY_AUTH_PANEL = {
  instructor:
    'Build courses of chapters and lessons, publish them with a private join link, and guide each participant’s reflections.',
  participant:
    'Follow a course at your own pace: read, pray and reflect, and hear back from your instructor.',
} as const;

/** The links between the four pages (each page links to its counterparts and home). */
export const ACADEMY_AUTH_LINKS = {
  back: 'Academy home',
  toInstructor: 'Are you an instructor? Sign in here',
  toParticipant: 'Taking a course? Sign in as a participant',
  toInstructorSignUp: 'Are you an instructor? Create an instructor account',
  toParticipantSignUp: 'Taking a course? Create a participant account',
  journalsTeacher:
    'Teachers who use Lectio Journals sign in as instructors with the same email and password.',
} as const;

export const ACADEMY_AUTH_LABELS = {
  birthDate: 'Date of birth',
  guardianEmail: 'Parent or guardian’s email',
  resendToGuardian: 'Resend the email to my parent or guardian',
} as const;

/** The end of the terms box's sentence (its start is the Journals one, TERMS_CONSENT). */
export const ACADEMY_TERMS_AFTER = {
  instructor: `, and I am at least ${LEGAL.adultAge} years old.`,
  participant: ', and the details I give, my date of birth included, are true.',
} as const;

export const ACADEMY_AUTH_HINTS = {
  birthDate: `We use it only to check your age: participants under ${LEGAL.adultAge} need a parent or guardian’s consent.`,
  guardianEmail: `You are under ${LEGAL.adultAge}, so a parent or guardian must agree before your account opens. We will email them a link.`,
} as const;

/** Age rules of SPEC §5 and §9: adults hold accounts, 13 to 17 with consent, under 13 never. */
export const ACADEMY_AGE = {
  adult: LEGAL.adultAge,
  minimum: LEGAL.childPrivacyAge,
} as const;

/** What the Academy's account calls answer in `errors` and `message`. */
export const ACADEMY_AUTH_MESSAGES = {
  birthDateRequired: 'Date of birth is required',
  birthDateInvalid: 'Date of birth is invalid',
  under13: `Sorry, you must be at least ${LEGAL.childPrivacyAge} to create a ${ACADEMY_NAME} account. Children under ${LEGAL.childPrivacyAge} need the consent of a parent or their school, so a parent, guardian or teacher must set up their learning with them. We have not kept any of the details you entered.`,
  guardianRequired: `Participants under ${LEGAL.adultAge} need a parent or guardian’s consent. Please enter their email address.`,
  guardianNotOwn: 'Please enter your parent or guardian’s own email address, not yours.',
  awaitingGuardian:
    'Your account is waiting for your parent or guardian’s consent. We emailed them a link; you can sign in once they have agreed.',
  guardianResent:
    'If this account is waiting for consent, we have emailed your parent or guardian again.',
  parentsRefused: `Parent accounts are for Lectio Journals, not ${ACADEMY_NAME}. Sign in on the Journals site, or create a participant account to take a course.`,
  studentsRefused: `Student accounts are for your class on Lectio Journals. ${ACADEMY_NAME} has accounts of its own: create a participant account to take a course.`,
  participantNotInstructor:
    'This is a participant account. Please sign in on the participant page.',
  academyAccountOnJournals: `This account is for ${ACADEMY_NAME}, our courses site. Please sign in there.`,
  consentInvalid: 'This consent link is invalid, has expired or has already been used.',
  consentMissing: 'This consent link is incomplete.',
} as const;

/** After sign-up: where the answer sends the browser, and what the sign-in page then says. */
export const ACADEMY_SIGNUP_DONE = {
  checkEmail:
    'Thank you for signing up! Please open the confirmation link we sent to your email address, then sign in here.',
  waitingTitle: 'Waiting for your parent or guardian',
  waiting:
    'We have emailed your parent or guardian a link to agree to your account. Once they have, we will email you, and you can sign in here.',
} as const;

/** The page a parent or guardian opens from the consent email. */
export const GUARDIAN_CONSENT = {
  title: 'Parent or guardian consent',
  loading: 'Loading ...',
  intro: (firstName: string, email: string) =>
    `${firstName} (${email}) has asked to join ${ACADEMY_NAME}, Lectio’s courses site, and named you as their parent or guardian. They are under ${LEGAL.adultAge}, so their account opens only with your consent.`,
  agreeHeading: 'By consenting, you agree that',
  agreements: (firstName: string) => [
    `${firstName} may use ${ACADEMY_NAME} with their own account: join courses, write reflections that their instructors read and answer, and take part in course discussion boards;`,
    `Lectio keeps and uses ${firstName}’s information as the Privacy Policy describes, under the Terms of Use;`,
    'you may withdraw your consent at any time by writing to us, and the account is then closed.',
  ],
  readBefore: 'Please read the ',
  terms: 'Terms of Use',
  and: ' and the ',
  privacy: 'Privacy Policy',
  readAfter: ' before you decide.',
  newTab: ' (opens in a new tab)',
  consent: 'I consent',
  decline: 'If you do not agree, simply close this page: the account stays closed.',
  done: (firstName: string) =>
    `Thank you. ${firstName} can now sign in to ${ACADEMY_NAME}; we have let them know by email.`,
} as const;

/** The signed-in landing pages (the course features replace them later in issue 13). */
export const ACADEMY_AREAS = {
  logOut: 'Log out',
  loggingOut: 'Logging out ...',
} as const;
