import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MEDIA_API, type ActivityVideoAnswer } from '@common/schemas/media';
import { apiPost, unwrap } from '~/lib/api';
import { mediaKeys } from './keys';

export const removeActivityVideo = async (activityId: string) =>
  unwrap(await apiPost<ActivityVideoAnswer>(MEDIA_API.removeActivityVideo(activityId)));

/** The activity shows no video any more (the video stays the teacher's). */
export function useRemoveActivityVideo(activityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeActivityVideo(activityId),
    onSuccess: (answer) => queryClient.setQueryData(mediaKeys.activityVideo(activityId), answer),
  });
}
