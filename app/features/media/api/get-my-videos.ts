import { queryOptions, useQuery } from '@tanstack/react-query';
import { MEDIA_API, type VideoAnswer } from '@common/schemas/media';
import { fetchJson } from '~/lib/api';
import { mediaKeys } from './keys';
import { VIDEO_POLL_MS } from './video-polling';

export const getMyVideos = () => fetchJson<VideoAnswer[]>(MEDIA_API.list);

/** The teacher's videos; asked for again while any of them is still on its way. */
export const myVideosQuery = () =>
  queryOptions({
    queryKey: mediaKeys.list,
    queryFn: getMyVideos,
    refetchInterval: (query) =>
      query.state.data?.some(
        (video) => video.status === 'uploading' || video.status === 'processing',
      )
        ? VIDEO_POLL_MS
        : false,
  });

export const useMyVideos = (enabled = true) => useQuery({ ...myVideosQuery(), enabled });
