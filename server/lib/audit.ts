import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface AuditEntry {
  action: string;
  actorType?: 'user' | 'student' | null;
  actorId?: string | null;
  targetType?:
    | 'user'
    | 'student'
    | 'class'
    | 'school'
    | 'order'
    | 'course'
    | 'workbook_pack'
    | 'billing_account'
    | null;
  targetId?: string | null;
  ip?: string | null;
  details?: Record<string, unknown>;
}

/** Appends one row to the audit log (sign-ins, password changes, impersonation). */
export async function writeAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: crypto.randomUUID(),
      action: entry.action,
      actor_type: entry.actorType ?? null,
      actor_id: entry.actorId ?? null,
      target_type: entry.targetType ?? null,
      target_id: entry.targetId ?? null,
      ip: entry.ip ?? null,
      details: entry.details ? JSON.stringify(entry.details) : null,
      created_at: new Date().toISOString(),
    })
    .execute();
}
