import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  REFLECTIONS_API,
  type ReflectionAnchor,
  type ReviewQueueAnswer,
  type ReviewedReflection,
} from '@common/schemas/academy-reflections';
import { apiPost, fetchJson, unwrap } from '~/lib/api';

export const reviewKeys = {
  all: (courseId: string) => ['academy', 'review', courseId],
  queue: (courseId: string) => ['academy', 'review', courseId, 'queue'],
  one: (courseId: string, reflectionId: string) => ['academy', 'review', courseId, reflectionId],
};

export const useReviewQueue = (courseId: string) =>
  useQuery({
    queryKey: reviewKeys.queue(courseId),
    queryFn: () => fetchJson<ReviewQueueAnswer>(REFLECTIONS_API.queue(courseId)),
  });

export const useReviewedReflection = (courseId: string, reflectionId: string) =>
  useQuery({
    queryKey: reviewKeys.one(courseId, reflectionId),
    queryFn: () => fetchJson<ReviewedReflection>(REFLECTIONS_API.one(courseId, reflectionId)),
  });

/** Each answer is the reflection as it now is: the page shows it at once, the queue re-reads. */
function useReviewMutation<Body>(courseId: string, reflectionId: string, path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Body) => unwrap(await apiPost<ReviewedReflection>(path, body)),
    onSuccess: (answer) => {
      queryClient.setQueryData(reviewKeys.one(courseId, reflectionId), answer);
      void queryClient.invalidateQueries({ queryKey: reviewKeys.queue(courseId) });
    },
  });
}

export const useAddFeedback = (courseId: string, reflectionId: string) =>
  useReviewMutation<{ body: string; anchor?: ReflectionAnchor }>(
    courseId,
    reflectionId,
    REFLECTIONS_API.comments(courseId, reflectionId),
  );

export const useDecide = (courseId: string, reflectionId: string) =>
  useReviewMutation<{ decision: 'returned' | 'accepted'; note: string }>(
    courseId,
    reflectionId,
    REFLECTIONS_API.decision(courseId, reflectionId),
  );
