import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activityImagePath, type Activity } from '@common/schemas/activities';
import { apiPost, unwrap } from '~/lib/api';
import { storeActivity } from './store-activity';

export interface ImageUpload {
  activityId: string;
  /** The file's bytes in base64. */
  data: string;
  alt: string;
}

export const uploadActivityImage = async ({ activityId, data, alt }: ImageUpload) =>
  unwrap(await apiPost<Activity>(activityImagePath(activityId), { data, alt }));

export function useUploadActivityImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadActivityImage,
    onSuccess: (activity) => storeActivity(queryClient, activity),
  });
}
