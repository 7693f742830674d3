import { SESSION_MESSAGES } from '../auth/messages';

/**
 * Videos (issue 10, point 10): refusals of the media and activity video calls, and the reasons
 * a video failed, which the uploader reads in the activity editor.
 */
export const MEDIA_MESSAGES = {
  notFound: 'This video does not exist or is not yours',
  fileMissing: 'This video has no such file',
  rangeNotSatisfiable: 'The requested part of the file is outside it',
  notSignedIn: SESSION_MESSAGES.notSignedIn,
  adultsOnly: 'Only teachers and parents can manage videos',
  teachersOnly: 'Only teachers can add videos to activities',
  uploadIdRequired: 'Choose a video',
  notAVideo: 'Choose a video upload, not an image or an attachment',
  stillUploading: 'Wait until the video has finished uploading',
  failedCannotAttach: 'This video could not be processed; upload it again',
  // Why a video failed (uploads.failure_reason), in words the uploader can act on.
  unreadable:
    'This file could not be read as a video. Export it again as an MP4 (H.264) file and upload that.',
  noPicture: 'This file has no picture. Upload a video file.',
  tooSlow:
    'Processing this video took too long. Upload a shorter video, or one exported at a smaller size.',
  gaveUp:
    'Processing this video stopped three times without finishing. Upload it again, or upload a smaller file.',
  originalMissing: 'The uploaded file is missing. Upload the video again.',
  needsConversion:
    'This server can only show MP4 and WebM videos as they are. Export the video as an MP4 (H.264) file and upload that.',
} as const;
