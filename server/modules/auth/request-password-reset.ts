import { LINK_LIFETIME_HOURS } from '../../adapters/email/templates/layout';
import { resetPasswordTemplate } from '../../adapters/email/templates/reset-password';
import { admitsAccount } from '../../access/site-accounts';
import type { AuthDeps } from './deps';
import { findUserByEmail } from './find-user';
import { HOUR_MS, issueVerificationCode } from './verification-codes';
import { AUTH_MESSAGES } from '../../../common/auth/messages';

/**
 * 'Forgot password' for adults: a reset link if the address has an account this site admits
 * (access/site-accounts); one answer for all.
 */
export async function requestPasswordReset(
  { db, email, link, pages, site }: Pick<AuthDeps, 'db' | 'email' | 'link' | 'pages' | 'site'>,
  address: string,
): Promise<{ message: string }> {
  const user = await findUserByEmail(db, address);
  if (user && admitsAccount(site, user.account_type)) {
    const code = await issueVerificationCode(db, {
      purpose: 'reset_password',
      subjectType: 'user',
      subjectId: user.id,
      lifetimeMs: LINK_LIFETIME_HOURS.resetPassword * HOUR_MS,
    });
    const query = new URLSearchParams({ c: code });
    const message = resetPasswordTemplate({
      link: link(`${pages.resetPassword}?${query.toString()}`),
    });
    await email.send({ to: user.email, ...message });
  }
  return { message: AUTH_MESSAGES.forgotSent };
}
