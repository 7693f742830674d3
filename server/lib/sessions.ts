import type { CompiledQuery, Kysely } from 'kysely';
import type { Site } from '../../common/academy/site';
import type { Database, SessionKind, SessionsTable } from '../db/schema';
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
  /** For an impersonation: the actor's session, which this one never outlives. */
  parentSessionId: string | null;
  /** Absolute expiry (ISO time). */
  expiresAt: string;
  /** The app it was opened on, and the only one that honours it (decision 0020). */
  site: Site;
}

export interface NewSession {
  kind: SessionKind;
  subjectType: 'user' | 'student';
  subjectId: string;
  impersonatorId?: string | null;
  /** Set with `impersonatorId`: the actor's own session ("Log in as"). */
  parentSessionId?: string | null;
  /** Never later than this (a rotated impersonation keeps its end). */
  notAfter?: string;
  /** The app it is opened on: the Journals site unless named (sessions are per host). */
  site?: Site;
}

/**
 * "Log in as" is for a quick look on someone's behalf: the session it opens ends after this
 * long at the latest, and sooner when the actor's own session ends (issue 15, point 16).
 */
export const IMPERSONATION_LIFETIME_MS = 60 * MINUTE_MS;

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
  const endedListeners = new Set<(ended: EndedSession[]) => void>();

  /** Tells the listeners (the live channel) which sessions were just revoked. */
  function announceEnded(
    rows: { id: string; subject_type: 'user' | 'student'; subject_id: string }[],
  ) {
    if (rows.length === 0) return;
    const ended = rows.map((row) => ({
      id: row.id,
      subjectType: row.subject_type,
      subjectId: row.subject_id,
    }));
    for (const listener of [...endedListeners]) listener(ended);
  }

  /**
   * Calls `listener` with the sessions each revocation ends (sign-out, password change,
   * rotation), so a live stream of theirs ends at once rather than at its next check.
   * Sessions that end by time are found by the streams' periodic check.
   */
  function onEnded(listener: (ended: EndedSession[]) => void): () => void {
    const entry = (ended: EndedSession[]) => listener(ended);
    endedListeners.add(entry);
    return () => endedListeners.delete(entry);
  }

  /**
   * Which of these sessions are still live (not revoked, not idle too long, not too old, and
   * an impersonation's actor session too), in two queries for the whole list: live streams
   * are checked together, once per interval, whatever their number.
   */
  async function liveAmong(sessionIds: string[], now = new Date()): Promise<Set<string>> {
    if (sessionIds.length === 0) return new Set();
    const rows = await db
      .selectFrom('sessions')
      .select(['id', 'kind', 'last_seen_at', 'expires_at', 'revoked_at', 'parent_session_id'])
      .where('id', 'in', sessionIds)
      .execute();
    const live = rows.filter((row) => isLive(row, now));
    const parentIds = [...new Set(live.flatMap((row) => row.parent_session_id ?? []))];
    const parents =
      parentIds.length === 0
        ? []
        : await db
            .selectFrom('sessions')
            .select(['id', 'kind', 'last_seen_at', 'expires_at', 'revoked_at'])
            .where('id', 'in', parentIds)
            .execute();
    const liveParents = new Set(parents.filter((row) => isLive(row, now)).map((row) => row.id));
    return new Set(
      live
        .filter((row) => !row.parent_session_id || liveParents.has(row.parent_session_id))
        .map((row) => row.id),
    );
  }

  async function create(
    input: NewSession,
    now = new Date(),
  ): Promise<{ token: string; session: Session }> {
    const token = newToken();
    const id = crypto.randomUUID();
    const lifetime =
      input.kind === 'set_password'
        ? SET_PASSWORD_LIFETIME_MS
        : input.parentSessionId
          ? IMPERSONATION_LIFETIME_MS
          : absoluteMs;
    let expiresAt = addMs(now, lifetime).toISOString();
    if (input.notAfter && input.notAfter < expiresAt) expiresAt = input.notAfter;
    const parentSessionId = input.parentSessionId ?? null;
    const site = input.site ?? 'journals';
    await db
      .insertInto('sessions')
      .values({
        id,
        token_hash: hashToken(token),
        kind: input.kind,
        subject_type: input.subjectType,
        subject_id: input.subjectId,
        impersonator_id: input.impersonatorId ?? null,
        parent_session_id: parentSessionId,
        site,
        created_at: now.toISOString(),
        last_seen_at: now.toISOString(),
        expires_at: expiresAt,
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
        parentSessionId,
        expiresAt,
        site,
      },
    };
  }

  /**
   * The live session a token names on `site` (the Journals site unless named), or null:
   * unknown, revoked, idle too long, too old, or opened on the other site.
   */
  async function lookup(
    token: string | undefined | null,
    now = new Date(),
    site: Site = 'journals',
  ): Promise<Session | null> {
    const tokenHash = tokenHashOf(token);
    if (!tokenHash) return null;
    const row = await selectSessionByTokenHash(db, tokenHash);
    return row ? admit(row, now, site) : null;
  }

  /**
   * The session a row found by token hash stands for, if it is still live (not revoked, not
   * idle too long, not too old, and for an impersonation, while the actor's own session is
   * live) and was opened on `site` (sessions are per host, decision 0020: a Journals token is
   * refused on the Academy and the other way round); records the activity, at most once a
   * minute. For lookups that read the session row together with other data (the account).
   */
  async function admit(
    row: SessionFields & Pick<SessionsTable, 'last_seen_at' | 'revoked_at'>,
    now = new Date(),
    site: Site = 'journals',
  ): Promise<Session | null> {
    if (row.site !== site) return null;
    if (!isLive(row, now)) return null;
    if (row.parent_session_id && !(await parentIsLive(row.parent_session_id, now))) return null;
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

  /** The actor's session behind an impersonation: gone, revoked or expired ends it too. */
  async function parentIsLive(parentSessionId: string, now: Date): Promise<boolean> {
    const parent = await db
      .selectFrom('sessions')
      .select(['kind', 'last_seen_at', 'expires_at', 'revoked_at'])
      .where('id', '=', parentSessionId)
      .executeTakeFirst();
    return parent !== undefined && isLive(parent, now);
  }

  /** Ends the session and every session it opened by "Log in as". */
  async function revoke(sessionId: string, now = new Date()): Promise<void> {
    const ended = await db
      .updateTable('sessions')
      .set({ revoked_at: now.toISOString() })
      .where((eb) => eb.or([eb('id', '=', sessionId), eb('parent_session_id', '=', sessionId)]))
      .where('revoked_at', 'is', null)
      .returning(['id', 'subject_type', 'subject_id'])
      .execute();
    announceEnded(ended);
  }

  async function revokeToken(token: string | undefined | null, now = new Date()): Promise<void> {
    const tokenHash = tokenHashOf(token);
    if (!tokenHash) return;
    const row = await selectSessionByTokenHash(db, tokenHash);
    if (row) await revoke(row.id, now);
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
    announceEnded(await query.returning(['id', 'subject_type', 'subject_id']).execute());
  }

  /**
   * Replaces a session by a fresh token for the same account (rotation at sign-in). An
   * impersonation stays tied to the actor's session and keeps its end.
   */
  async function rotate(session: Session, now = new Date()) {
    await revoke(session.id, now);
    return create(
      {
        kind: session.kind,
        subjectType: session.subjectType,
        subjectId: session.subjectId,
        impersonatorId: session.impersonatorId,
        parentSessionId: session.parentSessionId,
        site: session.site,
        ...(session.parentSessionId ? { notAfter: session.expiresAt } : {}),
      },
      now,
    );
  }

  return {
    create,
    lookup,
    admit,
    revoke,
    revokeToken,
    revokeAllFor,
    rotate,
    onEnded,
    liveAmong,
  };
}

export type SessionService = ReturnType<typeof createSessionService>;

/** A session a revocation ended, and whose it was. */
export interface EndedSession {
  id: string;
  subjectType: 'user' | 'student';
  subjectId: string;
}

/** The columns a Session is made of. */
type SessionFields = Pick<
  SessionsTable,
  | 'id'
  | 'kind'
  | 'subject_type'
  | 'subject_id'
  | 'impersonator_id'
  | 'parent_session_id'
  | 'expires_at'
  | 'site'
>;

function toSession(row: SessionFields): Session {
  return {
    id: row.id,
    kind: row.kind,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    impersonatorId: row.impersonator_id,
    parentSessionId: row.parent_session_id,
    expiresAt: row.expires_at,
    site: row.site,
  };
}
