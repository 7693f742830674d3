/** Table types for Kysely. Timestamps are ISO-8601 UTC strings on both databases. */
import type { Generated } from 'kysely';

export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: string;
}

/** Teachers, parents and platform admins (admins are teachers with a flag). */
export interface UsersTable {
  id: string;
  /** Stored lower-cased; unique. */
  email: string;
  second_email: string | null;
  first_name: string;
  last_name: string;
  account_type: 'teacher' | 'parent';
  password_hash: string;
  email_confirmed_at: string | null;
  is_platform_admin: Generated<number>;
  school_id: string | null;
  is_school_admin: Generated<number>;
  referral_r: string | null;
  referral_rc: string | null;
  created_at: string;
  updated_at: string;
}

export interface StudentsTable {
  id: string;
  first_name: string;
  last_name: string;
  grade: string | null;
  username: string | null;
  email: string | null;
  password_hash: string | null;
  /** A teacher-issued login code (hashed); signing in with it leads to set-password. */
  login_code_hash: string | null;
  /** The educator administrator (a teacher or parent) who manages this student. */
  administrator_id: string;
  /** Google sign-in: `${issuer} ${sub}`. */
  google_subject: string | null;
  created_at: string;
  updated_at: string;
}

export interface ParentStudentsTable {
  parent_id: string;
  student_id: string;
  created_at: string;
}

export interface ClassesTable {
  id: string;
  title: string;
  access_code: string;
  teacher_id: string;
  created_at: string;
}

export interface ClassStudentsTable {
  class_id: string;
  student_id: string;
  joined_at: string;
}

export type VerificationPurpose = 'confirm_email' | 'reset_password' | 'student_reset_password';

export interface VerificationCodesTable {
  id: string;
  purpose: VerificationPurpose;
  subject_type: 'user' | 'student';
  subject_id: string;
  /** SHA-256 (hex) of the code sent by email; the code itself is never stored. */
  code_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export type SessionKind = 'user' | 'student' | 'set_password';

export interface SessionsTable {
  id: string;
  /** SHA-256 (hex) of the bearer token; the token itself is never stored. */
  token_hash: string;
  kind: SessionKind;
  subject_type: 'user' | 'student';
  subject_id: string;
  /** Set when someone signed in as this account (impersonation): the actor's user id. */
  impersonator_id: string | null;
  created_at: string;
  last_seen_at: string;
  /** Absolute expiry. */
  expires_at: string;
  revoked_at: string | null;
}

export interface InvitationsTable {
  id: string;
  code: string;
  class_id: string | null;
  created_by: string;
  email: string | null;
  expires_at: string | null;
  used_at: string | null;
  created_at: string;
}

export interface AuditLogTable {
  id: string;
  action: string;
  actor_type: string | null;
  actor_id: string | null;
  target_type: string | null;
  target_id: string | null;
  ip: string | null;
  /** JSON text. */
  details: string | null;
  created_at: string;
}

export interface RateLimitCountersTable {
  key: string;
  count: number;
  expires_at: string;
}

/** Emails kept instead of sent when SMTP_URL is not set (read at /dev/mailbox). */
export interface EmailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: string;
}

/** A Google account linked to a student: issuer + subject (`sub`) name it (migration 0004). */
export interface GoogleIdentitiesTable {
  /** Normalised to 'https://accounts.google.com'. */
  issuer: string;
  subject: string;
  student_id: string;
  created_at: string;
  last_login_at: string | null;
}

export interface Database {
  app_meta: AppMetaTable;
  users: UsersTable;
  students: StudentsTable;
  parent_students: ParentStudentsTable;
  classes: ClassesTable;
  class_students: ClassStudentsTable;
  verification_codes: VerificationCodesTable;
  sessions: SessionsTable;
  invitations: InvitationsTable;
  audit_log: AuditLogTable;
  rate_limit_counters: RateLimitCountersTable;
  email_outbox: EmailOutboxTable;
  google_identities: GoogleIdentitiesTable;
}
