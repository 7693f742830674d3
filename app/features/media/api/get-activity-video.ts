import { queryOptions, useQuery } from '@tanstack/react-query';
import { MEDIA_API, type ActivityVideoAnswer } from '@common/schemas/media';
import { fetchJson } from '~/lib/api';
import { mediaKeys } from './keys';
import { pollWhileProcessing } from './video-polling';

export const getActivityVideo = (activityId: string) =>
  fetchJson<ActivityVideoAnswer>(MEDIA_API.activityVideo(activityId));

/** The activity's video; asked for again every few seconds while it is being processed. */
export const activityVideoQuery = (activityId: string) =>
  queryOptions({
    queryKey: mediaKeys.activityVideo(activityId),
    queryFn: () => getActivityVideo(activityId),
    refetchInterval: (query) => pollWhileProcessing(query.state.data?.video),
  });

export const useActivityVideo = (activityId: string) => useQuery(activityVideoQuery(activityId));
