import { z } from 'zod';
import { ADJUSTMENT_REASON_MAX } from '../admin/limits';
import { ADMIN_DESK_MESSAGES as MESSAGES } from '../admin/messages';
import { isoDate } from './fields';

/** The platform admin desk (issue 12, point 14): dashboard, lists, credits, audit log. */

/** Rows on one page of every desk list. */
export const ADMIN_PAGE_SIZE = 25;
/** Weeks on the dashboard's trend chart, the current one last. */
export const DASHBOARD_WEEKS = 12;

export const SCHOOL_SORTS = ['name', 'city', 'classes', 'created'] as const;
export const TEACHER_SORTS = ['name', 'email', 'credits', 'created'] as const;
export const STUDENT_SORTS = ['name', 'username', 'created'] as const;
export type SchoolSort = (typeof SCHOOL_SORTS)[number];
export type TeacherSort = (typeof TEACHER_SORTS)[number];
export type StudentSort = (typeof STUDENT_SORTS)[number];
export type SortDirection = 'asc' | 'desc';

export interface ListParams<Sort extends string = string> {
  q?: string;
  sort?: Sort;
  dir?: SortDirection;
  page?: number;
}

export interface AuditParams {
  actor?: string;
  action?: string;
  from?: string;
  to?: string;
  page?: number;
}

const queryString = (params: object) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const ADMIN_DESK_API = {
  dashboard: '/api/admin/dashboard',
  schools: (params: ListParams<SchoolSort> = {}) => `/api/admin/schools${queryString(params)}`,
  teachers: (params: ListParams<TeacherSort> = {}) => `/api/admin/teachers${queryString(params)}`,
  students: (params: ListParams<StudentSort> = {}) => `/api/admin/students${queryString(params)}`,
  audit: (params: AuditParams = {}) => `/api/admin/audit${queryString(params)}`,
  adjustCredits: (teacherId: string) =>
    `/api/admin/teachers/${encodeURIComponent(teacherId)}/credit-adjustments`,
} as const;

const page = z.coerce
  .number({ error: MESSAGES.pageInvalid })
  .int(MESSAGES.pageInvalid)
  .min(1, MESSAGES.pageInvalid)
  .max(100_000, MESSAGES.pageInvalid)
  .default(1);
const search = z.string().trim().max(100).optional();
const listQuery = <Sorts extends readonly [string, ...string[]]>(sorts: Sorts) =>
  z.object({
    q: search,
    sort: z.enum(sorts).default(sorts[0] as Sorts[number]),
    dir: z.enum(['asc', 'desc']).default('asc'),
    page,
  });

export const schoolListQuerySchema = listQuery(SCHOOL_SORTS);
export const teacherListQuerySchema = listQuery(TEACHER_SORTS);
export const studentListQuerySchema = listQuery(STUDENT_SORTS);

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.dateInvalid)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), MESSAGES.dateInvalid)
  .optional();

export const auditQuerySchema = z
  .object({
    actor: search,
    action: z.string().trim().max(60).optional(),
    from: day,
    to: day,
    page,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: MESSAGES.dateRangeReversed,
    path: ['to'],
  });

/** A grant or a revoke from the desk: always with a reason, once per `requestId`. */
export const adjustCreditsSchema = z.object({
  direction: z.enum(['grant', 'revoke']),
  credits: z
    .number({ error: MESSAGES.adjustCreditsInvalid })
    .int(MESSAGES.adjustCreditsInvalid)
    .min(1, MESSAGES.adjustCreditsInvalid)
    .max(1000, MESSAGES.adjustCreditsInvalid),
  reason: z
    .string({ error: MESSAGES.reasonRequired })
    .trim()
    .min(3, MESSAGES.reasonRequired)
    .max(ADJUSTMENT_REASON_MAX, MESSAGES.reasonTooLong),
  requestId: z.string().uuid(MESSAGES.requestIdInvalid),
});
export type AdjustCreditsInput = z.infer<typeof adjustCreditsSchema>;

/* ---- Answers ---- */

const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    page: z.number(),
    pageSize: z.number(),
    total: z.number(),
  });

export const adminSchoolSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  address: z.string(),
  classCount: z.number(),
  teacherCount: z.number(),
  verifiedAt: isoDate.nullable(),
  createdAt: isoDate,
});
export const adminTeacherSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  school: z.string().nullable(),
  classCount: z.number(),
  /** Spendable now. */
  credits: z.number(),
  /** Held for unpaid orders: not spendable, and not revocable. */
  held: z.number(),
  createdAt: isoDate,
});
export const adminStudentSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  classes: z.array(z.string()),
  createdAt: isoDate,
});
export type AdminSchool = z.infer<typeof adminSchoolSchema>;
export type AdminTeacher = z.infer<typeof adminTeacherSchema>;
export type AdminStudent = z.infer<typeof adminStudentSchema>;

export const schoolPageSchema = pageOf(adminSchoolSchema);
export const teacherPageSchema = pageOf(adminTeacherSchema);
export const studentPageSchema = pageOf(adminStudentSchema);
export type Paged<Item> = { items: Item[]; page: number; pageSize: number; total: number };

export const auditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  /** Who acted, as the desk shows them: name and email, a student's name, or null (the system). */
  actor: z.string().nullable(),
  targetType: z.string().nullable(),
  target: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: isoDate,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageOf(auditEntrySchema).extend({
  /** Every action the log holds, for the filter's choices. */
  actions: z.array(z.string()),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const dashboardTotalsSchema = z.object({
  schools: z.number(),
  teachers: z.number(),
  students: z.number(),
  booksPublished: z.number(),
  orders: z.number(),
  revenueCents: z.number(),
});
export const dashboardWeekSchema = dashboardTotalsSchema.extend({
  /** The week's Monday, YYYY-MM-DD (UTC). */
  start: z.string(),
});
export const dashboardSchema = z.object({
  totals: dashboardTotalsSchema,
  /** New in each of the last weeks, oldest first; orders and revenue by payment time. */
  weeks: z.array(dashboardWeekSchema),
  asOf: isoDate,
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export type DashboardWeek = z.infer<typeof dashboardWeekSchema>;

export const creditAdjustmentAnswerSchema = z.object({
  credits: z.number(),
  held: z.number(),
  /** True when this request had been carried out already: nothing changed this time. */
  repeated: z.boolean(),
});
export type CreditAdjustmentAnswer = z.infer<typeof creditAdjustmentAnswerSchema>;
