import type { VideoState } from '@common/schemas/media';

/** The words of the video screens (our own; the spec does not show them). */
export const MEDIA_COPY = {
  section: 'Video',
  intro:
    'Show a video with the passage. Students see it once it is ready; you see how its processing is going here.',
  states: {
    uploading: 'Uploading',
    processing: 'Processing',
    ready: 'Ready',
    failed: 'Failed',
  } satisfies Record<VideoState, string>,
  processingHint:
    'The video is being prepared for every device. This page updates by itself; students will see it when it is ready.',
  uploadingHint: 'The video is still uploading.',
  choose: 'Your videos',
  chooseNone: 'Choose a video',
  noVideos: 'Videos you upload are kept here, to show again in other activities.',
  upload: 'Upload a video',
  uploadReplacement: 'Upload a different video',
  uploadHint:
    'MP4, WebM, MOV, MKV or AVI. It is shown in this activity as soon as it is uploaded, and prepared for every device.',
  attach: 'Show in this activity',
  remove: 'Remove video',
  removeHint: 'The video stays in your videos and can be shown again.',
  duration: (ms: number) => {
    const seconds = Math.round(ms / 1000);
    return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  },
  playerLabel: (fileName: string) => `Video: ${fileName}`,
  loadFailed: 'The video could not be loaded. Try again in a moment.',
  actionFailed: 'That did not work. Check your connection and try again.',
  retry: 'Try again',
} as const;
