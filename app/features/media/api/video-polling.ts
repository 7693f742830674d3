import type { VideoAnswer } from '@common/schemas/media';

/** While a video is on its way, its state is asked for again this often. */
export const VIDEO_POLL_MS = 4_000;

/** TanStack Query's refetchInterval: poll while uploading or processing, then stop. */
export const pollWhileProcessing = (video: VideoAnswer | null | undefined): number | false =>
  video && (video.status === 'uploading' || video.status === 'processing') ? VIDEO_POLL_MS : false;
