/** Table types for Kysely. Timestamps are ISO-8601 UTC strings on both databases. */
import type { ConversationKind, MemberKind, MemberRole } from '../../common/chat/rules';
import type { ColumnType, Generated } from 'kysely';
import type {
  BillingAccountKind,
  BillingMemberRole,
  BillingPeriod,
  BillingStatus,
  CollectionMethod,
  PlanId,
} from '../../common/billing/plans';
import type {
  CourseCategory,
  CourseMemberRole,
  CourseMemberStatus,
  CourseStatus,
  CourseVisibility,
  FormerPostsRule,
  ReleaseMode,
} from '../../common/academy/courses';
import type { ReflectionStatus } from '../../common/academy/reflections';
import type { PostGone, PostStatus, ReportStatus } from '../../common/academy/board';
import type {
  NotificationEmailPreference,
  NotificationKind,
} from '../../common/notifications/kinds';
import type { Site } from '../../common/academy/site';
import type { LectioPhase, WritingSessionKind } from '../../common/rooms/sessions';

export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: string;
}

/**
 * Teachers, parents and platform admins (admins are teachers with a flag), and the Academy's
 * participants (migration 0035; an instructor is a teacher).
 */
export interface UsersTable {
  id: string;
  /** Stored lower-cased; unique. */
  email: string;
  second_email: string | null;
  first_name: string;
  last_name: string;
  account_type: 'teacher' | 'parent' | 'participant';
  password_hash: string;
  email_confirmed_at: string | null;
  is_platform_admin: Generated<number>;
  school_id: string | null;
  is_school_admin: Generated<number>;
  referral_r: string | null;
  referral_rc: string | null;
  /** How notification email is sent (migration 0021): 'immediate' | 'daily' | 'off'. */
  notification_email: Generated<NotificationEmailPreference>;
  created_at: string;
  updated_at: string;
  /** A parent gets the weekly family digest: 1 (the default) or 0 (migration 0028). */
  family_digest_email: Generated<number>;
  /**
   * A participant aged 13 to 17: the parent or guardian who must consent (migration 0035).
   * Optional on insert; null for everyone else.
   */
  guardian_email: ColumnType<string | null, string | null | undefined, string | null>;
  /** When that person consented; until then the participant cannot sign in. */
  guardian_consented_at: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** When the login code stops working (migration 0015); null when there is none. Optional on insert. */
  login_code_expires_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The educator administrator (a teacher or parent) who manages this student. */
  administrator_id: string;
  /** Google sign-in: `${issuer} ${sub}`. */
  google_subject: string | null;
  /**
   * When the email address was proven (migration 0014): it came from Google, or a reset link
   * sent to it was used. Only a proven address links a Google account. Optional on insert.
   */
  email_verified_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The Avatar Store look (JSON, migration 0010); null wears the default. */
  avatar: ColumnType<string | null, string | null | undefined, string | null>;
  /** Notification email where a teacher allows it (migration 0026); optional on insert. */
  notification_email: Generated<NotificationEmailPreference>;
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
  /** The school whose address class orders ship to (migration 0005); optional on insert. */
  school_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  /** Migration 0009; null for classes made before it. Optional on insert. */
  grade_level: ColumnType<string | null, string | null | undefined, string | null>;
  subject: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the class was archived (migration 0022); null while in use. Optional on insert. */
  archived_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1: students with a verified Google email may get notification email (migration 0026). */
  student_email_notifications: Generated<number>;
}

export interface ClassStudentsTable {
  class_id: string;
  student_id: string;
  joined_at: string;
}

/** A student taken out of a class, who may be put back (migration 0023). */
export interface ClassStudentRemovalsTable {
  class_id: string;
  student_id: string;
  removed_at: string;
  removed_by: string;
  joined_at: string;
}

export type VerificationPurpose =
  | 'confirm_email'
  | 'reset_password'
  | 'student_reset_password'
  /** A participant aged 13 to 17: the guardian's consent link (issue 13). */
  | 'guardian_consent';

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
  /** For an impersonation: the actor's own session, which this one never outlives. */
  parent_session_id: string | null;
  /** The app the session was opened on (migration 0035): honoured only there. */
  site: Site;
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
  /**
   * Migration 0009: set on a parent invitation (the child to link; class_id is then null).
   * Optional on insert.
   */
  student_id: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** Extra headers as JSON, e.g. List-Unsubscribe (migration 0026); optional on insert. */
  headers: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * Emails waiting for the SMTP server (migration 0017): written by the request, sent by the
 * delivery worker, deleted once sent; `failed` rows gave up after the last attempt.
 */
export type UploadKind = 'image' | 'attachment' | 'video';
export type UploadStatus = 'uploading' | 'processing' | 'ready' | 'failed';

/** Uploaded files and their processing (migration 0019). */
export interface UploadsTable {
  id: string;
  tus_id: string;
  /** The uploader's account id (users.id). */
  owner_id: string;
  kind: UploadKind;
  status: UploadStatus;
  failure_reason: string | null;
  file_name: string;
  size_bytes: number;
  /** Read from the bytes once complete; null before. */
  content_type: string | null;
  storage_key: string | null;
  poster_key: string | null;
  duration_ms: number | null;
  hls_key: string | null;
  processing_attempts: ColumnType<number, number | undefined, number>;
  processing_lease_until: string | null;
  created_at: string;
  updated_at: string;
}

export interface EmailQueueTable {
  id: string;
  /** The template's name (adapters/email/mail-limits.ts). */
  template: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: 'queued' | 'failed';
  attempts: ColumnType<number, number | undefined, number>;
  /** When the row may be claimed next: its due time, or the end of a delivery's lease. */
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  /** Extra headers as JSON, e.g. List-Unsubscribe (migration 0026); optional on insert. */
  headers: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * The first answer of a single-use call, replayed to the same browser for a minute (migration
 * 0018, server/modules/auth/single-use-replay.ts). `answer` is encrypted; null while pending.
 */
export interface SingleUseReplaysTable {
  id: string;
  call: string;
  state: 'pending' | 'done';
  answer: string | null;
  expires_at: string;
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

/* ---- Bookstore (migration 0005) ---- */

export interface SchoolsTable {
  id: string;
  name: string;
  address_1: string;
  address_2: string | null;
  city: string;
  zip: string;
  /** ISO 3166-1 alpha-2. */
  country_code: string;
  /** US state code when the country is US. */
  state_code: string | null;
  /** When staff checked this address; only a checked one ships class orders at the flat rate. */
  verified_at: string | null;
  verified_by: string | null;
  created_at: string;
  /** The school's IANA time zone, asked for when chat is turned on (migration 0057). */
  time_zone: ColumnType<string | null, string | null | undefined, string | null>;
}

export type BookType = 'story' | 'journal';

export interface BooksTable {
  id: string;
  code: string;
  name: string;
  class_id: string;
  teacher_id: string;
  type: BookType;
  open_class_order: Generated<number>;
  /** Null while unpublished. */
  published_at: string | null;
  created_at: string;
  updated_at: string;
  /** What the teacher chose to print (migration 0029): approved work only, or all written. */
  contents: ColumnType<BookContents, BookContents | undefined, BookContents>;
  /** The teacher's dedication page, or null for none (0029). */
  dedication: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON [{ studentId, activityId }] the teacher unticked (0029). */
  excluded_pieces: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON [studentId]: chosen students with nothing to include, left out (0029). */
  left_out: ColumnType<string | null, string | null | undefined, string | null>;
}

/** 'approved': approved work only (the default); 'written': every piece with words in it. */
export type BookContents = 'approved' | 'written';

/** One section per activity, in book order (migration 0029). */
export interface BookSectionsTable {
  book_id: string;
  position: number;
  /** The activity whose picture the section shows; null once the activity is deleted. */
  activity_id: string | null;
  title: string;
  passage_reference: string;
}

export interface BookStudentsTable {
  book_id: string;
  student_id: string;
}

export interface BookPiecesTable {
  id: string;
  book_id: string;
  student_id: string;
  position: number;
  title: string;
  body: string;
  created_at: string;
  /** The activity the piece answers (migration 0029); null in books made before. */
  activity_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export type ShippingZone = 'domestic' | 'north_america' | 'international';

export interface ShippingRatesTable {
  id: string;
  zone: ShippingZone;
  service: 'untracked' | 'priority' | 'ground' | 'expedited' | 'express';
  name: string;
  min_quantity: number;
  max_quantity: number | null;
  price_cents: number;
  estimated: string;
  tracking: number;
  position: number;
}

export type OrderStatus = 'awaiting_payment' | 'paid' | 'in_production' | 'shipped' | 'cancelled';
export type OrderBookType = 'premium' | 'standard' | 'journal';
export type PaymentProviderName = 'stripe' | 'local';

export interface OrdersTable {
  id: string;
  number: string;
  book_id: string;
  buyer_user_id: string | null;
  email: string;
  first_name: string;
  last_name: string;
  telephone: string | null;
  address_1: string | null;
  address_2: string | null;
  city: string | null;
  zip: string | null;
  country_code: string | null;
  state_code: string | null;
  book_type: OrderBookType;
  class_order: Generated<number>;
  copies: number;
  unit_price_cents: number;
  books_cents: number;
  credits_redeemed: Generated<number>;
  credit_discount_cents: Generated<number>;
  shipping_rate_id: string | null;
  shipping_name: string;
  shipping_estimated: string | null;
  shipping_tracking: Generated<number>;
  shipping_cents: number;
  total_cents: number;
  currency: string;
  status: OrderStatus;
  payment_provider: PaymentProviderName;
  payment_intent_id: string | null;
  tracking_number: string | null;
  /** Signed into status links (migration 0015); staff revoke every earlier link by adding one. */
  link_version: Generated<number>;
  pdf_key: string | null;
  paid_at: string | null;
  in_production_at: string | null;
  shipped_at: string | null;
  cancelled_at: string | null;
  confirmation_sent_at: string | null;
  created_at: string;
  updated_at: string;
  /** Refunded or being refunded (migration 0032): never more than total_cents. */
  refunded_cents: Generated<number>;
  refunded_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OrderItemsTable {
  id: string;
  order_id: string;
  student_id: string | null;
  student_name: string | null;
  quantity: number;
}

export interface PaymentsTable {
  id: string;
  order_id: string;
  provider: PaymentProviderName;
  intent_id: string;
  amount_cents: number;
  currency: string;
  status: string;
  succeeded_at: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * `revoke`: a platform admin takes granted credits back (issue 12, point 14). `refund`
 * (migration 0032): a whole refund gives back the order's redeemed credits, once.
 */
export type CreditKind =
  'grant' | 'reward' | 'hold' | 'release' | 'redemption' | 'revoke' | 'refund';

export interface CreditLedgerTable {
  id: string;
  teacher_id: string;
  /** Place in the teacher's ledger: unique per teacher, one more than the row before. */
  seq: number;
  kind: CreditKind;
  /** Signed: grants, rewards and releases add; holds and redemptions subtract. */
  credits: number;
  /** Spendable credits after this row; the database refuses a negative one. */
  balance_after: number;
  order_id: string | null;
  /** On a release: the hold it gives back (unique). */
  hold_id: string | null;
  /** On a hold: when an unpaid order's hold is released by the sweep. */
  expires_at: string | null;
  note: string | null;
  created_by: string | null;
  created_at: string;
  /** An admin's grant or revoke: the form's id, unique per teacher (migration 0033). Optional on insert. */
  request_key: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface LocalPaymentIntentsTable {
  id: string;
  client_secret_hash: string;
  amount_cents: number;
  currency: string;
  status: string;
  last_error: string | null;
  idempotency_key: string | null;
  /** JSON text. */
  metadata: string | null;
  created_at: string;
  updated_at: string;
  /** Refunded so far (migration 0032). */
  amount_refunded: ColumnType<number, number | undefined, number>;
}

export interface PaymentEventsTable {
  id: string;
  type: string;
  created_at: string;
}

/* ---- Reflection activities (migration 0008) ---- */

export interface ActivitiesTable {
  id: string;
  teacher_id: string;
  title: string;
  passage_reference: string;
  passage_source: string;
  passage_text: string;
  instructions: string;
  /** JSON text: [{ id, prompt }]. */
  questions: string;
  /** JSON text: [{ word, definition }]. */
  vocabulary: string;
  /** JSON text: { criteria: [...] }, or null without a rubric. */
  rubric: string | null;
  image_key: string | null;
  image_alt: string;
  /** The attached video (uploads.id, kind 'video'; migration 0020), or null. */
  video_upload_id: string | null;
  /** 'YYYY-MM-DD'. */
  due_date: string | null;
  source_library_id: string | null;
  created_at: string;
  updated_at: string;
  /** A copy of a workbook reflection: its workbook (migration 0049); licensed students only. */
  workbook_id?: string | null;
  /** A copy of a publisher pack activity (migration 0055): the pack, version and manifest key. */
  pack_id?: string | null;
  pack_version?: number | null;
  pack_activity_key?: string | null;
  /** SHA-256 of the activity's file in that version: whether a newer version changed it. */
  pack_activity_sha256?: string | null;
}

export interface ActivityAssignmentsTable {
  activity_id: string;
  class_id: string;
  assigned_by: string | null;
  assigned_at: string;
  /** Overrides the activity's due date for this class. */
  due_date: string | null;
  /** 'YYYY-MM-DD': students see it from this day (migration 0022); null: at once. */
  opens_on: ColumnType<string | null, string | null | undefined, string | null>;
}

/** An assignment given to chosen students only (migration 0022); none: the whole class. */
export interface AssignmentStudentsTable {
  activity_id: string;
  class_id: string;
  student_id: string;
}

/** Student writing (migration 0010). */
/** 'returned': sent back for revision (issue 11, point 8). */
export type ProjectStatusValue = 'active' | 'returned' | 'approved' | 'archived';

export interface ProjectsTable {
  id: string;
  activity_id: string;
  class_id: string;
  student_id: string;
  /** JSON: { [questionId]: text }. */
  answers: string;
  word_count: number;
  status: ProjectStatusValue;
  /** JSON: { [criterionId]: level index }. */
  score: string | null;
  submitted_at: string | null;
  created_at: string;
  updated_at: string;
  /** The teacher's note when returned for revision (migration 0024). */
  return_note: string | null;
}

/** A comment: general, or anchored to a passage of one answer; a reply has a parent (0024). */
export interface ProjectCommentsTable {
  id: string;
  project_id: string;
  author_user_id: string | null;
  author_name: string;
  body: string;
  created_at: string;
  parent_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** A student's reply: its author (author_user_id is then null). */
  author_student_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The hand-in version it was made on; null before the first hand-in. */
  version_number: ColumnType<number | null, number | null | undefined, number | null>;
  /** The anchor: offsets into plainTextOf(answer) of this question, and the words quoted. */
  anchor_question_id: ColumnType<string | null, string | null | undefined, string | null>;
  anchor_start: ColumnType<number | null, number | null | undefined, number | null>;
  anchor_end: ColumnType<number | null, number | null | undefined, number | null>;
  anchor_quote: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One hand-in of a project: the answers as handed in, numbered from 1 (migration 0024). */
export interface ProjectVersionsTable {
  id: string;
  project_id: string;
  number: number;
  /** JSON: { [questionId]: answer }. */
  answers: string;
  word_count: number;
  handed_in_at: string;
}

export type PointsKind = 'award' | 'submission' | 'purchase';

export interface PointsLedgerTable {
  id: string;
  student_id: string;
  points: number;
  kind: PointsKind;
  project_id: string | null;
  note: string | null;
  created_by: string | null;
  created_at: string;
}

/* ---- Classroom (migration 0009) ---- */

/** A co-teacher of a class (the owner is classes.teacher_id). */
export interface ClassTeachersTable {
  class_id: string;
  teacher_id: string;
  role: ColumnType<'co-teacher', 'co-teacher' | undefined, 'co-teacher'>;
  invited_by: string | null;
  created_at: string;
}

export type JoinRequestStatus = 'pending' | 'approved' | 'declined';

/** A student's request to join a class with its Access Code (one per class and student). */
export interface ClassJoinRequestsTable {
  id: string;
  class_id: string;
  student_id: string;
  status: JoinRequestStatus;
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
}

export interface AvatarItemsOwnedTable {
  student_id: string;
  item_id: string;
  purchased_at: string;
}

/* ---- Privacy (migration 0011) ---- */

export type DeletionRequestStatus = 'pending' | 'completed' | 'cancelled';

/** A parent's request to delete a child's account (ids only; outlives the student). */
export interface DeletionRequestsTable {
  id: string;
  student_id: string;
  requested_by: string | null;
  created_at: string;
  /** created_at + 72 h. */
  due_at: string;
  status: DeletionRequestStatus;
  completed_at: string | null;
  completed_by: string | null;
}

/* ---- Notifications (migration 0021) ---- */

/** One event for one recipient: a user (teacher, parent) or a student. */
export interface NotificationsTable {
  id: string;
  recipient_user_id: string | null;
  recipient_student_id: string | null;
  kind: NotificationKind;
  class_id: string | null;
  project_id: string | null;
  actor_name: string;
  subject: string;
  link: string;
  created_at: string;
  read_at: string | null;
  emailed_at: string | null;
  /** Which app the notification belongs to (0045): each site lists and emails its own. */
  site: Generated<Site>;
  /** The Academy course it is about (0045); null for the Journals'. */
  course_id: string | null;
}

export interface Database {
  app_meta: AppMetaTable;
  users: UsersTable;
  students: StudentsTable;
  parent_students: ParentStudentsTable;
  classes: ClassesTable;
  class_students: ClassStudentsTable;
  class_student_removals: ClassStudentRemovalsTable;
  verification_codes: VerificationCodesTable;
  sessions: SessionsTable;
  invitations: InvitationsTable;
  audit_log: AuditLogTable;
  rate_limit_counters: RateLimitCountersTable;
  email_outbox: EmailOutboxTable;
  email_queue: EmailQueueTable;
  uploads: UploadsTable;
  single_use_replays: SingleUseReplaysTable;
  google_identities: GoogleIdentitiesTable;
  schools: SchoolsTable;
  books: BooksTable;
  book_students: BookStudentsTable;
  book_pieces: BookPiecesTable;
  /* book-pdf (issue 12) */
  book_sections: BookSectionsTable;
  shipping_rates: ShippingRatesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  payments: PaymentsTable;
  credit_ledger: CreditLedgerTable;
  local_payment_intents: LocalPaymentIntentsTable;
  payment_events: PaymentEventsTable;
  activities: ActivitiesTable;
  activity_assignments: ActivityAssignmentsTable;
  projects: ProjectsTable;
  project_comments: ProjectCommentsTable;
  project_versions: ProjectVersionsTable;
  points_ledger: PointsLedgerTable;
  avatar_items_owned: AvatarItemsOwnedTable;
  class_teachers: ClassTeachersTable;
  class_join_requests: ClassJoinRequestsTable;
  deletion_requests: DeletionRequestsTable;
  notifications: NotificationsTable;
  assignment_students: AssignmentStudentsTable;
  // Issue 12, digest part.
  family_digests: FamilyDigestsTable;
  // preview (issue 12)
  book_previews: BookPreviewsTable;
  // staff-desk (issue 12)
  order_refunds: OrderRefundsTable;
  local_refunds: LocalRefundsTable;
  // Issue 13: the Academy.
  courses: CoursesTable;
  course_chapters: CourseChaptersTable;
  course_lessons: CourseLessonsTable;
  course_join_links: CourseJoinLinksTable;
  course_members: CourseMembersTable;
  course_invites: CourseInvitesTable;
  course_unlocks: CourseUnlocksTable;
  lesson_progress: LessonProgressTable;
  course_reflections: CourseReflectionsTable;
  reflection_versions: ReflectionVersionsTable;
  reflection_comments: ReflectionCommentsTable;
  course_certificates: CourseCertificatesTable;
  board_posts: BoardPostsTable;
  board_mentions: BoardMentionsTable;
  board_reports: BoardReportsTable;
  board_mutes: BoardMutesTable;
  // Issue 16: plans and workbooks.
  workbook_packs: WorkbookPacksTable;
  billing_accounts: BillingAccountsTable;
  billing_invoices: BillingInvoicesTable;
  billing_invoice_lines: BillingInvoiceLinesTable;
  billing_counters: BillingCountersTable;
  billing_events: BillingEventsTable;
  billing_pending_items: BillingPendingItemsTable;
  // Issue 16: the subscription lifecycle (migration 0048).
  local_billing_customers: LocalBillingCustomersTable;
  local_billing_subscriptions: LocalBillingSubscriptionsTable;
  local_billing_invoices: LocalBillingInvoicesTable;
  local_billing_items: LocalBillingItemsTable;
  local_billing_checkouts: LocalBillingCheckoutsTable;
  billing_true_ups: BillingTrueUpsTable;
  billing_reminders: BillingRemindersTable;
  billing_quotes: BillingQuotesTable;
  billing_desk_actions: BillingDeskActionsTable;
  workbook_purchases: WorkbookPurchasesTable;
  workbook_licences: WorkbookLicencesTable;
  class_workbook_packs: ClassWorkbookPacksTable;
  // Issue 16: school and parish accounts' teachers (migration 0054).
  billing_account_members: BillingAccountMembersTable;
  billing_account_invitations: BillingAccountInvitationsTable;
  // Issue 16, point 3: a paused account's locked-out students (migration 0056).
  billing_pause_retention: BillingPauseRetentionTable;
  // Issue 17: safe chat (migration 0057, decision 0024).
  chat_settings: ChatSettingsTable;
  chat_user_settings: ChatUserSettingsTable;
  chat_conversations: ChatConversationsTable;
  chat_members: ChatMembersTable;
  chat_messages: ChatMessagesTable;
  chat_reports: ChatReportsTable;
  chat_mutes: ChatMutesTable;
  chat_blocks: ChatBlocksTable;
  chat_consents: ChatConsentsTable;
  care_flags: CareFlagsTable;
  // Issue 17, point 13: "Show in my language" (migration 0059).
  chat_translations: ChatTranslationsTable;
  // Issue 17, point 9: pictures and PDFs on messages (migration 0058).
  chat_attachments: ChatAttachmentsTable;
  // Issue 17, point 1: Academy course messaging (migration 0061).
  course_conversations: CourseConversationsTable;
  course_messages: CourseMessagesTable;
  course_message_reads: CourseMessageReadsTable;
  // Issue 18: writing rooms (migration 0062).
  writing_sessions: WritingSessionsTable;
  writing_rooms: WritingRoomsTable;
  writing_room_members: WritingRoomMembersTable;
  writing_room_updates: WritingRoomUpdatesTable;
  // Issue 18: sessions' life, saved groups, notes and prayers (migration 0063).
  writing_group_sets: WritingGroupSetsTable;
  writing_room_notes: WritingRoomNotesTable;
  writing_prayers: WritingPrayersTable;
  // Issue 18, point 10: a closed room published into the class book (migration 0064).
  writing_room_pieces: WritingRoomPiecesTable;
  writing_room_piece_authors: WritingRoomPieceAuthorsTable;
  book_piece_authors: BookPieceAuthorsTable;
}

/** One parent's weekly family digest, recorded once per week (migration 0028). */
export interface FamilyDigestsTable {
  parent_id: string;
  /** The week's closing date, YYYY-MM-DD (UTC). */
  week: string;
  status: 'sent' | 'empty';
  created_at: string;
}

// preview (issue 12)
/** A book's cached store preview: its page images live in the file store (migration 0030). */
export interface BookPreviewsTable {
  id: string;
  cache_key: string;
  book_id: string;
  /** 'standard', or the child's student id for a Premium copy. */
  copy_kind: string;
  status: 'rendering' | 'ready';
  page_count: number | null;
  /** JSON array of { width, height } per page. */
  pages: string | null;
  lease_until: string;
  created_at: string;
  updated_at: string;
}

/* ---- Staff desk and refunds (migration 0032, issue 12) ---- */

export type RefundKind = 'whole' | 'shipping';

export interface OrderRefundsTable {
  id: string;
  order_id: string;
  kind: RefundKind;
  amount_cents: number;
  provider: PaymentProviderName;
  provider_refund_id: string | null;
  /** 'failed': the provider reported it failed later (migration 0034); staff may retry it. */
  status: 'pending' | 'succeeded' | 'failed';
  idempotency_key: string;
  credits_returned: Generated<number>;
  requested_by: string | null;
  created_at: string;
  completed_at: string | null;
  /** The provider's failure code (Stripe's `failure_reason`), set when it failed. */
  failure_reason: ColumnType<string | null, string | null | undefined, string | null>;
  failed_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1, then one more per retry of a failed refund (each with its own idempotency key). */
  attempt: Generated<number>;
}

export interface LocalRefundsTable {
  id: string;
  intent_id: string;
  amount_cents: number;
  idempotency_key: string;
  /** JSON text. */
  metadata: string | null;
  created_at: string;
  /** 'succeeded', or 'failed' when marked failed to try the failure path (migration 0034). */
  status: Generated<'succeeded' | 'failed'>;
  failure_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The Academy's courses (migration 0036, issue 13). */
export interface CoursesTable {
  id: string;
  owner_id: string;
  title: string;
  subtitle: Generated<string>;
  /** Sanitised rich text (HTML). */
  description: Generated<string>;
  category: CourseCategory;
  cover_file_key: string | null;
  status: Generated<CourseStatus>;
  visibility: Generated<CourseVisibility>;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  /** The percentage of lessons to complete, reflections accepted (migration 0037). */
  completion_percent: Generated<number>;
  /** What a former participant's board posts become (migration 0037). */
  former_posts: Generated<FormerPostsRule>;
  /** 1: participants' board posts wait for approval (migration 0042). */
  board_premoderation: Generated<number>;
  /** 1: in post-first threads participants see replies after their own (migration 0042). */
  board_post_first: Generated<number>;
  /** 1: the instructors turned course messaging off; 0, the default, is on (migration 0061). */
  messaging_off: Generated<number>;
}

/** One participant's private thread with a course's instructors (migration 0061). */
export interface CourseConversationsTable {
  id: string;
  course_id: string;
  participant_user_id: string;
  created_at: string;
  last_message_at: string;
}

/** A course message; never deleted by a person, withdrawn instead (migration 0061). */
export interface CourseMessagesTable {
  id: string;
  conversation_id: string;
  /** Null once the sender's account is gone. */
  sender_user_id: string | null;
  body: string;
  client_id: string;
  created_at: string;
  withdrawn_at: string | null;
}

/** A reader's read mark in a course conversation (migration 0061). */
export interface CourseMessageReadsTable {
  conversation_id: string;
  user_id: string;
  last_read_at: string;
}

/** The release rule shared by chapters and lessons (issue 13, point 7; migration 0037). */
interface ReleaseColumns {
  release_mode: Generated<ReleaseMode>;
  /** 'date': the day (YYYY-MM-DD) it opens, from 00:00 UTC. */
  release_date: string | null;
  /** 'afterJoin': days after the participant joined. */
  release_days: number | null;
  /** 1 when the previous lesson must be completed first. */
  requires_previous: Generated<number>;
}

/** A course's chapter (migration 0037). */
export interface CourseChaptersTable extends ReleaseColumns {
  id: string;
  course_id: string;
  title: string;
  position: number;
  created_at: string;
  updated_at: string;
}

/** A chapter's lesson; `blocks` is JSON checked by lessonBlocksSchema (migration 0037). */
export interface CourseLessonsTable extends ReleaseColumns {
  id: string;
  course_id: string;
  chapter_id: string;
  title: string;
  position: number;
  blocks: Generated<string>;
  created_at: string;
  updated_at: string;
}

/** A course's join link: a token of at least 128 bits (migration 0037). */
export interface CourseJoinLinksTable {
  id: string;
  course_id: string;
  token: string;
  expires_at: string | null;
  seat_limit: number | null;
  joined_count: Generated<number>;
  revoked_at: string | null;
  created_by: string;
  created_at: string;
}

/** A co-instructor or participant of a course; the owner is courses.owner_id (migration 0037). */
export interface CourseMembersTable {
  course_id: string;
  user_id: string;
  role: CourseMemberRole;
  status: CourseMemberStatus;
  join_link_id: string | null;
  joined_at: string | null;
  last_activity_at: string | null;
  created_at: string;
  updated_at: string;
  /** How often a request to join was declined; a second decline is final (migration 0040). */
  decline_count: Generated<number>;
  /** Counts kept by refreshMemberCounts (migration 0041). */
  completed_lessons: Generated<number>;
  waiting_reflections: Generated<number>;
  accepted_reflections: Generated<number>;
}

/** An emailed invitation to a private course; the token is kept hashed (migration 0037). */
export interface CourseInvitesTable {
  id: string;
  course_id: string;
  email: string;
  token_hash: string;
  expires_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
  invited_by: string;
  created_at: string;
}

/** A chapter or lesson an instructor opened early for one participant (migration 0037). */
export interface CourseUnlocksTable {
  course_id: string;
  user_id: string;
  item_id: string;
  unlocked_by: string;
  created_at: string;
}

/** A participant's place in a lesson (migration 0037). */
export interface LessonProgressTable {
  lesson_id: string;
  user_id: string;
  course_id: string;
  completed_at: string | null;
  video_position: Generated<number>;
  /** The furthest fraction watched, in thousandths. */
  video_watched: Generated<number>;
  last_viewed_at: string;
}

/** A participant's answers to a lesson's prompts (migration 0041). */
export interface CourseReflectionsTable {
  id: string;
  course_id: string;
  lesson_id: string;
  user_id: string;
  /** JSON: sanitised rich text keyed by prompt id. */
  answers: string;
  word_count: Generated<number>;
  status: Generated<ReflectionStatus>;
  submitted_at: string | null;
  decided_at: string | null;
  created_at: string;
  updated_at: string;
}

/** One hand-in of a reflection, numbered from 1 (migration 0041). */
export interface ReflectionVersionsTable {
  id: string;
  reflection_id: string;
  number: number;
  answers: string;
  submitted_at: string;
}

/** An instructor's feedback on a version: general, on a passage, or a decision's note (0041). */
export interface ReflectionCommentsTable {
  id: string;
  reflection_id: string;
  version_number: number;
  author_id: string;
  body: string;
  decision: 'returned' | 'accepted' | null;
  prompt_id: string | null;
  anchor_start: number | null;
  anchor_end: number | null;
  quote: string | null;
  created_at: string;
}

/**
 * A participant's completion certificate, with snapshots of what it states (migration 0043).
 * `course_id` is null once the course is deleted: the certificate stays verifiable.
 */
export interface CourseCertificatesTable {
  id: string;
  /** 12 Crockford base32 characters, stored without dashes. */
  code: string;
  course_id: string | null;
  user_id: string;
  participant_name: string;
  course_title: string;
  instructor_name: string;
  issued_at: string;
}

/** A board thread (thread_id null) or reply (migration 0042). */
export interface BoardPostsTable {
  id: string;
  course_id: string;
  thread_id: string | null;
  lesson_id: string | null;
  /** Null once the author left and their posts show as "Former participant". */
  author_id: string | null;
  author_former: Generated<number>;
  client_id: string | null;
  title: string | null;
  /** Sanitised board HTML; mentions hold ids only. */
  body: string;
  status: Generated<PostStatus>;
  hidden: Generated<number>;
  pinned: Generated<number>;
  locked: Generated<number>;
  post_first: Generated<number>;
  gone: PostGone | null;
  reply_count: Generated<number>;
  edited_at: string | null;
  last_activity_at: string;
  created_at: string;
}

/** Who a board post mentions, for notifications (migration 0042). */
export interface BoardMentionsTable {
  post_id: string;
  user_id: string;
  course_id: string;
  created_at: string;
}

/** A member's report of a board post (migration 0042). */
export interface BoardReportsTable {
  id: string;
  course_id: string;
  post_id: string;
  reporter_id: string;
  reason: Generated<string>;
  status: Generated<ReportStatus>;
  resolved_by: string | null;
  resolved_at: string | null;
  created_at: string;
}

/** A participant muted on a course's board; `until` null: until unmuted (migration 0042). */
export interface BoardMutesTable {
  course_id: string;
  user_id: string;
  until: string | null;
  muted_by: string;
  created_at: string;
}

// Issue 16: plans and workbooks.
/** A verified publisher workbook pack version (migration 0046, docs/workbook-packs.md). */
export interface WorkbookPacksTable {
  id: string;
  pack_id: string;
  /** One of common/workbooks' ids. */
  workbook_id: string;
  mode: 'replaces' | 'adds';
  version: number;
  title: string;
  publisher: string;
  key_id: string;
  /** SHA-256 of the signed ZIP, lower-case hex; unique. */
  sha256: string;
  /** The envelope as uploaded, private (never served by address). */
  storage_key: string;
  size: number;
  activity_count: number;
  status: Generated<'verified' | 'withdrawn'>;
  uploaded_by: string | null;
  uploaded_at: string;
}

/** A billing account: a teacher's, a school's or a parish's (migration 0047, decision 0022). */
export interface BillingAccountsTable {
  id: string;
  kind: BillingAccountKind;
  /** The teacher whose own account this is; null for a school's or parish's. */
  user_id: string | null;
  /** The school or parish whose account this is; null for a teacher's. */
  school_id: string | null;
  name: string;
  billing_email: string | null;
  plan: Generated<PlanId>;
  status: Generated<BillingStatus>;
  period: BillingPeriod | null;
  collection_method: Generated<CollectionMethod>;
  /** 1 once the account has had its one free trial. */
  trial_used: Generated<number>;
  trial_ends_at: string | null;
  current_period_start: string | null;
  current_period_end: string | null;
  /** Distinct students in the account's non-archived classes, at the last count. */
  seats_counted: Generated<number>;
  seats_counted_at: string | null;
  /** Seats the current period is billed for (annual accounts grow within their buffer). */
  seats_billed: Generated<number>;
  provider: 'stripe' | 'local' | null;
  provider_customer_id: string | null;
  provider_subscription_id: string | null;
  po_number: string | null;
  tax_exempt: Generated<number>;
  /** The exemption certificate's number the school gave (migration 0053). */
  tax_exempt_certificate: string | null;
  /** Credit staff applied, taken off the next invoices. */
  credit_cents: Generated<number>;
  past_due_since: string | null;
  paused_at: string | null;
  /** 1 while Standard is set to end at the period's end (migration 0048). */
  cancel_at_period_end: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A teacher in a school's or parish's billing account (migration 0054): at most one each. */
export interface BillingAccountMembersTable {
  user_id: string;
  account_id: string;
  role: BillingMemberRole;
  added_by: string | null;
  added_at: string;
}

/** A manager's invitation to a teacher, by email, until it is accepted or declined. */
export interface BillingAccountInvitationsTable {
  id: string;
  account_id: string;
  /** Lower-cased. */
  email: string;
  role: BillingMemberRole;
  invited_by: string | null;
  created_at: string;
}

export type BillingInvoiceKind = 'subscription' | 'proration' | 'true_up' | 'licences' | 'quote';
export type BillingInvoiceStatus = 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';

/** An invoice either provider raised, as the billing page and staff see it (migration 0047). */
export interface BillingInvoicesTable {
  id: string;
  account_id: string;
  /** INV-2027-0001: numbered per year from billing_counters. */
  number: string;
  provider_invoice_id: string | null;
  kind: BillingInvoiceKind;
  status: BillingInvoiceStatus;
  collection_method: CollectionMethod;
  currency: Generated<string>;
  subtotal_cents: number;
  credit_applied_cents: Generated<number>;
  total_cents: number;
  amount_paid_cents: Generated<number>;
  tax_exempt: Generated<number>;
  po_number: string | null;
  period_start: string | null;
  period_end: string | null;
  issued_at: string;
  due_at: string | null;
  paid_at: string | null;
  /** 'card' | 'ach' | 'bank_transfer' | 'check' | 'credit' | 'offline'. */
  paid_via: string | null;
  /** The rendered PDF in private storage, once made. */
  storage_key: string | null;
  created_at: string;
}

export interface BillingInvoiceLinesTable {
  id: string;
  invoice_id: string;
  position: number;
  description: string;
  quantity: number;
  unit_cents: number;
  amount_cents: number;
}

/** The next number of a numbered series, such as 'INV-2027' or 'Q-2027' (migration 0047). */
export interface BillingCountersTable {
  name: string;
  value: number;
}

/** A provider event handled once, by its id (migration 0047). */
export interface BillingEventsTable {
  id: string;
  provider: 'stripe' | 'local';
  type: string;
  received_at: string;
}

/** A one-time charge waiting for the account's next invoice (migration 0047). */
export interface BillingPendingItemsTable {
  id: string;
  account_id: string;
  description: string;
  quantity: number;
  unit_cents: number;
  amount_cents: number;
  /** What it is for, such as 'workbook_licences'; `source_id` names that purchase (unique). */
  source: string;
  source_id: string;
  invoice_id: string | null;
  provider_item_id: string | null;
  created_at: string;
}

/** The local billing provider's customer (migration 0048); `card_last4` once a card is on file. */
export interface LocalBillingCustomersTable {
  id: string;
  account_id: string;
  name: string;
  email: string | null;
  card_last4: string | null;
  idempotency_key: string | null;
  created_at: string;
}

/** The local billing provider's subscription, as Stripe Billing keeps one (migration 0048). */
export interface LocalBillingSubscriptionsTable {
  id: string;
  customer_id: string;
  account_id: string;
  /** 'trialing' | 'active' | 'past_due' | 'paused' | 'canceled' (Stripe's statuses). */
  status: string;
  period: BillingPeriod;
  quantity: number;
  collection_method: CollectionMethod;
  trial_end: string | null;
  current_period_start: string;
  current_period_end: string;
  cancel_at_period_end: Generated<number>;
  idempotency_key: string | null;
  created_at: string;
  updated_at: string;
}

/** The local billing provider's invoice (migration 0048); `lines` and `metadata` are JSON. */
export interface LocalBillingInvoicesTable {
  id: string;
  customer_id: string;
  subscription_id: string | null;
  status: BillingInvoiceStatus;
  collection_method: CollectionMethod;
  /** Stripe's billing_reason: subscription_create, subscription_cycle, subscription_update, manual. */
  billing_reason: string;
  metadata: string | null;
  lines: string;
  total_cents: number;
  amount_paid_cents: Generated<number>;
  due_at: string | null;
  period_start: string | null;
  period_end: string | null;
  paid_at: string | null;
  paid_out_of_band: Generated<number>;
  idempotency_key: string | null;
  created_at: string;
}

/** A one-time item (or a proration) for the customer's next local invoice (migration 0048). */
export interface LocalBillingItemsTable {
  id: string;
  customer_id: string;
  description: string;
  quantity: number;
  unit_cents: number;
  amount_cents: number;
  invoice_id: string | null;
  idempotency_key: string | null;
  created_at: string;
}

/** The local twin of a Stripe Checkout Session (migration 0048). */
export interface LocalBillingCheckoutsTable {
  id: string;
  mode: 'subscription' | 'setup' | 'payment';
  customer_id: string;
  account_id: string;
  period: BillingPeriod | null;
  quantity: number | null;
  amount_cents: number;
  invoice_id: string | null;
  subscription_id: string | null;
  status: 'open' | 'complete';
  success_url: string;
  idempotency_key: string | null;
  created_at: string;
  completed_at: string | null;
}

/** The one annual true-up of an account's term (migration 0048). */
export interface BillingTrueUpsTable {
  account_id: string;
  term_start: string;
  seats: number;
  created_at: string;
}

/** An overdue reminder sent for an invoice at a step of 7, 14 or 21 days (migration 0048). */
export interface BillingRemindersTable {
  invoice_id: string;
  step: number;
  sent_at: string;
}
/**
 * One pause of a billing account (migration 0056), keyed on the account and `paused_at`: the
 * deletion notice and the deletion of its locked-out students, each claimed once.
 */
export interface BillingPauseRetentionTable {
  account_id: string;
  paused_at: string;
  noticed_at: string | null;
  deleted_at: string | null;
}
/** A quote a billing account requested (migration 0050): priced by the server, valid 30 days. */
export interface BillingQuotesTable {
  id: string;
  account_id: string;
  /** Q-2027-0001: numbered per year from billing_counters. */
  number: string;
  seats: number;
  period: BillingPeriod;
  /** JSON: [{ description, quantity, unitCents, amountCents }]. */
  lines: string;
  total_cents: number;
  valid_until: string;
  status: Generated<'open' | 'accepted' | 'expired'>;
  po_number: string | null;
  accepted_at: string | null;
  accepted_by: string | null;
  /** The rendered PDF in private storage, once made. */
  storage_key: string | null;
  created_by: string | null;
  created_at: string;
}

/** One staff action on a billing account, by the key its browser made (migration 0052). */
export interface BillingDeskActionsTable {
  key: string;
  account_id: string;
  action: string;
  created_at: string;
}

/** Workbook licences bought at once for one class (migration 0049). */
export interface WorkbookPurchasesTable {
  id: string;
  account_id: string;
  class_id: string | null;
  workbook_id: string;
  /** The day the school year ends, '2027-07-31'. */
  school_year: string;
  quantity: number;
  unit_cents: number;
  amount_cents: number;
  currency: Generated<string>;
  status: 'pending' | 'paid' | 'invoiced';
  collection_method: CollectionMethod;
  payment_intent_id: string | null;
  idempotency_key: string;
  bought_by: string | null;
  created_at: string;
  paid_at: string | null;
}

/** One student's licence to one workbook for one school year (migration 0049). */
export interface WorkbookLicencesTable {
  id: string;
  purchase_id: string;
  account_id: string;
  class_id: string | null;
  workbook_id: string;
  school_year: string;
  /** Null while unassigned. */
  student_id: string | null;
  assigned_at: string | null;
  /** When the student first wrote in the workbook; the licence cannot move after it. */
  first_written_at: string | null;
  created_at: string;
}

/** The publisher pack version a class keeps until its teacher accepts a newer one (0049). */
export interface ClassWorkbookPacksTable {
  class_id: string;
  pack_id: string;
  version: number;
  accepted_by: string | null;
  accepted_at: string;
}

// Issue 17: safe chat (migration 0057, decision 0024).

/** Chat for one school, or for one independent teacher's classes (exactly one of the two). */
export interface ChatSettingsTable {
  id: string;
  school_id: string | null;
  teacher_id: string | null;
  /** Null: chat is off for the school's (or the teacher's) minors. */
  enabled_at: string | null;
  enabled_by: string | null;
  /** The safe-environment terms an independent teacher accepted (CHAT_TERMS_VERSION). */
  terms_version: string | null;
  /** IANA zone of the 07:00–22:00 delivery window. */
  time_zone: string;
  /** Who hears of care flags and students' reports; else the school's admins (or the teacher). */
  safeguarding_lead_id: string | null;
  /** The adult copied, read-only, instead of the parents of students in grades 9–12. */
  observer_id: string | null;
  /** A tightening: the observer is also added beside the parents, in every grade. */
  always_observer: Generated<number>;
  /** Parents may message other parents of their child's class. */
  parent_messaging: Generated<number>;
  /** Parents see when a teacher read their message. */
  parents_see_reads: Generated<number>;
  /** "Show in my language" through the translation adapter. */
  translation: Generated<number>;
  updated_at: string;
}

/** An adult's own chat settings: quiet hours on top of the school's, and chat email. */
export interface ChatUserSettingsTable {
  user_id: string;
  quiet_start: string | null;
  quiet_end: string | null;
  email_off: Generated<number>;
  updated_at: string;
}

export interface ChatConversationsTable {
  id: string;
  class_id: string;
  kind: ConversationKind;
  title: string | null;
  /** The student a direct or family conversation is about. */
  about_student_id: string | null;
  replies_allowed: Generated<number>;
  /** `u:<id>` or `s:<id>`, with `client_id`: a repeated start finds the same conversation. */
  creator_key: string;
  client_id: string;
  created_at: string;
  /** When its latest message was delivered; orders the conversation list. */
  last_message_at: string | null;
}

export interface ChatMembersTable {
  conversation_id: string;
  /** `u:<id>` or `s:<id>`. */
  member_key: string;
  user_id: string | null;
  student_id: string | null;
  kind: MemberKind;
  role: MemberRole;
  /** The second adult and the teacher who made a group: they cannot leave or be removed. */
  permanent: Generated<number>;
  joined_at: string;
  left_at: string | null;
  /** Everything delivered up to this moment has been read. */
  last_read_at: string | null;
  /** The unread-message email covered messages delivered up to this moment. */
  emailed_through: string | null;
}

export interface ChatMessagesTable {
  id: string;
  conversation_id: string;
  sender_key: string;
  sender_user_id: string | null;
  sender_student_id: string | null;
  /** As shown when sent ("Mrs. Lopez", "Maria G."), kept if the adult's account goes. */
  sender_name: string;
  body: string;
  client_id: string;
  urgent: Generated<number>;
  created_at: string;
  deliver_at: string;
  delivered_at: string | null;
  withdrawn_at: string | null;
}

export interface ChatReportsTable {
  id: string;
  message_id: string;
  reporter_key: string;
  reporter_user_id: string | null;
  reporter_student_id: string | null;
  reason: string;
  created_at: string;
  resolved_at: string | null;
  resolved_by: string | null;
}

export interface ChatMutesTable {
  id: string;
  class_id: string;
  student_id: string;
  /** Null: until lifted. */
  until: string | null;
  created_by: string | null;
  created_at: string;
  lifted_at: string | null;
  lifted_by: string | null;
}

export interface ChatBlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: string;
}

/** COPPA consent for a student under 13 to message their teachers, by a parent or the school. */
export interface ChatConsentsTable {
  student_id: string;
  given_by: string | null;
  given_as: 'parent' | 'school';
  given_at: string;
}

/** A message or reflection the care matcher caught, for the safeguarding lead. */
export interface CareFlagsTable {
  id: string;
  source: 'message' | 'reflection' | 'room';
  message_id: string | null;
  /** A room whose text raised the flag (migration 0063). */
  room_id?: string | null;
  /** The words around the match when flagged, for a text that keeps changing (0064). */
  excerpt?: string | null;
  /** Who wrote the words, as the lead read it in the email (0064). */
  author_name?: string | null;
  project_id: string | null;
  student_id: string | null;
  class_id: string;
  lead_user_id: string | null;
  /** The matched categories, comma-separated (self_harm,abuse,…). */
  categories: string;
  phrase: string;
  created_at: string;
  dismissed_at: string | null;
  dismissed_by: string | null;
}

/** A message's translation into one language, asked for once and kept (migration 0059). */
export interface ChatTranslationsTable {
  message_id: string;
  /** A language of common/chat/translation.ts (en, es, …). */
  target: string;
  text: string;
  created_at: string;
}

/** A picture or PDF on a chat message (migration 0058); `message_id` null until it is sent. */
export interface ChatAttachmentsTable {
  id: string;
  /** Null once the conversation is deleted: the clean-up then removes the file. */
  conversation_id: string | null;
  message_id: string | null;
  uploader_key: string;
  /** The name the uploader gave it (shown, and the download's name). */
  name: string;
  /** Read from the bytes, never the name. */
  content_type: string;
  /** Bytes as stored (a picture after its metadata was removed). */
  size: number;
  storage_key: string;
  created_at: string;
}

/** A teacher's writing session for a class (migration 0062). */
export interface WritingSessionsTable {
  id: string;
  class_id: string;
  title: string;
  prompt: string;
  /** 'locked' until the teacher starts it, then 'open', and 'closed' for good. */
  state: 'locked' | 'open' | 'closed';
  created_by: string | null;
  created_at: string;
  started_at: string | null;
  closed_at: string | null;
  /** The activity whose passage and prompt the rooms start from (migration 0063). */
  activity_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** 'group', 'breakout' (then a personal reflection) or 'lectio' (the circle). */
  kind: ColumnType<WritingSessionKind, WritingSessionKind | undefined, WritingSessionKind>;
  passage_reference: ColumnType<string, string | undefined, string>;
  passage_text: ColumnType<string, string | undefined, string>;
  /** When open rooms close: the teacher's timer, or "Close in 60 seconds". */
  ends_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The circle's movement, and its optional timer. */
  phase: ColumnType<LectioPhase | null, LectioPhase | null | undefined, LectioPhase | null>;
  phase_minutes: ColumnType<number | null, number | null | undefined, number | null>;
  phase_ends_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 when students may choose their own room. */
  self_choice: ColumnType<number, number | undefined, number>;
}

/** A class's saved groups (migration 0063): JSON string[][] of student ids. */
export interface WritingGroupSetsTable {
  id: string;
  class_id: string;
  name: string;
  groups: string;
  created_by: string | null;
  created_at: string;
}

/** A teacher's comment to a room, a broadcast (room_id null), or a student's call for help. */
export interface WritingRoomNotesTable {
  id: string;
  session_id: string;
  room_id: string | null;
  kind: 'comment' | 'broadcast' | 'help';
  author_key: string;
  author_name: string;
  body: string;
  created_at: string;
  resolved_at: string | null;
}

/** The circle's private prayer box: one per student, read by the class's teachers only. */
export interface WritingPrayersTable {
  room_id: string;
  student_id: string;
  body: string;
  updated_at: string;
}

/**
 * A closed room published into the class book: one co-authored piece per room, its text as
 * published (migration 0064). Publishing is the teacher's approval: `status` is 'approved'
 * and the book's contents gate reads it as a project's.
 */
export interface WritingRoomPiecesTable {
  id: string;
  room_id: string;
  class_id: string;
  /** The book section it prints in; null once the activity is deleted. */
  activity_id: string | null;
  title: string;
  /** Plain text, one paragraph a line (server/modules/rooms/room-text.ts). */
  body: string;
  word_count: number;
  status: ProjectStatusValue;
  published_by: string | null;
  created_at: string;
  updated_at: string;
}

/** Every student who wrote in a published room, in print order (migration 0064). */
export interface WritingRoomPieceAuthorsTable {
  piece_id: string;
  student_id: string;
  position: number;
}

/** A book's co-authored piece and its authors, in print order (migration 0064). */
export interface BookPieceAuthorsTable {
  book_piece_id: string;
  student_id: string;
  position: number;
}

/** One shared document of a session (migration 0062). */
export interface WritingRoomsTable {
  id: string;
  session_id: string;
  name: string;
  /** Set while the teacher has paused the room: everyone reads, nobody writes. */
  paused_at: string | null;
  /** The Yjs document as one update (bytea/blob); null until first written. */
  doc_state: Uint8Array | null;
  /** When `doc_state` was taken: loading merges the updates logged since (migration 0065). */
  doc_state_at: string | null;
  updated_at: string;
}

/** A student's place in a room; a move ends it and starts another (migration 0062). */
export interface WritingRoomMembersTable {
  id: string;
  room_id: string;
  student_id: string;
  joined_at: string;
  left_at: string | null;
}

/** Every update to a room, append-only, with its author (migration 0062). */
export interface WritingRoomUpdatesTable {
  id: string;
  room_id: string;
  /** 's:<studentId>' or 'u:<userId>'. */
  author_key: string;
  teacher_edit: number;
  update_bytes: Uint8Array;
  created_at: string;
}
