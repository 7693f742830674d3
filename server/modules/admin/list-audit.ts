import { sql, type Kysely } from 'kysely';
import type { AuditPage } from '../../../common/schemas/admin-desk';
import type { Database } from '../../db/schema';
import { containsText } from './like';
import { onPage, pageOf } from './record-parts';

const DAY_MS = 86_400_000;

/**
 * The audit log for the admin desk, newest first: filtered by who acted (a name, email or
 * username, or an id), by action, and by a range of whole UTC days, both ends included.
 * Actors and targets are named by joins, so a page is one query however many rows it shows.
 */
export async function listAudit(
  db: Kysely<Database>,
  input: { actor?: string; action?: string; from?: string; to?: string; page: number },
): Promise<AuditPage> {
  const like = containsText(input.actor);
  const actorId = input.actor?.trim();
  const base = db
    .selectFrom('audit_log')
    .leftJoin('users as actor_user', (join) =>
      join
        .onRef('actor_user.id', '=', 'audit_log.actor_id')
        .on('audit_log.actor_type', '=', 'user'),
    )
    .leftJoin('students as actor_student', (join) =>
      join
        .onRef('actor_student.id', '=', 'audit_log.actor_id')
        .on('audit_log.actor_type', '=', 'student'),
    )
    .$if(like !== null, (query) =>
      query.where((eb) =>
        eb.or([
          eb('audit_log.actor_id', '=', actorId!),
          like!('actor_user.email'),
          like!(sql`actor_user.first_name || ' ' || actor_user.last_name`),
          like!('actor_student.username'),
          like!(sql`actor_student.first_name || ' ' || actor_student.last_name`),
        ]),
      ),
    )
    .$if(Boolean(input.action), (query) => query.where('audit_log.action', '=', input.action!))
    .$if(Boolean(input.from), (query) =>
      query.where('audit_log.created_at', '>=', `${input.from}T00:00:00.000Z`),
    )
    .$if(Boolean(input.to), (query) =>
      query.where(
        'audit_log.created_at',
        '<',
        new Date(Date.parse(`${input.to}T00:00:00Z`) + DAY_MS).toISOString(),
      ),
    );
  const [rows, total, actions] = await Promise.all([
    base
      .leftJoin('users as target_user', (join) =>
        join
          .onRef('target_user.id', '=', 'audit_log.target_id')
          .on('audit_log.target_type', '=', 'user'),
      )
      .leftJoin('students as target_student', (join) =>
        join
          .onRef('target_student.id', '=', 'audit_log.target_id')
          .on('audit_log.target_type', '=', 'student'),
      )
      .leftJoin('schools as target_school', (join) =>
        join
          .onRef('target_school.id', '=', 'audit_log.target_id')
          .on('audit_log.target_type', '=', 'school'),
      )
      .leftJoin('classes as target_class', (join) =>
        join
          .onRef('target_class.id', '=', 'audit_log.target_id')
          .on('audit_log.target_type', '=', 'class'),
      )
      .select([
        'audit_log.id',
        'audit_log.action',
        'audit_log.actor_type',
        'audit_log.actor_id',
        'audit_log.target_type',
        'audit_log.target_id',
        'audit_log.details',
        'audit_log.created_at',
        'actor_user.first_name as actor_first',
        'actor_user.last_name as actor_last',
        'actor_user.email as actor_email',
        'actor_student.first_name as actor_student_first',
        'actor_student.last_name as actor_student_last',
        'target_user.first_name as target_first',
        'target_user.last_name as target_last',
        'target_user.email as target_email',
        'target_student.first_name as target_student_first',
        'target_student.last_name as target_student_last',
        'target_school.name as target_school',
        'target_class.title as target_class',
      ])
      .orderBy('audit_log.created_at', 'desc')
      .orderBy('audit_log.id', 'desc')
      .$call(onPage(input.page))
      .execute(),
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirst(),
    db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute(),
  ]);
  return {
    ...pageOf(
      rows.map((row) => ({
        id: row.id,
        action: row.action,
        actor: row.actor_email
          ? `${row.actor_first} ${row.actor_last} (${row.actor_email})`
          : row.actor_student_first
            ? `${row.actor_student_first} ${row.actor_student_last}`
            : (row.actor_id ?? null),
        targetType: row.target_type,
        target: row.target_email
          ? `${row.target_first} ${row.target_last} (${row.target_email})`
          : row.target_student_first
            ? `${row.target_student_first} ${row.target_student_last}`
            : (row.target_school ?? row.target_class ?? row.target_id),
        details: parseDetails(row.details),
        createdAt: row.created_at,
      })),
      input.page,
      total,
    ),
    actions: actions.map((row) => row.action),
  };
}

/** Details are JSON text written by writeAudit; anything else is shown as it is. */
function parseDetails(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { value };
  } catch {
    return { text };
  }
}
