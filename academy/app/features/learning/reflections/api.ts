import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { REFLECTIONS_API, type ReflectionAnswer } from '@common/schemas/academy-reflections';
import { apiPost, apiPut, fetchJson, unwrap, type RequestOptions } from '~/lib/api';
import { learningKeys } from '../api';

export const reflectionKeys = {
  mine: (courseId: string, lessonId: string) => ['academy', 'reflection', courseId, lessonId],
};

export const useReflection = (courseId: string, lessonId: string, enabled = true) =>
  useQuery({
    queryKey: reflectionKeys.mine(courseId, lessonId),
    queryFn: () => fetchJson<ReflectionAnswer>(REFLECTIONS_API.mine(courseId, lessonId)),
    enabled,
  });

/** PUT every answer (the autosave); the answer comes back whatever its status. */
export const saveReflection = (
  courseId: string,
  lessonId: string,
  answers: Record<string, string>,
  options?: RequestOptions,
) => apiPut(REFLECTIONS_API.mine(courseId, lessonId), { answers }, options);

export const useSaveReflection = (courseId: string, lessonId: string) =>
  useMutation({
    mutationFn: async (answers: Record<string, string>) =>
      unwrap(await saveReflection(courseId, lessonId, answers)),
    // Sent while offline too: a failed save is what keeps the draft and says so.
    networkMode: 'always',
  });

export function useHandIn(courseId: string, lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      unwrap(await apiPost<ReflectionAnswer>(REFLECTIONS_API.handIn(courseId, lessonId))),
    onSuccess: (answer) => {
      queryClient.setQueryData(reflectionKeys.mine(courseId, lessonId), answer);
      // A hand-in can complete the lesson (a watched video): its progress is read again.
      void queryClient.invalidateQueries({ queryKey: learningKeys.all });
    },
  });
}
