import {
  CLASSROOM_API,
  type AddStudentsAnswer,
  type AddStudentsInput,
  type ClassInput,
  type ClassStudent,
  type ClassSummary,
  type CoTeachersAnswer,
  type JoinRequest,
  type LoginCodeAnswer,
} from '@common/schemas/classroom';
import type { ActivitySummary } from '@common/schemas/activities';
import { ACTIVITIES_API } from '@common/schemas/activities';
import {
  PUBLISHING_API,
  type CreateBookInput,
  type TeacherBook,
  type TeacherOrdersAnswer,
} from '@common/schemas/publishing';
import { apiDelete, apiGet, apiPost } from '~/lib/api';

/** The classroom calls the teacher's screens make (common/schemas/classroom.ts, publishing.ts). */
export const classroomApi = {
  ordersAndCredits: () => apiGet<TeacherOrdersAnswer>(PUBLISHING_API.teacherOrders),
  classes: () => apiGet<ClassSummary[]>(CLASSROOM_API.classes),
  createClass: (input: ClassInput) => apiPost<ClassSummary>(CLASSROOM_API.classes, input),
  klass: (classId: string) => apiGet<ClassSummary>(CLASSROOM_API.class(classId)),
  students: (classId: string) => apiGet<ClassStudent[]>(CLASSROOM_API.students(classId)),
  addStudents: (classId: string, input: AddStudentsInput) =>
    apiPost<AddStudentsAnswer>(CLASSROOM_API.students(classId), input),
  newLoginCode: (classId: string, studentId: string) =>
    apiPost<LoginCodeAnswer>(CLASSROOM_API.loginCode(classId, studentId)),
  removeStudent: (classId: string, studentId: string) =>
    apiDelete<{ removed: true; deleted: boolean }>(CLASSROOM_API.student(classId, studentId)),
  inviteParent: (classId: string, studentId: string, email: string) =>
    apiPost<unknown>(CLASSROOM_API.parentInvitation(classId, studentId), { email }),
  joinRequests: (classId: string) => apiGet<JoinRequest[]>(CLASSROOM_API.joinRequests(classId)),
  approve: (classId: string, requestId: string) =>
    apiPost<unknown>(CLASSROOM_API.approveJoinRequest(classId, requestId)),
  decline: (classId: string, requestId: string) =>
    apiPost<unknown>(CLASSROOM_API.declineJoinRequest(classId, requestId)),
  coTeachers: (classId: string) => apiGet<CoTeachersAnswer>(CLASSROOM_API.coTeachers(classId)),
  addCoTeacher: (classId: string, email: string) =>
    apiPost<{ firstName?: string; lastName?: string }>(CLASSROOM_API.coTeachers(classId), {
      email,
    }),
  activities: () => apiGet<ActivitySummary[]>(ACTIVITIES_API.base),
  books: (classId: string) => apiGet<TeacherBook[]>(PUBLISHING_API.classBooks(classId)),
  createBook: (classId: string, input: CreateBookInput) =>
    apiPost<{ id: string }>(PUBLISHING_API.classBooks(classId), input),
  publish: (bookId: string) => apiPost<unknown>(PUBLISHING_API.publish(bookId)),
  unpublish: (bookId: string) => apiPost<unknown>(PUBLISHING_API.unpublish(bookId)),
};
