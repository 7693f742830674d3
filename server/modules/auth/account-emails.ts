import { PATHS } from '../../../common/routes';
import { confirmEmailTemplate } from '../../adapters/email/templates/confirm-email';
import { LINK_LIFETIME_HOURS } from '../../adapters/email/templates/layout';
import { secondEmailNoticeTemplate } from '../../adapters/email/templates/second-email-notice';
import { signupAttemptTemplate } from '../../adapters/email/templates/signup-attempt';
import type { UsersTable } from '../../db/schema';
import type { AuthDeps } from './deps';
import { normaliseEmail, type UserRow } from './find-user';
import { HOUR_MS, issueVerificationCode } from './verification-codes';

/** The confirmation link goes to the address it confirms, and nowhere else. */
export async function sendConfirmation(
  { db, email, link, pages }: Pick<AuthDeps, 'db' | 'email' | 'link' | 'pages'>,
  user: { id: string; email: string; first_name: string },
): Promise<void> {
  const code = await issueVerificationCode(db, {
    purpose: 'confirm_email',
    subjectType: 'user',
    subjectId: user.id,
    lifetimeMs: LINK_LIFETIME_HOURS.confirmEmail * HOUR_MS,
  });
  const query = new URLSearchParams({ e: user.email, c: code });
  const message = confirmEmailTemplate({
    link: link(`${pages.confirmEmail}?${query.toString()}`),
  });
  await email.send({ to: user.email, ...message });
}

/**
 * The optional second address (SPEC §5) hears where the confirmation went, with nothing in
 * it that confirms: whoever holds that inbox must not prove an address they do not own.
 */
export async function sendSecondEmailNotice(
  { email, link, pages }: Pick<AuthDeps, 'email' | 'link' | 'pages'>,
  user: { email: string; account_type: UsersTable['account_type'] },
  secondEmail: string | null,
): Promise<void> {
  if (!secondEmail || normaliseEmail(secondEmail) === user.email) return;
  await email.send({
    to: secondEmail,
    ...secondEmailNoticeTemplate({ signInLink: link(pages.signInOf(user.account_type)) }),
  });
}

/** Someone tried to sign up with an adult's address: tell its owner how to get in. */
export async function sendSignupAttemptNotice(
  { email, link, pages }: Pick<AuthDeps, 'email' | 'link' | 'pages'>,
  user: Pick<UserRow, 'email' | 'first_name' | 'account_type'>,
): Promise<void> {
  await email.send({
    to: user.email,
    ...signupAttemptTemplate({
      signInLink: link(pages.signInOf(user.account_type)),
      resetLink: link(pages.forgotPassword),
    }),
  });
}

/** Someone tried to sign up with a student's address: tell its owner how to get in. */
export async function sendStudentSignupAttemptNotice(
  { email, link }: Pick<AuthDeps, 'email' | 'link'>,
  student: { first_name: string; email: string | null },
): Promise<void> {
  if (!student.email) return;
  await email.send({
    to: student.email,
    ...signupAttemptTemplate({
      signInLink: link(PATHS.studentSignIn),
      resetLink: link(PATHS.studentForgotPassword),
    }),
  });
}
