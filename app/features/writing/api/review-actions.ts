import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PROJECTS_API,
  type CommentAnchor,
  type ProjectComment,
  type ProjectScore,
  type ProjectStatus,
} from '@common/schemas/projects';
import { apiPost, apiPut, unwrap } from '~/lib/api';
import { feedbackKeys } from './feedback-keys';

/**
 * The review screen's changes to one student's work: a comment (general, on a passage, or a
 * reply), the rubric score, points, return for revision, approval. Each reads the review
 * again, so the screen shows what the server now holds.
 */
function useReviewMutation<TInput, TAnswer>(
  projectId: string,
  call: (input: TInput) => Promise<TAnswer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.review(projectId) }),
  });
}

export interface NewComment {
  body: string;
  anchor?: CommentAnchor;
  parentId?: string;
}

export const usePostReviewComment = (projectId: string) =>
  useReviewMutation(projectId, async (comment: NewComment) =>
    unwrap(
      await apiPost<{ comments: ProjectComment[] }>(PROJECTS_API.comments(projectId), comment),
    ),
  );

export const useSaveReviewScore = (projectId: string) =>
  useReviewMutation(projectId, async (levels: Record<string, number>) =>
    unwrap(await apiPut<{ score: ProjectScore | null }>(PROJECTS_API.score(projectId), { levels })),
  );

export const useAwardProjectPoints = (projectId: string) =>
  useReviewMutation(projectId, async (points: number) =>
    unwrap(await apiPost<{ points: number }>(PROJECTS_API.projectPoints(projectId), { points })),
  );

type StatusAnswer = { status: ProjectStatus; updatedAt: string };

export const useReturnProject = (projectId: string) =>
  useReviewMutation(projectId, async (note: string) =>
    unwrap(await apiPost<StatusAnswer>(PROJECTS_API.returnProject(projectId), { note })),
  );

export const useApproveProject = (projectId: string) =>
  useReviewMutation(projectId, async () =>
    unwrap(await apiPost<StatusAnswer>(PROJECTS_API.approve(projectId))),
  );
