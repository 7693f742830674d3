import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activityImagePath, type Activity } from '@common/schemas/activities';
import { apiPost, unwrap } from '~/lib/api';
import { storeActivity } from './store-activity';

export interface AttachImage {
  activityId: string;
  /** A finished image upload (tus, kind image) of the teacher's. */
  uploadId: string;
  alt: string;
}

export const attachActivityImage = async ({ activityId, uploadId, alt }: AttachImage) =>
  unwrap(await apiPost<Activity>(activityImagePath(activityId), { uploadId, alt }));

export function useAttachActivityImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attachActivityImage,
    onSuccess: (activity) => storeActivity(queryClient, activity),
  });
}
