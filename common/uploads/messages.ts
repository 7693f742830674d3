import { formatBytes, type UploadKind } from './kinds';

const KIND_NAMES: Record<UploadKind, string> = {
  image: 'Images',
  attachment: 'Attachments',
  video: 'Videos',
};

/** Every sentence about uploads, on the server's refusals and in the browser. */
export const UPLOAD_MESSAGES = {
  teachersOnly: 'Only teachers can upload files',
  notFound: 'This upload does not exist or is not yours',
  kindInvalid: 'Say what kind of file this is: image, attachment or video',
  fileNameInvalid: 'Give the file a name of at most 255 characters',
  lengthRequired: 'Give the file size when the upload starts (Upload-Length)',
  tooLarge: (kind: UploadKind, maxBytes: number) =>
    `${KIND_NAMES[kind]} must be at most ${formatBytes(maxBytes)}`,
  wrongType: {
    image: 'Images must be PNG, JPEG, WebP or GIF',
    attachment:
      'Attachments must be PDF, Word, PowerPoint or Excel documents, plain text, or images',
    video: 'Videos must be MP4, WebM, MOV, MKV or AVI',
  } satisfies Record<UploadKind, string>,
  imageUnreadable: 'This image could not be read; it may be damaged',
  storeFailed: 'The file could not be stored. Please try again.',
  crossSite: 'Cross-site request refused',
  tusRequired: 'Uploads use the tus protocol (send Tus-Resumable: 1.0.0)',
  // In the browser.
  progressLabel: (fileName: string) => `Uploading ${fileName}`,
  starting: 'Starting the upload…',
  uploading: 'Uploading…',
  paused: 'Paused. Press Resume to continue.',
  offline: 'Connection lost: paused, will resume when you are back online.',
  resumed: 'Resuming where it stopped…',
  checking: 'Checking the file…',
  done: 'Upload complete',
  cancelled: 'Upload cancelled',
  failed: 'The upload failed. Please try again.',
  pause: 'Pause',
  resume: 'Resume',
  cancel: 'Cancel',
  timeLeft: (text: string) => `${text} left`,
} as const;
