import type { CompiledQuery, Kysely } from 'kysely';
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
/** Longer than any token we issue (43 characters): refused before hashing. */
const MAX_TOKEN_LENGTH = 200;

/** Where the token hash goes in a query compiled ahead of time (never a real SHA-256 hex). */
const TOKEN_HASH_SLOT = '<token hash>';

/**
 * A query built and compiled once per database instance, then run with the token hash put
 * in its slot. The session lookup runs on every signed-in request: building and compiling the
 * same SQL each time costs about as much as running it. The SQL is the dialect's own, since
 * it is compiled by the instance that runs it.
 */
export function precompiledByTokenHash<Row>(
  build: (db: Kysely<Database>, tokenHashSlot: string) => { compile(): CompiledQuery<Row> },
) {
  const compiled = new WeakMap<Kysely<Database>, CompiledQuery<Row>>();
  return async (db: Kysely<Database>, tokenHash: string): Promise<Row | undefined> => {
    let query = compiled.get(db);
    if (!query) {
      query = build(db, TOKEN_HASH_SLOT).compile();
      compiled.set(db, query);
    }
    const parameters = query.parameters.map((value) =>
      value === TOKEN_HASH_SLOT ? tokenHash : value,
    );
    const result = await db.executeQuery<Row>({ ...query, parameters });
    return result.rows[0];
  };
}

const selectSessionByTokenHash = precompiledByTokenHash((db, tokenHash) =>
  db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash),
);

/** The hash a token is stored under, or null for a missing or oversized token. */
export function tokenHashOf(token: string | undefined | null): string | null {
  return token && token.length <= MAX_TOKEN_LENGTH ? hashToken(token) : null;
}

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
    const tokenHash = tokenHashOf(token);
    if (!tokenHash) return null;
    const row = await selectSessionByTokenHash(db, tokenHash);
    return row ? admit(row, now) : null;
  }

  /**
   * The session a row found by token hash stands for, if it is still live (not revoked, not
   * idle too long, not too old); records the activity, at most once a minute. For lookups
   * that read the session row together with other data (the signed-in account).
   */
  async function admit(
    row: Pick<
      SessionsTable,
      | 'id'
      | 'kind'
      | 'subject_type'
      | 'subject_id'
      | 'impersonator_id'
      | 'last_seen_at'
      | 'expires_at'
      | 'revoked_at'
    >,
    now = new Date(),
  ): Promise<Session | null> {
    if (!isLive(row, now)) return null;
    if (now.getTime() - Date.parse(row.last_seen_at) >= TOUCH_INTERVAL_MS) {
      await db
        .updateTable('sessions')
        .set({ last_seen_at: now.toISOString() })
        .where('id', '=', row.id)
        .execute();
    }
    return toSession(row);
  }

  function isLive(
    row: Pick<SessionsTable, 'kind' | 'last_seen_at' | 'expires_at' | 'revoked_at'>,
    now: Date,
  ): boolean {
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
    const tokenHash = tokenHashOf(token);
    if (!tokenHash) return;
    await db
      .updateTable('sessions')
      .set({ revoked_at: now.toISOString() })
      .where('token_hash', '=', tokenHash)
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

  return { create, lookup, admit, revoke, revokeToken, revokeAllFor, rotate };
}

export type SessionService = ReturnType<typeof createSessionService>;

function toSession(
  row: Pick<SessionsTable, 'id' | 'kind' | 'subject_type' | 'subject_id' | 'impersonator_id'>,
): Session {
  return {
    id: row.id,
    kind: row.kind,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    impersonatorId: row.impersonator_id,
  };
}
