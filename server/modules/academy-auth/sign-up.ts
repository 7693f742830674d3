import { ageBandOf, ageOn } from '../../../common/academy/age';
import { ACADEMY_PATHS } from '../../../common/academy/routes';
import type { academySignupSchema } from '../../../common/schemas/academy-auth';
import type { z } from 'zod';
import { writeAudit } from '../../lib/audit';
import { hashPassword } from '../../lib/passwords';
import { sendConfirmation, sendSignupAttemptNotice } from '../auth/account-emails';
import type { AuthDeps } from '../auth/deps';
import { findUserByEmail, normaliseEmail } from '../auth/find-user';
import { signUp } from '../auth/sign-up';
import { sendGuardianConsent } from './guardian-consent';

type SignupBody = z.output<typeof academySignupSchema>;
type Deps = Pick<AuthDeps, 'db' | 'email' | 'link' | 'pages'>;

/** Where the sign-up answer sends the browser: the sign-in page, saying what happens next. */
export const SIGNED_UP_URL = {
  instructor: `${ACADEMY_PATHS.instructorSignIn}?checkEmail=1`,
  participant: `${ACADEMY_PATHS.participantSignIn}?checkEmail=1`,
  waitingForGuardian: `${ACADEMY_PATHS.participantSignIn}?guardian=1`,
} as const;

/**
 * Sign-up on the Academy. An instructor is a teacher account, made exactly as on the Journals
 * site (same rules, same confirmation). A participant is a participant account; the schema has
 * already refused anyone under 13 (nothing is stored) and asked a 13 to 17-year-old for a
 * parent or guardian's address.
 */
export async function signUpToAcademy(deps: Deps, body: SignupBody): Promise<{ url: string }> {
  if (body.role === 'instructor') {
    await signUp(deps, {
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      password: body.password,
      secondEmail: body.secondEmail,
      accountType: 'teacher',
      website: body.website,
    });
    return { url: SIGNED_UP_URL.instructor };
  }
  return signUpParticipant(deps, body);
}

/**
 * A participant signs up. 18 or older: a confirmation link, as on the Journals site. 13 to 17:
 * the account waits, and their parent or guardian gets a consent link. A taken address answers
 * exactly like a new one, after the same argon2 work, and its owner is told by email.
 */
async function signUpParticipant(deps: Deps, body: SignupBody): Promise<{ url: string }> {
  const { db } = deps;
  const age = body.birthDate ? ageOn(body.birthDate, new Date()) : null;
  // The schema let only a valid age of 13 or more through; this reads which band it is.
  const needsConsent = age === null || ageBandOf(age) !== 'adult';
  const url = needsConsent ? SIGNED_UP_URL.waitingForGuardian : SIGNED_UP_URL.participant;
  const passwordHash = await hashPassword(body.password);
  if (body.website && body.website.trim() !== '') return { url };
  const address = normaliseEmail(body.email);
  const existing = await findUserByEmail(db, address);
  if (existing) {
    await sendSignupAttemptNotice(deps, existing);
    return { url };
  }
  const now = new Date().toISOString();
  const user = {
    id: crypto.randomUUID(),
    email: address,
    second_email: null,
    first_name: body.firstName,
    last_name: body.lastName,
    account_type: 'participant' as const,
    password_hash: passwordHash,
    email_confirmed_at: null,
    school_id: null,
    referral_r: null,
    referral_rc: null,
    guardian_email: needsConsent ? normaliseEmail(body.guardianEmail ?? '') : null,
    created_at: now,
    updated_at: now,
  };
  try {
    await db.insertInto('users').values(user).execute();
  } catch (error) {
    // A concurrent sign-up with the same address won the unique constraint.
    const raced = await findUserByEmail(db, address);
    if (!raced) throw error;
    await sendSignupAttemptNotice(deps, raced);
    return { url };
  }
  await writeAudit(db, {
    action: 'signup',
    actorType: 'user',
    actorId: user.id,
    targetType: 'user',
    targetId: user.id,
    details: { site: 'academy', needsConsent },
  });
  if (user.guardian_email) {
    await sendGuardianConsent(deps, { id: user.id, guardianEmail: user.guardian_email });
  } else {
    await sendConfirmation(deps, user);
  }
  return { url };
}
