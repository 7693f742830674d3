import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PROJECTS_API,
  type ProjectComment,
  type StudentFeedbackAnswer,
} from '@common/schemas/projects';
import { apiPost, fetchJson, unwrap } from '~/lib/api';
import { feedbackKeys } from './feedback-keys';

/** The teacher's feedback on the student's work: read again on each live event. */
export const studentFeedbackQuery = (classId: string, activityId: string) =>
  queryOptions({
    queryKey: feedbackKeys.studentFeedback(classId, activityId),
    queryFn: () =>
      fetchJson<StudentFeedbackAnswer>(PROJECTS_API.studentFeedback(classId, activityId)),
  });

export const useStudentFeedback = (classId: string, activityId: string) =>
  useQuery(studentFeedbackQuery(classId, activityId));

/** The student's reply to one of the teacher's comments. */
export function usePostReply(classId: string, activityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reply: { parentId: string; body: string }) =>
      unwrap(
        await apiPost<{ comments: ProjectComment[] }>(
          PROJECTS_API.studentReplies(classId, activityId),
          reply,
        ),
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: feedbackKeys.studentFeedback(classId, activityId),
      }),
  });
}
