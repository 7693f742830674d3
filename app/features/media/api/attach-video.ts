import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MEDIA_API, type ActivityVideoAnswer } from '@common/schemas/media';
import { apiPost, unwrap } from '~/lib/api';
import { mediaKeys } from './keys';

export const attachVideo = async ({
  activityId,
  uploadId,
}: {
  activityId: string;
  uploadId: string;
}) => unwrap(await apiPost<ActivityVideoAnswer>(MEDIA_API.activityVideo(activityId), { uploadId }));

/** Shows one of the teacher's videos in the activity; the answer is the activity's video. */
export function useAttachVideo(activityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uploadId: string) => attachVideo({ activityId, uploadId }),
    onSuccess: (answer) => queryClient.setQueryData(mediaKeys.activityVideo(activityId), answer),
  });
}
