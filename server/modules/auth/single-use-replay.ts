import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  clearAuthCookie,
  setAuthCookie,
  siteCookieNames,
  type AuthCookieName,
} from '../../plugins/session';

/**
 * How long the same browser repeating a single-use call gets the first call's answer again
 * (issue 9): a page whose effect ran twice, a double click, a reload while the answer was on
 * its way. Past it, or from another browser, the code is spent and the call fails as before.
 */
export const SINGLE_USE_REPLAY_WINDOW_MS = 60_000;

/** How long a repeat waits for the first call, still on its way, before answering itself. */
const PENDING_WAIT_MS = 5_000;
const PENDING_POLL_MS = 25;

/** The calls that spend a code or token once; each route wraps its work in `replayable`. */
export const SINGLE_USE_CALLS = [
  'confirm_email',
  'teacher_set_password',
  'student_reset_code',
  'student_set_password',
  'student_go',
  'login_as',
  'login_as_student',
  // The Academy's (issue 13).
  'academy_confirm_email',
  'academy_reset_password',
  'guardian_consent',
] as const;
export type SingleUseCall = (typeof SINGLE_USE_CALLS)[number];

/** The cookies an answer sets (a token) or clears (null), in order. */
type CookieChange = [AuthCookieName, string | null];
interface Answer {
  body: unknown;
  cookies: CookieChange[];
}

/** What the wrapped work uses instead of setAuthCookie/clearAuthCookie, so a replay can too. */
export interface ReplayCookies {
  set(name: AuthCookieName, token: string): void;
  clear(name: AuthCookieName): void;
}

/**
 * The same call from the same browser: the call, the code or token it spends, its body, and
 * the browser's user agent and address. The row is named by one hash of these and its answer
 * encrypted with another, so the database, which never holds the code, can replay nothing.
 */
function derive(request: FastifyRequest, call: SingleUseCall, secret: string) {
  const material = JSON.stringify([
    call,
    secret,
    request.body ?? null,
    request.headers['user-agent'] ?? '',
    request.ip,
  ]);
  const hash = (label: string) =>
    createHash('sha256').update(`lectio single-use replay ${label}\0${material}`).digest();
  return { id: hash('id').toString('hex'), key: hash('key') };
}

function seal(answer: Answer, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const text = Buffer.concat([cipher.update(JSON.stringify(answer), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), text]).toString('base64');
}

function open(sealed: string, key: Buffer): Answer | null {
  try {
    const raw = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
    return JSON.parse(text.toString('utf8')) as Answer;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a single-use call once per browser and window: `secret` is what the call spends (the
 * code in the body, or the session token it acts with). The first call claims a row in the
 * database (shared by every instance), runs `work`, and keeps its answer (body and cookies)
 * for SINGLE_USE_REPLAY_WINDOW_MS, under the secret and under each token the answer set (the
 * browser sends that one next). A repeat from the same browser within the window gets the
 * same answer, also while the first is still running (it waits for it), as long as the
 * sessions it hands out are still live; anything else runs `work`, which fails as before.
 * Only successful answers are kept; an error lets the next attempt run for itself.
 */
export async function replayable<Body>(
  request: FastifyRequest,
  reply: FastifyReply,
  call: SingleUseCall,
  secret: string | undefined,
  work: (cookies: ReplayCookies) => Promise<Body>,
): Promise<Body> {
  const { db } = request.server;
  const primary = secret ? derive(request, call, secret) : null;
  const candidates = new Map<string, Buffer>();
  if (primary) candidates.set(primary.id, primary.key);
  for (const name of siteCookieNames(request.site)) {
    const token = request.cookies[name];
    if (!token) continue;
    const alias = derive(request, call, token);
    candidates.set(alias.id, alias.key);
  }

  /** A kept answer for this browser, or 'pending' while the first call runs, or null. */
  const lookup = async (): Promise<Answer | 'pending' | null> => {
    if (candidates.size === 0) return null;
    const rows = await db
      .selectFrom('single_use_replays')
      .select(['id', 'state', 'answer'])
      .where('id', 'in', [...candidates.keys()])
      .where('call', '=', call)
      .where('expires_at', '>', new Date().toISOString())
      .execute();
    let pending = false;
    for (const row of rows) {
      if (row.state === 'pending') {
        pending = pending || row.id === primary?.id;
        continue;
      }
      const answer = row.answer ? open(row.answer, candidates.get(row.id)!) : null;
      if (answer && (await stillLive(request, answer))) return answer;
      // Its sessions have ended since (a logout): the call runs afresh.
      await db.deleteFrom('single_use_replays').where('id', '=', row.id).execute();
    }
    return pending ? 'pending' : null;
  };

  const claim = async (): Promise<boolean> => {
    if (!primary) return false;
    const now = new Date();
    // Ended rows go first (this one's too, so the call can be claimed again after the window).
    await db
      .deleteFrom('single_use_replays')
      .where('expires_at', '<=', now.toISOString())
      .execute();
    try {
      await db
        .insertInto('single_use_replays')
        .values({
          id: primary.id,
          call,
          state: 'pending',
          answer: null,
          expires_at: new Date(now.getTime() + SINGLE_USE_REPLAY_WINDOW_MS).toISOString(),
          created_at: now.toISOString(),
        })
        .execute();
      return true;
    } catch {
      return false; // another request of this browser holds it
    }
  };

  const replay = (answer: Answer) => {
    for (const [name, token] of answer.cookies) {
      if (token === null) clearAuthCookie(reply, name);
      else setAuthCookie(reply, name, token);
    }
    // The kept answer is this call's own: the same work, from the same browser.
    return answer.body as Body;
  };

  // Waiting is timed by the monotonic clock: tests move the calendar clock (Date) by hand.
  const deadline = performance.now() + PENDING_WAIT_MS;
  for (;;) {
    const found = await lookup();
    if (found && found !== 'pending') return replay(found);
    if (!primary) return work(directCookies(reply));
    if (found === null && (await claim())) break;
    if (performance.now() >= deadline) return work(directCookies(reply));
    await sleep(PENDING_POLL_MS);
  }

  // This request claimed the call: run it, keep a successful answer, free the claim otherwise.
  const changes: CookieChange[] = [];
  let body: Body;
  try {
    body = await work({
      set(name, token) {
        changes.push([name, token]);
        setAuthCookie(reply, name, token);
      },
      clear(name) {
        changes.push([name, null]);
        clearAuthCookie(reply, name);
      },
    });
  } catch (error) {
    await db.deleteFrom('single_use_replays').where('id', '=', primary!.id).execute();
    throw error;
  }
  const answer: Answer = { body, cookies: changes };
  await db
    .updateTable('single_use_replays')
    .set({ state: 'done', answer: seal(answer, primary!.key) })
    .where('id', '=', primary!.id)
    .execute();
  const expiresAt = new Date(Date.now() + SINGLE_USE_REPLAY_WINDOW_MS).toISOString();
  for (const [, token] of changes) {
    if (!token) continue;
    const alias = derive(request, call, token);
    await db
      .insertInto('single_use_replays')
      .values({
        id: alias.id,
        call,
        state: 'done',
        answer: seal(answer, alias.key),
        expires_at: expiresAt,
        created_at: new Date().toISOString(),
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }
  return body;
}

/** A replay hands out only sessions that still exist (none was ended since, e.g. by logout). */
async function stillLive(request: FastifyRequest, answer: Answer): Promise<boolean> {
  for (const [, token] of answer.cookies) {
    if (token && !(await request.server.sessions.lookup(token, undefined, request.site))) {
      return false;
    }
  }
  return true;
}

function directCookies(reply: FastifyReply): ReplayCookies {
  return {
    set: (name, token) => setAuthCookie(reply, name, token),
    clear: (name) => clearAuthCookie(reply, name),
  };
}
