import { writingKeys } from './keys';

/** Query keys of the feedback loop; like the writing keys, each spells the API path it reads. */
export const feedbackKeys = {
  review: (projectId: string) => ['projects', projectId, 'review'] as const,
  /** Under the student's project: invalidating that reaches this too. */
  studentFeedback: (classId: string, activityId: string) =>
    [...writingKeys.studentProject(classId, activityId), 'feedback'] as const,
};
