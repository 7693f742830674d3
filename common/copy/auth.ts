import { DELAYS, LEGAL, PRODUCT_NAME, STUDENT_PASSWORD_MIN_LENGTH } from '../constants';

/**
 * Spec literals of the auth screens (SPEC §2.5, §2.6, §4, §8), to the character, plus our
 * own supporting copy for those screens. Validation messages live in common/validation/messages.ts.
 */

export const AUTH_TITLES = {
  signIn: {
    teacher: `Sign in to ${PRODUCT_NAME}`,
    parent: 'Sign in to your parent account',
    student: 'Sign in to your student account',
  },
  signUp: {
    teacher: 'Create your teacher account',
    parent: 'Create your parent account',
  },
} as const;

export const PARENT_SIGNUP_SUBTITLE = "First up, let's get your parent account created";

export const AUTH_TOGGLE = {
  toSignIn: 'Already a member? Sign in now',
  toSignUp: 'Not a member? Sign up now',
} as const;

export const AUTH_BACK = 'Back';

export const STUDENT_CARD = {
  title: 'Are you a student??',
  link: 'Login Here',
} as const;

export const AUTH_LABELS = {
  email: 'Email',
  studentEmail: 'Email or username',
  password: 'Password',
  studentPassword: 'Password / Login Code',
  confirmPassword: 'Confirm password',
  firstName: 'First name',
  lastName: 'Last name',
  secondEmail: 'Secondary email (optional)',
  newPassword: 'New password',
  signIn: 'Sign in',
  signUp: 'Create account',
  submit: 'Submit',
  or: 'Or',
  forgotPassword: 'Forgot your password?',
  /** Honeypot label: people never see it (it is hidden from assistive technology too). */
  website: 'Website',
} as const;

export const AUTH_HINTS = {
  secondEmail:
    'Some school spam filters hold back our activation email. We send a copy here too; only your main address is verified.',
  studentSignIn: 'Use the username or email and the password or login code your teacher gave you.',
  checkEmail:
    'Thank you for signing up! Please open the confirmation link we sent to your email address, then sign in here.',
} as const;

export const TERMS_CONSENT = {
  before: 'I agree to the ',
  terms: 'Terms of Use',
  middle: ' and the ',
  privacy: 'Privacy Policy',
  after: `, and I am at least ${LEGAL.adultAge} years old.`,
  newTab: ' (opens in a new tab)',
} as const;

export const SIGNUP_SUCCESS =
  'Your account is on its way. Check your inbox for the confirmation link — we are taking you to the sign-in page.';

export const STUDENT_SIGNUP = {
  title: 'Students join through their class',
  body: 'Students cannot sign up without an administrating adult. Your teacher, school or parent creates your account or gives you a class invitation link.',
  howTo:
    'Ask your teacher for your class invitation link or your username and login code, then sign in with them.',
  signInLink: 'Go to student sign in',
} as const;

export const FORGOT_PASSWORD = {
  title: 'Forgot your password?',
  intro:
    'Enter the email address of your account and we will send you a link to choose a new password.',
  studentIntro:
    'Enter your email address or username. If your account has an email address, we will send you a link to choose a new password; otherwise your teacher can reset it for you.',
  submit: 'Send reset link',
  backToSignIn: 'Back to sign in',
} as const;

/** SPEC §4: the modal shown when the forgot-password call succeeds. */
export const CHECK_INBOX_MODAL = {
  title: 'Check your inbox',
  body: "It can take a few minutes to arrive. Don't forget to check the spam folder",
  close: 'Close',
} as const;

export const RESET_PASSWORD = {
  title: 'Choose a new password',
  intro: 'Pick a password you have not used here before. Every other device will be signed out.',
  missingCode: 'This reset link is incomplete. Please request a new one.',
} as const;

export const STUDENT_SET_PASSWORD = {
  title: 'Set your password',
  intro: `Choose your own password for next time. It needs at least ${STUDENT_PASSWORD_MIN_LENGTH} characters.`,
  submit: 'Save password',
} as const;

/** SPEC §2.6 confirm-email screen. */
export const CONFIRM_EMAIL = {
  title: 'Confirming your email',
  loading: 'loading...',
  /** The server's message once the address is confirmed. */
  confirmed: 'Your email address is confirmed.',
  redirecting: `redirecting you in ${DELAYS.confirmEmailAnnouncedSeconds}s`,
  sadFace: ':(',
  toLoginService: 'You are being redirected to the login service...',
  incomplete: 'This confirmation link is incomplete.',
} as const;

export const LOADING = 'Loading ...';
export const LOGGING_OUT = 'Logging out ...';
export const LOGIN_AS_FAILED = 'We could not open that account. Please go back and try again.';

export const AUTH_PAGE_TITLES = {
  forgotPassword: 'Forgot password',
  resetPassword: 'Choose a new password',
  confirmEmail: 'Confirm your email',
  logout: 'Logging out',
  studentSetPassword: 'Set your password',
  studentGo: 'Signing you in',
  loginAs: 'Switching account',
} as const;

export const ACCOUNT_AREA = {
  titles: { teacher: 'Teacher area', parent: 'Parent area', student: 'Student area' },
  types: {
    teacher: 'Teacher',
    parent: 'Parent',
    student: 'Student',
    admin: 'Platform administrator',
  },
  impersonating:
    'You are viewing this account on behalf of someone else. Log out to return to your own account.',
  logOut: 'Log out',
} as const;

export const AUTH_PANEL = {
  teacher: 'Guide your class through scripture, reflection and writing.',
  parent: 'Walk alongside your child as they read, reflect and grow.',
  student: 'Your journal, your words, your faith — all in one place.',
} as const;

/** Student sign-up with a class invitation code (query i). */
export const STUDENT_INVITE = {
  checking: 'Checking your invitation ...',
  title: (className: string) => `Join ${className}`,
  subtitle: (teacherName: string) =>
    `${teacherName} invited you to this class. Create your student account to start reading, reflecting and writing with your classmates.`,
  invalid:
    'We could not find a class with that invitation code. It may have been mistyped or replaced by a newer one.',
  success:
    'Welcome to the class! Your student account is ready — we are taking you to your student area.',
  /** A class code only asks to join (issue 15 point 9): the teacher approves first. */
  awaitingTeacher:
    'Your student account is ready. Your request to join the class is waiting for your teacher, who will approve it soon — until then the class will not appear in your student area.',
} as const;

/** Students join through a teacher's invitation, so the consent line has no age claim. */
export const STUDENT_TERMS_AFTER = ', and I am joining the class my teacher invited me to.';

export const GOOGLE_SIGN_IN = {
  region: 'Sign in with Google',
  unavailable:
    'Google sign-in is unavailable right now. You can still sign in with your username and password or login code.',
} as const;

/** The emailed student reset link (/auth/student/setPassword?c=). */
export const STUDENT_RESET = {
  checking: 'Checking your reset link ...',
  failed: 'This reset link is invalid or has expired.',
  requestNew: 'Request a new reset link',
} as const;

/** The lists of students (teacher area) and children (parent area). */
export const LINKED_STUDENTS = {
  teacher: {
    title: 'Your students',
    empty:
      'No students yet. When students join your classes with an invitation code, or you add them, they will appear here.',
  },
  parent: {
    title: 'Your children',
    empty:
      'No children are linked to your account yet. Once a school links your child to you, they will appear here.',
  },
  loading: 'Loading the list ...',
  failed: 'We could not load this list. Please reload the page to try again.',
  username: 'Username',
  className: 'Class',
  noClass: 'No class yet',
  logInAs: (firstName: string) => `Log in as ${firstName}`,
  newLoginCode: 'New login code',
  newLoginCodeFor: (firstName: string) => `New login code for ${firstName}`,
  loginCodeTitle: (firstName: string) => `${firstName}'s new login code`,
  loginCodeOnce:
    'This code is shown only once. Give it to the student or print a sign-in card now: it replaces any earlier code, and signing in with it leads to choosing a password.',
  loginCodeFailed: 'We could not make a new code. Please try again.',
  printCard: 'Print sign-in card',
  cardSignInAt: 'Sign in at',
  cardCode: 'Password / Login Code',
  close: 'Close',
} as const;
