import { z } from 'zod';

/** The platform admin area (issue 5, point 13): find people, grant teacher credits. */
export const ADMIN_API = {
  search: (q: string) => `/api/admin/search?q=${encodeURIComponent(q)}`,
  credits: (teacherId: string) => `/api/admin/teachers/${encodeURIComponent(teacherId)}/credits`,
  verifySchool: (schoolId: string) => `/api/admin/schools/${encodeURIComponent(schoolId)}/verify`,
} as const;

export const ADMIN_MESSAGES = {
  adminsOnly: 'This is for Lectio staff only',
  queryTooShort: 'Type at least 2 characters',
  creditsInvalid: 'Grant a whole number of credits from 1 to 1000',
  notFound: 'Not found',
} as const;

export const adminSearchSchema = z.object({
  q: z.string().trim().min(2, ADMIN_MESSAGES.queryTooShort).max(100),
});

export const grantCreditsSchema = z.object({
  credits: z
    .number({ error: ADMIN_MESSAGES.creditsInvalid })
    .int(ADMIN_MESSAGES.creditsInvalid)
    .min(1, ADMIN_MESSAGES.creditsInvalid)
    .max(1000, ADMIN_MESSAGES.creditsInvalid),
  note: z.string().trim().max(200).optional().default(''),
});

export interface AdminSearchAnswer {
  schools: {
    id: string;
    name: string;
    city: string;
    classCount: number;
    /** The one-line postal address, for checking it before class orders ship there flat. */
    address: string;
    verifiedAt: string | null;
  }[];
  teachers: { id: string; name: string; email: string; credits: number }[];
  students: { id: string; name: string; username: string | null; classes: string[] }[];
}
