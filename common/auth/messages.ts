import { CONFIRM_EMAIL } from '../copy/auth';

/** Answers about the session itself, the same from every module. */
export const SESSION_MESSAGES = {
  notSignedIn: 'Not signed in',
} as const;

/** What the account calls answer in `errors` and `message` (the contract of issue 3). */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  confirmFirst: 'Please confirm your email address first. We have sent you a new link.',
  tooManyAttempts: (minutes: number) =>
    `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  sessionEnded: 'Your session has ended. Please sign in again.',
  emailConfirmed: CONFIRM_EMAIL.confirmed,
  confirmationInvalid: 'This confirmation link is invalid or has expired.',
  resetInvalid: 'This reset link is invalid or has expired.',
  forgotSent: 'If an account exists for that address, we have sent a link to reset the password.',
  notSignedIn: SESSION_MESSAGES.notSignedIn,
  notAllowed: 'You are not allowed to do that',
  invitationInvalid: 'This invitation is not valid. Ask your teacher for a new one.',
  invitationNotFound: 'This invitation is not valid.',
  googleUnavailable: 'Google sign-in is not available',
  googleFailed: (reason: string) => `Google sign-in failed: ${reason}`,
  googleNoAccount:
    'No Lectio student account uses this Google account yet. Ask your teacher for your class access code.',
  googleEmailUnproven:
    'A Lectio student account already uses this email address, but the address has not been confirmed. Sign in with your username or email and your password. If that account is not yours, choose “Forgot your password?” and enter this address: the link we send proves it is yours, and Google sign-in works after that.',
  impersonationLocked: 'This cannot be changed while signed in on behalf of someone else.',
} as const;
