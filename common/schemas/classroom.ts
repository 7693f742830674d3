import { z } from 'zod';
import { ACCESS_CODE_LENGTH } from '../constants';
import { COUNTRIES, UNITED_STATES, US_STATES } from '../store/countries';
import { EMAIL_PATTERN, isoDate } from './fields';
import { idParam } from './ids';
import { CLASSROOM_MESSAGES as M } from '../classroom/messages';

/**
 * The classroom API (issue 5, points 1, 2, 6 and 11): classes, their students, join requests,
 * co-teachers and parent invitations. Request schemas and answer types are shared by the
 * server routes and the screens. Unknown fields are ignored (zod strips them).
 */

const base = '/api/classroom';
const id = (value: string) => encodeURIComponent(value);
const classPath = (classId: string) => `${base}/classes/${id(classId)}`;

export const CLASSROOM_API = {
  classes: `${base}/classes`,
  class: classPath,
  students: (classId: string) => `${classPath(classId)}/students`,
  student: (classId: string, studentId: string) =>
    `${classPath(classId)}/students/${id(studentId)}`,
  /** Undo of a removal: the student comes back to the class with their work. */
  restoreStudent: (classId: string, studentId: string) =>
    `${classPath(classId)}/students/${id(studentId)}/restore`,
  /** Students of this class move to another class the same teacher teaches. */
  moveStudents: (classId: string) => `${classPath(classId)}/students/move`,
  /** A new Access Code for the class (the old one stops working). */
  accessCode: (classId: string) => `${classPath(classId)}/access_code`,
  /** The signed-in teacher's remembered school (the last one they made a class at). */
  mySchool: `${base}/school`,
  loginCode: (classId: string, studentId: string) =>
    `${classPath(classId)}/students/${id(studentId)}/login_code`,
  parentInvitation: (classId: string, studentId: string) =>
    `${classPath(classId)}/students/${id(studentId)}/parent_invitation`,
  joinRequests: (classId: string) => `${classPath(classId)}/join_requests`,
  approveJoinRequest: (classId: string, requestId: string) =>
    `${classPath(classId)}/join_requests/${id(requestId)}/approve`,
  declineJoinRequest: (classId: string, requestId: string) =>
    `${classPath(classId)}/join_requests/${id(requestId)}/decline`,
  coTeachers: (classId: string) => `${classPath(classId)}/co_teachers`,
  coTeacher: (classId: string, teacherId: string) =>
    `${classPath(classId)}/co_teachers/${id(teacherId)}`,
  /** A signed-in student asks to join a class with its Access Code. */
  studentJoinRequests: `${base}/join_requests`,
  /** What a parent invitation is for (`?i=`), and accepting it as a signed-in parent. */
  parentInvitationInfo: `${base}/parent_invitation`,
  acceptParentInvitation: `${base}/parent_invitation/accept`,
} as const;

export const CLASSROOM_LIMITS = {
  title: 200,
  subject: 120,
  schoolName: 200,
  street: 200,
  city: 120,
  zip: 20,
  name: 200,
  /** Students added in one go (a pasted list or a CSV file). */
  studentsPerRequest: 200,
  username: { min: 3, max: 40 },
  /** Parent invitations stay valid this long. */
  parentInvitationDays: 14,
  /** Unknown addresses a teacher may try as co-teachers per hour. */
  coTeacherMissesPerHour: 20,
} as const;

/**
 * Access Codes: 5 characters from letters and digits without look-alikes (no 0/O, 1/I/L),
 * uppercase.
 */
export const ACCESS_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Grades from 4th grade to high school, and adults (SPEC §1); classes may mix them. */
export const GRADE_LEVELS = [
  { value: '4', label: '4th grade' },
  { value: '5', label: '5th grade' },
  { value: '6', label: '6th grade' },
  { value: '7', label: '7th grade' },
  { value: '8', label: '8th grade' },
  { value: '9', label: '9th grade' },
  { value: '10', label: '10th grade' },
  { value: '11', label: '11th grade' },
  { value: '12', label: '12th grade' },
  { value: 'adult', label: 'Adults' },
  { value: 'mixed', label: 'Mixed grades' },
] as const;
export type GradeLevel = (typeof GRADE_LEVELS)[number]['value'];
/** A student's own grade: any grade level but 'mixed'. */
export const STUDENT_GRADES = GRADE_LEVELS.filter((grade) => grade.value !== 'mixed');

const gradeValues = new Set<string>(GRADE_LEVELS.map((grade) => grade.value));
const studentGradeValues = new Set<string>(STUDENT_GRADES.map((grade) => grade.value));
const countryCodes = new Set(COUNTRIES.map((country) => country.code));
const stateCodes = new Set(US_STATES.map((state) => state.code));

// No `abort` on these checks: an aborting issue would skip the school's state check below.
const text = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, M.tooLong(max));

const optionalText = (max: number) =>
  z
    .union([z.string().trim().max(max, M.tooLong(max)), z.null()])
    .optional()
    .transform((value) => (value ? value : null));

export const schoolSchema = z
  .object(
    {
      name: text(CLASSROOM_LIMITS.schoolName, M.schoolNameRequired),
      address_1: text(CLASSROOM_LIMITS.street, M.streetRequired),
      address_2: optionalText(CLASSROOM_LIMITS.street),
      city: text(CLASSROOM_LIMITS.city, M.cityRequired),
      zip: text(CLASSROOM_LIMITS.zip, M.zipRequired),
      country_code: z
        .string({ error: M.countryInvalid })
        .trim()
        .toUpperCase()
        .refine((code) => countryCodes.has(code), M.countryInvalid),
      state_code: z
        .union([z.string().trim().toUpperCase(), z.null()])
        .optional()
        .transform((value) => (value ? value : null)),
    },
    { error: M.schoolRequired },
  )
  .superRefine(
    (school, context) => {
      // Also runs when other fields failed, so every message shows at once: read defensively.
      const { country_code: country, state_code: state } = school as Partial<typeof school>;
      if (country !== UNITED_STATES) return;
      if (!state) {
        context.addIssue({ code: 'custom', path: ['state_code'], message: M.stateRequired });
      } else if (typeof state !== 'string' || !stateCodes.has(state)) {
        context.addIssue({ code: 'custom', path: ['state_code'], message: M.stateInvalid });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  // The state is kept only for the United States, as the checkout does.
  .transform((school) => ({
    ...school,
    state_code: school.country_code === UNITED_STATES ? school.state_code : null,
  }));
export type SchoolInput = z.input<typeof schoolSchema>;
export type SchoolValues = z.output<typeof schoolSchema>;

const gradeLevelField = z
  .string({ error: M.gradeLevelRequired })
  .trim()
  .min(1, { message: M.gradeLevelRequired, abort: true })
  .refine((value) => gradeValues.has(value), M.gradeInvalid)
  .transform((value) => value as GradeLevel);

const classFields = {
  title: text(CLASSROOM_LIMITS.title, M.titleRequired),
  gradeLevel: gradeLevelField,
  subject: text(CLASSROOM_LIMITS.subject, M.subjectRequired),
  school: schoolSchema,
};

/**
 * POST /api/classroom/classes. Without a school, the class is at the teacher's remembered
 * school (`users.school_id`, set by their last class with an address); a teacher who has none
 * is asked for it (the server answers M.schoolRequired).
 */
export const classInputSchema = z.object({ ...classFields, school: schoolSchema.optional() });
export type ClassInput = z.input<typeof classInputSchema>;
export type ClassValues = z.output<typeof classInputSchema>;

/** PATCH /api/classroom/classes/:classId: any of the fields, at least one. */
export const classPatchSchema = z
  .object({
    title: classFields.title.optional(),
    gradeLevel: classFields.gradeLevel.optional(),
    subject: classFields.subject.optional(),
    school: classFields.school.optional(),
    /** true archives the class (it leaves the active lists), false restores it. */
    archived: z.boolean({ error: M.archivedInvalid }).optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: M.nothingToChange,
    path: ['body'],
  });
export type ClassPatch = z.input<typeof classPatchSchema>;

const USERNAME = /^[a-z0-9._-]+$/;

export const newStudentSchema = z.object({
  firstName: text(CLASSROOM_LIMITS.name, M.firstNameRequired),
  lastName: text(CLASSROOM_LIMITS.name, M.lastNameRequired),
  /** Empty or missing: the class's grade level (when it names one grade). */
  grade: z
    .union([z.string().trim(), z.null()])
    .optional()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || studentGradeValues.has(value), M.gradeInvalid),
  /** Empty or missing: made from the names (e.g. 'maria.gomez', then 'maria.gomez2'). */
  username: z
    .union([z.string().trim().toLowerCase(), z.null()])
    .optional()
    .transform((value) => (value ? value : null))
    .refine(
      (value) =>
        value === null ||
        (value.length >= CLASSROOM_LIMITS.username.min &&
          value.length <= CLASSROOM_LIMITS.username.max &&
          USERNAME.test(value)),
      M.usernameInvalid,
    ),
});
export type NewStudentInput = z.input<typeof newStudentSchema>;

/** POST /api/classroom/classes/:classId/students: one student or many. */
export const addStudentsSchema = z.object({
  students: z
    .array(newStudentSchema, { error: M.studentsRequired })
    .min(1, M.studentsRequired)
    .max(CLASSROOM_LIMITS.studentsPerRequest, M.tooManyStudents)
    .superRefine((students, context) => {
      const seen = new Set<string>();
      students.forEach((student, index) => {
        if (!student.username) return;
        if (seen.has(student.username)) {
          context.addIssue({
            code: 'custom',
            path: [index, 'username'],
            message: M.usernameRepeated,
          });
        }
        seen.add(student.username);
      });
    }),
});
export type AddStudentsInput = z.input<typeof addStudentsSchema>;

const emailField = z
  .string({ error: M.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { message: M.emailRequired, abort: true })
  .max(254, { message: M.emailInvalid, abort: true })
  .regex(EMAIL_PATTERN, M.emailInvalid);

/** POST …/co_teachers and POST …/students/:studentId/parent_invitation. */
export const emailBodySchema = z.object({ email: emailField });
export type EmailBody = z.input<typeof emailBodySchema>;

/** POST /api/classroom/join_requests (a signed-in student). */
export const joinWithCodeSchema = z.object({
  code: z
    .string({ error: M.accessCodeFormat })
    .trim()
    .toUpperCase()
    .length(ACCESS_CODE_LENGTH, M.accessCodeFormat),
});

/** GET /api/classroom/parent_invitation?i= and POST /api/classroom/parent_invitation/accept. */
export const parentInvitationCodeSchema = z.object({
  i: z.string({ error: M.invitationInvalid }).trim().min(1, M.invitationInvalid).max(100),
});

/** POST …/students/move: these students of the class go to another class. */
export const moveStudentsSchema = z.object({
  studentIds: z
    .array(idParam, { error: M.studentsRequired })
    .min(1, M.studentsRequired)
    .max(CLASSROOM_LIMITS.studentsPerRequest, M.tooManyStudents),
  toClassId: idParam.min(1, M.moveTargetRequired),
});
export type MoveStudentsInput = z.input<typeof moveStudentsSchema>;

/* ---- Route parameters ---- */

export const classParamsSchema = z.object({ classId: idParam });
export const classStudentParamsSchema = z.object({ classId: idParam, studentId: idParam });
export const joinRequestParamsSchema = z.object({ classId: idParam, requestId: idParam });
export const coTeacherParamsSchema = z.object({ classId: idParam, teacherId: idParam });

/* ---- Answers ---- */

export const savedSchoolSchema = z.object({
  id: z.string(),
  name: z.string(),
  address_1: z.string(),
  address_2: z.string().nullable(),
  city: z.string(),
  zip: z.string(),
  country_code: z.string(),
  state_code: z.string().nullable(),
});
export type School = z.infer<typeof savedSchoolSchema>;

export const personNameSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type PersonName = z.infer<typeof personNameSchema>;

/** One class on the dashboard, and GET /classes/:classId. */
export const classSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Null for classes made before grade levels existed. */
  gradeLevel: z.enum(GRADE_LEVELS.map((grade) => grade.value)).nullable(),
  subject: z.string().nullable(),
  accessCode: z.string(),
  /** The caller's role in this class. */
  role: z.enum(['owner', 'co-teacher']),
  owner: personNameSchema,
  school: savedSchoolSchema.nullable(),
  studentCount: z.number(),
  pendingJoinRequests: z.number(),
  createdAt: isoDate,
  /** When the class was archived; null while in use. */
  archivedAt: isoDate.nullable(),
});
export type ClassSummary = z.infer<typeof classSummarySchema>;

export const classStudentSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  grade: z.string().nullable(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  /** Whether the student has chosen a password (else they sign in with a login code or Google). */
  hasPassword: z.boolean(),
  hasLoginCode: z.boolean(),
  /** When the student's login code stops working (ISO; past once expired), or null without one. */
  loginCodeExpiresAt: isoDate.nullable(),
  linkedParents: z.number(),
  joinedAt: isoDate,
});
export type ClassStudent = z.infer<typeof classStudentSchema>;

/** A student just added: the login code is shown this once and never again. */
export const createdStudentSchema = classStudentSchema.extend({ loginCode: z.string() });
export type CreatedStudent = z.infer<typeof createdStudentSchema>;

export const addStudentsAnswerSchema = z.object({ students: z.array(createdStudentSchema) });
export type AddStudentsAnswer = z.infer<typeof addStudentsAnswerSchema>;

export const loginCodeAnswerSchema = z.object({
  studentId: z.string(),
  username: z.string().nullable(),
  loginCode: z.string(),
  loginCodeExpiresAt: isoDate,
});
export type LoginCodeAnswer = z.infer<typeof loginCodeAnswerSchema>;

/**
 * DELETE …/students/:studentId. A removal only unlinks: the student and their work stay, and
 * POST …/restore (Undo) puts them back. Deleting a child is a separate privacy action.
 */
export const removeStudentAnswerSchema = z.object({ removed: z.literal(true) });
export type RemoveStudentAnswer = z.infer<typeof removeStudentAnswerSchema>;

/** POST …/students/:studentId/restore: the student is in the class again. */
export const restoreStudentAnswerSchema = z.object({ student: classStudentSchema });
export type RestoreStudentAnswer = z.infer<typeof restoreStudentAnswerSchema>;

/** POST …/students/move: how many moved (those already in the target class count too). */
export const moveStudentsAnswerSchema = z.object({ moved: z.number(), toClassTitle: z.string() });
export type MoveStudentsAnswer = z.infer<typeof moveStudentsAnswerSchema>;

/** GET /api/classroom/school: the teacher's remembered school, or null. */
export const mySchoolAnswerSchema = z.object({ school: savedSchoolSchema.nullable() });
export type MySchoolAnswer = z.infer<typeof mySchoolAnswerSchema>;

export const joinRequestStateSchema = z.enum(['pending', 'approved', 'declined']);
export type JoinRequestState = z.infer<typeof joinRequestStateSchema>;

export const joinRequestSchema = z.object({
  id: z.string(),
  classId: z.string(),
  status: joinRequestStateSchema,
  student: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
  }),
  createdAt: isoDate,
  decidedAt: isoDate.nullable(),
});
export type JoinRequest = z.infer<typeof joinRequestSchema>;

export const coTeacherSchema = personNameSchema.extend({ email: z.string(), addedAt: isoDate });
export type CoTeacher = z.infer<typeof coTeacherSchema>;

export const coTeachersAnswerSchema = z.object({
  owner: personNameSchema.extend({ email: z.string() }),
  coTeachers: z.array(coTeacherSchema),
});
export type CoTeachersAnswer = z.infer<typeof coTeachersAnswerSchema>;

export const parentInvitationAnswerSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  email: z.string(),
  expiresAt: isoDate,
  createdAt: isoDate,
});
export type ParentInvitationAnswer = z.infer<typeof parentInvitationAnswerSchema>;

/** What the parent sign-up screen may show about an invitation. */
export const parentInvitationInfoSchema = z.object({
  childFirstName: z.string(),
  teacherName: z.string(),
});
export type ParentInvitationInfo = z.infer<typeof parentInvitationInfoSchema>;

/** The child a parent is linked to by accepting an invitation. */
export const acceptedChildSchema = z.object({
  studentId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type AcceptedChild = z.infer<typeof acceptedChildSchema>;

/** The answer to a student's join request. */
export const studentJoinAnswerSchema = z.object({
  status: z.enum(['pending', 'member']),
  className: z.string(),
});
export type StudentJoinAnswer = z.infer<typeof studentJoinAnswerSchema>;
