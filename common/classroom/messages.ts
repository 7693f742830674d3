import { AUTH_MESSAGES, SESSION_MESSAGES } from '../auth/messages';

/** Teacher-issued login codes end (issue 15, point 13): what the student sign-in answers. */
export const LOGIN_CODE_MESSAGES = {
  expired: 'This login code has expired. Ask your teacher for a new code.',
  used: 'This login code has already been used. Sign in with your password, or ask your teacher for a new code.',
} as const;

/**
 * The classroom's user-facing messages (issue 5: classes, students, join requests, co-teachers,
 * parent invitations). Our own wording: the spec does not show these texts. The API answers
 * them in `{ errors: { field: message } }`, and the screens show the same strings.
 */
export const CLASSROOM_MESSAGES = {
  notSignedIn: SESSION_MESSAGES.notSignedIn,
  teachersOnly: 'Only teachers can manage classes',
  studentsOnly: 'Sign in as a student to join a class',
  parentsOnly: 'Sign in with a parent account to accept this invitation',

  titleRequired: 'Give the class a name',
  gradeLevelRequired: 'Choose a grade level',
  gradeInvalid: 'Choose a grade from the list',
  subjectRequired: 'Add the subject, e.g. Theology',
  schoolRequired: 'Add the school',
  schoolNameRequired: "Add the school's name",
  streetRequired: 'Add the street address',
  cityRequired: 'Add the city',
  zipRequired: 'Add the ZIP or postal code',
  countryInvalid: 'Choose a country from the list',
  stateRequired: 'Choose a state',
  stateInvalid: 'Choose a state from the list',
  nothingToChange: 'Change at least one field',
  tooLong: (max: number) => `Must be at most ${max} characters`,

  classNotFound: 'This class does not exist or is not yours',
  ownerOnlyDelete: 'Only the teacher who created this class can delete it',
  classHasOrders:
    'Books from this class have orders, so the class cannot be deleted. Contact us if it must go.',

  studentsRequired: 'Add at least one student',
  /** The server's limit on one addition (CLASSROOM_LIMITS.studentsPerRequest). */
  tooManyStudents:
    'You can add up to 200 students at once. Split the list and add the rest in a second go.',
  archivedInvalid: 'Choose whether the class is archived',
  classArchived:
    'This class is archived, so its work can no longer be changed. Ask your teacher to restore the class.',
  moveTargetRequired: 'Choose the class to move the students to',
  moveTargetNotFound: 'Choose a class you teach to move the students to',
  moveSameClass: 'The students are already in this class. Choose another class.',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  usernameInvalid: 'Use 3 to 40 lowercase letters, digits, dots, dashes or underscores',
  usernameTaken: 'This username is taken. Choose another or leave it blank.',
  usernameRepeated: 'Each username appears once',
  studentNotFound: 'This student is not in this class',

  joinRequestNotFound: 'This join request does not exist',
  joinRequestDecided: 'This join request has already been answered',
  accessCodeInvalid: 'This Access Code is not valid. Check it with your teacher.',
  accessCodeFormat: 'Access Codes have 5 letters or numbers',
  tooManyCodeAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  alreadyInClass: 'You are already in this class',

  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  coTeacherNotFound:
    'No teacher account uses this email address. Ask your colleague to sign up as a teacher first, then add them.',
  coTeacherIsOwner: 'This teacher created the class and already teaches it',
  coTeacherNotInClass: 'This teacher is not a co-teacher of this class',
  tooManyCoTeacherLookups: 'Too many addresses tried. Please wait an hour and try again.',

  tooManyInvitationsTo:
    'This address has been sent several invitations in the last hour. Please wait an hour and try again.',
  invitationInvalid: 'This invitation is not valid or has expired. Ask the teacher for a new one.',
  invitationForAnotherAddress:
    'This invitation was sent to another email address. Sign in with that address, or ask the teacher to invite the address of this account.',
} as const;

/** The roster calls' refusals (/api/roster): another account type, or a student not theirs. */
export const ROSTER_MESSAGES = {
  notAllowed: AUTH_MESSAGES.notAllowed,
  notFound: 'Not found',
} as const;
