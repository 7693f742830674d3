import { sameOriginPath } from '../../../common/redirect';
import { writeAudit } from '../../lib/audit';
import { hashPassword } from '../../lib/passwords';
import { sendConfirmation, sendSecondEmailNotice, sendSignupAttemptNotice } from './account-emails';
import type { AuthDeps } from './deps';
import { findUserByEmail, normaliseEmail } from './find-user';

export interface SignUpInput {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  secondEmail?: string | undefined;
  accountType: 'teacher' | 'parent';
  r?: string | undefined;
  rc?: string | undefined;
  website?: string | undefined;
  /** Where to go after signing in (a path of this site only; issue 16's pricing buttons). */
  app?: string | undefined;
}

/**
 * A teacher or parent signs up (SPEC §5) and is sent a confirmation link. A taken address
 * answers exactly like a new one, after the same argon2 work, and its owner gets an email
 * with the sign-in and reset links; a filled-in honeypot answers alike and creates nothing.
 */
export async function signUp(
  deps: Pick<AuthDeps, 'db' | 'email' | 'link' | 'pages'>,
  input: SignUpInput,
): Promise<{ url: string }> {
  const { db } = deps;
  // The return path rides on to the sign-in that follows confirmation, kept on this site.
  const next = sameOriginPath(input.app);
  const url = `/auth/${input.accountType}?checkEmail=1${next ? `&app=${encodeURIComponent(next)}` : ''}`;
  // Hash either way, so known and unknown addresses take the same time.
  const passwordHash = await hashPassword(input.password);
  if (input.website && input.website.trim() !== '') return { url };
  const address = normaliseEmail(input.email);
  const existing = await findUserByEmail(db, address);
  if (existing) {
    await sendSignupAttemptNotice(deps, existing);
    return { url };
  }
  const now = new Date().toISOString();
  const user = {
    id: crypto.randomUUID(),
    email: address,
    second_email: input.secondEmail ? input.secondEmail.trim() : null,
    first_name: input.firstName,
    last_name: input.lastName,
    account_type: input.accountType,
    password_hash: passwordHash,
    email_confirmed_at: null,
    school_id: null,
    referral_r: input.r ?? null,
    referral_rc: input.rc ?? null,
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
  });
  // A parent invitation (`i`) is not taken here: the address is not confirmed yet. It is
  // once it is (confirmEmail), if the teacher sent the invitation to that address.
  await sendConfirmation(deps, user);
  await sendSecondEmailNotice(deps, user, user.second_email);
  return { url };
}
