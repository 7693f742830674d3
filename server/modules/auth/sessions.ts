import type { Kysely } from 'kysely';
import type { Database, SessionKind, SessionsTable } from '../../db/schema';
import { DAY_MS, MINUTE_MS, addMs, hashToken, newToken } from './tokens';

export interface SessionPolicy {
  idleDays: number;
  absoluteDays: number;
}

export interface Session {
  id: string;
  kind: SessionKind;
  subjectType: 'user' | 'student';
  subjectId: string;
  impersonatorId: string | null;
}

export interface NewSession {
  kind: SessionKind;
  subjectType: 'user' | 'student';
  subjectId: string;
  impersonatorId?: string | null;
}

/** A set-password token only needs to live long enough to choose a password (cookie: 1 day). */
const SET_PASSWORD_LIFETIME_MS = DAY_MS;
/** `last_seen_at` is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = MINUTE_MS;

/**
 * Sessions are rows keyed by the SHA-256 of an opaque token; the token itself lives only in
 * the browser's cookie (or an API client's Authorization header). Revoking a row ends the
 * session everywhere at once.
 */
export function createSessionService(db: Kysely<Database>, policy: SessionPolicy) {
  const idleMs = policy.idleDays * DAY_MS;
  const absoluteMs = policy.absoluteDays * DAY_MS;

  async function create(
    input: NewSession,
    now = new Date(),
  ): Promise<{ token: string; session: Session }> {
    const token = newToken();
    const id = crypto.randomUUID();
    const lifetime = input.kind === 'set_password' ? SET_PASSWORD_LIFETIME_MS : absoluteMs;
    await db
      .insertInto('sessions')
      .values({
        id,
        token_hash: hashToken(token),
        kind: input.kind,
        subject_type: input.subjectType,
        subject_id: input.subjectId,
        impersonator_id: input.impersonatorId ?? null,
        created_at: now.toISOString(),
        last_seen_at: now.toISOString(),
        expires_at: addMs(now, lifetime).toISOString(),
        revoked_at: null,
      })
      .execute();
    return {
      token,
      session: {
        id,
        kind: input.kind,
        subjectType: input.subjectType,
        subjectId: input.subjectId,
        impersonatorId: input.impersonatorId ?? null,
      },
    };
  }

  /** The live session a token names, or null (unknown, revoked, idle too long, or too old). */
  async function lookup(
    token: string | undefined | null,
    now = new Date(),
  ): Promise<Session | null> {
    if (!token || token.length > 200) return null;
    const row = await db
      .selectFrom('sessions')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst();
    if (!row || !isLive(row, now)) return null;
    if (now.getTime() - Date.parse(row.last_seen_at) >= TOUCH_INTERVAL_MS) {
      await db
        .updateTable('sessions')
        .set({ last_seen_at: now.toISOString() })
        .where('id', '=', row.id)
        .execute();
    }
    return toSession(row);
  }

  function isLive(row: SessionsTable, now: Date): boolean {
    if (row.revoked_at) return false;
    if (Date.parse(row.expires_at) <= now.getTime()) return false;
    if (row.kind !== 'set_password' && Date.parse(row.last_seen_at) + idleMs <= now.getTime()) {
      return false;
    }
    return true;
  }

  async function revoke(sessionId: string, now = new Date()): Promise<void> {
    await db
      .updateTable('sessions')
      .set({ revoked_at: now.toISOString() })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async function revokeToken(token: string | undefined | null, now = new Date()): Promise<void> {
    if (!token || token.length > 200) return;
    await db
      .updateTable('sessions')
      .set({ revoked_at: now.toISOString() })
      .where('token_hash', '=', hashToken(token))
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Ends every session of an account (password change), except the one named. */
  async function revokeAllFor(
    subjectType: 'user' | 'student',
    subjectId: string,
    exceptSessionId?: string,
    now = new Date(),
  ): Promise<void> {
    let query = db
      .updateTable('sessions')
      .set({ revoked_at: now.toISOString() })
      .where('subject_type', '=', subjectType)
      .where('subject_id', '=', subjectId)
      .where('revoked_at', 'is', null);
    if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
    await query.execute();
  }

  /** Replaces a session by a fresh token for the same account (rotation at sign-in). */
  async function rotate(session: Session, now = new Date()) {
    await revoke(session.id, now);
    return create(
      {
        kind: session.kind,
        subjectType: session.subjectType,
        subjectId: session.subjectId,
        impersonatorId: session.impersonatorId,
      },
      now,
    );
  }

  return { create, lookup, revoke, revokeToken, revokeAllFor, rotate };
}

export type SessionService = ReturnType<typeof createSessionService>;

function toSession(row: SessionsTable): Session {
  return {
    id: row.id,
    kind: row.kind,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    impersonatorId: row.impersonator_id,
  };
}
