import {
  ACTIVITIES_API,
  activityPath,
  libraryCopyPath,
  type Activity,
  type ActivityValues,
  type ActivitySummary,
  type LibraryActivity,
  type TeacherClass,
} from '@common/schemas/activities';
import { apiGet, apiPost, type ApiResult } from '~/lib/api';

/** Every answer that is not OK may carry field messages. */
export type Errors = { errors?: Record<string, string> };

export const activitiesApi = {
  list: () => apiGet<ActivitySummary[] & Errors>(ACTIVITIES_API.base),
  library: () => apiGet<LibraryActivity[] & Errors>(ACTIVITIES_API.library),
  classes: () => apiGet<TeacherClass[] & Errors>(ACTIVITIES_API.classes),
  get: (id: string) => apiGet<Activity & Errors>(activityPath(id)),
  create: (values: ActivityValues) => apiPost<Activity & Errors>(ACTIVITIES_API.base, values),
  save: (id: string, values: ActivityValues) =>
    apiPost<Activity & Errors>(activityPath(id), values),
  duplicate: (id: string) => apiPost<Activity & Errors>(`${activityPath(id)}/duplicate`),
  remove: (id: string) => apiPost<Errors>(`${activityPath(id)}/delete`),
  copyFromLibrary: (libraryId: string) => apiPost<Activity & Errors>(libraryCopyPath(libraryId)),
  assign: (id: string, classIds: string[], dueDate: string | null) =>
    apiPost<Activity & Errors>(`${activityPath(id)}/assign`, { classIds, dueDate }),
  unassign: (id: string, classIds: string[]) =>
    apiPost<Activity & Errors>(`${activityPath(id)}/unassign`, { classIds }),
  uploadImage: (id: string, data: string, alt: string) =>
    apiPost<Activity & Errors>(`${activityPath(id)}/image`, { data, alt }),
  removeImage: (id: string) => apiPost<Activity & Errors>(`${activityPath(id)}/image/delete`),
};

export type { ApiResult };
