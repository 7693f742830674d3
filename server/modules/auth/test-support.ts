import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../../lib/passwords';

/** Helpers shared by the auth API tests (not a test file itself). */

export const ORIGIN = 'http://localhost:3011';

export function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  { cookies, headers }: { cookies?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { origin: ORIGIN, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
    ...(cookies ? { cookies } : {}),
  });
}

export function cookieOf(response: LightMyRequestResponse, name: string) {
  return response.cookies.find((cookie) => cookie.name === name);
}

export async function outbox(app: FastifyInstance, to: string) {
  return app.db
    .selectFrom('email_outbox')
    .select(['to_address', 'subject', 'text_body', 'html_body'])
    .where('to_address', '=', to)
    .orderBy('created_at')
    .execute();
}

/** The first absolute link in an email's text that contains `path`. */
export function linkIn(text: string, path: string): URL {
  const match = text.match(new RegExp(`https?://[^\\s)]*${path.replace(/[?]/g, '\\?')}[^\\s)]*`));
  if (!match) throw new Error(`No link to ${path} in:\n${text}`);
  return new URL(match[0]);
}

let sharedHash: Promise<string> | undefined;
/** One argon2 hash of 'LectioTest1', computed once per test file. */
export const TEST_PASSWORD = 'LectioTest1';
export const testPasswordHash = () => (sharedHash ??= hashPassword(TEST_PASSWORD));

export async function insertUser(
  app: FastifyInstance,
  fields: {
    email: string;
    accountType?: 'teacher' | 'parent';
    confirmed?: boolean;
    admin?: boolean;
    schoolId?: string | null;
    schoolAdmin?: boolean;
  },
): Promise<string> {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  await app.db
    .insertInto('users')
    .values({
      id,
      email: fields.email,
      second_email: null,
      first_name: 'Ada',
      last_name: 'Lovelace',
      account_type: fields.accountType ?? 'teacher',
      password_hash: await testPasswordHash(),
      email_confirmed_at: fields.confirmed === false ? null : now,
      is_platform_admin: fields.admin ? 1 : 0,
      school_id: fields.schoolId ?? null,
      is_school_admin: fields.schoolAdmin ? 1 : 0,
      referral_r: null,
      referral_rc: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}
