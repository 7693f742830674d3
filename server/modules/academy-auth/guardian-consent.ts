import { ACADEMY_PATHS } from '../../../common/academy/routes';
import { ACADEMY_AUTH_MESSAGES } from '../../../common/copy/academy-auth';
import type { ConsentRequest } from '../../../common/schemas/academy-auth';
import {
  GUARDIAN_CONSENT_LINK_DAYS,
  guardianConsentTemplate,
} from '../../adapters/email/templates/guardian-consent';
import { guardianConsentedTemplate } from '../../adapters/email/templates/guardian-consented';
import { LINK_LIFETIME_HOURS } from '../../adapters/email/templates/layout';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { DAY_MS, hashToken } from '../../lib/tokens';
import type { AuthDeps } from '../auth/deps';
import { findUserByEmail } from '../auth/find-user';
import {
  HOUR_MS,
  consumeVerificationCode,
  issueVerificationCode,
} from '../auth/verification-codes';
import type { AcademyAuthDeps } from './deps';
import { awaitsGuardian } from './log-in';

const invalidLink = () => new AppError('BAD_REQUEST', { c: ACADEMY_AUTH_MESSAGES.consentInvalid });

/** A single-use consent link (only its hash is kept) to the guardian a participant named. */
export async function sendGuardianConsent(
  { db, email, link }: Pick<AuthDeps, 'db' | 'email' | 'link'>,
  participant: { id: string; guardianEmail: string },
): Promise<void> {
  const code = await issueVerificationCode(db, {
    purpose: 'guardian_consent',
    subjectType: 'user',
    subjectId: participant.id,
    lifetimeMs: GUARDIAN_CONSENT_LINK_DAYS * DAY_MS,
  });
  const query = new URLSearchParams({ c: code });
  await email.send({
    to: participant.guardianEmail,
    ...guardianConsentTemplate({ link: link(`${ACADEMY_PATHS.guardianConsent}?${query}`) }),
  });
}

/**
 * "Resend to guardian" from the sign-in page: a new link if the address belongs to a
 * participant still waiting for consent; the same answer for every address.
 */
export async function resendGuardianConsent(
  deps: Pick<AuthDeps, 'db' | 'email' | 'link'>,
  address: string,
): Promise<{ message: string }> {
  const user = await findUserByEmail(deps.db, address);
  if (user?.account_type === 'participant' && user.guardian_email && awaitsGuardian(user)) {
    await sendGuardianConsent(deps, { id: user.id, guardianEmail: user.guardian_email });
  }
  return { message: ACADEMY_AUTH_MESSAGES.guardianResent };
}

/** What the consent page shows: who asks, and the Journals site's Terms and Privacy Policy. */
export async function describeConsentRequest(
  { db, legalLinks }: Pick<AcademyAuthDeps, 'db' | 'legalLinks'>,
  code: string,
  now = new Date(),
): Promise<ConsentRequest> {
  const row = await db
    .selectFrom('verification_codes')
    .innerJoin('users', 'users.id', 'verification_codes.subject_id')
    .select([
      'users.first_name as firstName',
      'users.email as email',
      'users.guardian_consented_at as consentedAt',
      'verification_codes.used_at as usedAt',
      'verification_codes.expires_at as expiresAt',
    ])
    .where('verification_codes.code_hash', '=', hashToken(code))
    .where('verification_codes.purpose', '=', 'guardian_consent')
    .executeTakeFirst();
  if (!row || row.usedAt || row.consentedAt || Date.parse(row.expiresAt) <= now.getTime()) {
    throw invalidLink();
  }
  return { firstName: row.firstName, email: row.email, ...legalLinks };
}

/**
 * The guardian consents: the link is spent (single use, even when two requests race), the
 * account opens, and the participant is emailed that they can sign in; with a confirmation
 * link when their own address is not confirmed yet (it signs them in too).
 */
export async function giveConsent(
  deps: Pick<AuthDeps, 'db' | 'email' | 'link'>,
  code: string,
  ip: string,
): Promise<{ firstName: string }> {
  const { db, email, link } = deps;
  const now = new Date();
  const consumed = await consumeVerificationCode(db, { purpose: 'guardian_consent', code, now });
  if (!consumed || consumed.subjectType !== 'user') throw invalidLink();
  const opened = await db
    .updateTable('users')
    .set({ guardian_consented_at: now.toISOString(), updated_at: now.toISOString() })
    .where('id', '=', consumed.subjectId)
    .where('account_type', '=', 'participant')
    .where('guardian_consented_at', 'is', null)
    .executeTakeFirst();
  // Another link of the same request was used first: this one changes nothing.
  if (Number(opened.numUpdatedRows) !== 1) throw invalidLink();
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'email_confirmed_at'])
    .where('id', '=', consumed.subjectId)
    .executeTakeFirstOrThrow();
  await writeAudit(db, {
    action: 'guardian_consent',
    actorType: 'user',
    actorId: user.id,
    targetType: 'user',
    targetId: user.id,
    ip,
  });
  const confirms = !user.email_confirmed_at;
  const target = confirms ? await confirmationPath(deps, user) : ACADEMY_PATHS.participantSignIn;
  await email.send({
    to: user.email,
    ...guardianConsentedTemplate({ firstName: user.first_name, link: link(target), confirms }),
  });
  return { firstName: user.first_name };
}

/** A confirmation link's path for the participant's own address. */
async function confirmationPath(
  { db }: Pick<AuthDeps, 'db'>,
  user: { id: string; email: string },
): Promise<string> {
  const code = await issueVerificationCode(db, {
    purpose: 'confirm_email',
    subjectType: 'user',
    subjectId: user.id,
    lifetimeMs: LINK_LIFETIME_HOURS.confirmEmail * HOUR_MS,
  });
  return `${ACADEMY_PATHS.confirmEmail}?${new URLSearchParams({ e: user.email, c: code })}`;
}
