import {
  PROJECTS_API,
  type ClassProjectsAnswer,
  type SaveAnswersAnswer,
  type StudentActivitiesAnswer,
  type StudentProjectAnswer,
} from '@common/schemas/projects';
import { apiGet, apiPost, apiPut } from '~/lib/api';
import { fetchSession } from '~/lib/session';
import { saveAndClearDrafts } from '../utils/drafts';

/** The calls of student writing and the live class view (common/schemas/projects.ts). */
export const loadStudentActivities = () =>
  apiGet<StudentActivitiesAnswer>(PROJECTS_API.studentActivities);

export const loadStudentProject = (classId: string, activityId: string) =>
  apiGet<StudentProjectAnswer>(PROJECTS_API.studentProject(classId, activityId));

export const saveAnswers = (classId: string, activityId: string, answers: Record<string, string>) =>
  apiPut<SaveAnswersAnswer & { errors?: Record<string, string> }>(
    PROJECTS_API.studentProject(classId, activityId),
    { answers },
  );

/**
 * Before signing out: the student's unsaved drafts go to their own account through the
 * autosave call, while the student session still holds, then every draft leaves the browser.
 */
export async function saveDraftsBeforeSignOut(): Promise<void> {
  const session = await fetchSession({ student: true }).catch(() => null);
  const studentId =
    session?.status === 'signed-in' && session.account.type === 'student'
      ? session.account.id
      : null;
  await saveAndClearDrafts(studentId, (draft) =>
    saveAnswers(draft.classId, draft.activityId, draft.answers),
  );
}

export const submitProject = (classId: string, activityId: string) =>
  apiPost<{ points?: number; errors?: Record<string, string> }>(
    PROJECTS_API.studentSubmit(classId, activityId),
  );

export const loadClassProjects = (classId: string, activityId: string) =>
  apiGet<ClassProjectsAnswer>(PROJECTS_API.classProjects(classId, activityId));

export const postComment = (projectId: string, body: string) =>
  apiPost<{ comments?: unknown[]; errors?: Record<string, string> }>(
    PROJECTS_API.comments(projectId),
    { body },
  );

export const setProjectStatus = (projectId: string, status: string) =>
  apiPost<{ status?: string; updatedAt?: string }>(PROJECTS_API.status(projectId), { status });

export const saveScore = (projectId: string, levels: Record<string, number>) =>
  apiPut<{ score?: { points: number; maxPoints: number }; errors?: Record<string, string> }>(
    PROJECTS_API.score(projectId),
    { levels },
  );

export const awardPoints = (studentId: string, points: number) =>
  apiPost<{ points?: number; errors?: Record<string, string> }>(PROJECTS_API.points(studentId), {
    points,
  });
