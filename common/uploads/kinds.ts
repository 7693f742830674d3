/**
 * What may be uploaded (issue 10, point 9), in one place for the server's checks and the
 * browser's file pickers. Types are named by the extension `file-type` reads from the bytes
 * (never the name or the type the browser claims); plain text has no signature and is
 * recognised separately (server/modules/uploads/detect-type.ts).
 */
export const UPLOAD_KINDS = ['image', 'attachment', 'video'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const UPLOAD_STATUSES = ['uploading', 'processing', 'ready', 'failed'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

/** Every type an upload may turn out to be: the detected extension and its content type. */
export const UPLOAD_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain',
  mp4: 'video/mp4',
  m4v: 'video/x-m4v',
  webm: 'video/webm',
  mov: 'video/quicktime',
  mkv: 'video/matroska',
  avi: 'video/vnd.avi',
} as const;
export type UploadExtension = keyof typeof UPLOAD_TYPES;

const IMAGES = ['png', 'jpg', 'webp', 'gif'] as const satisfies UploadExtension[];

/** The types each kind accepts. */
export const ALLOWED_TYPES: Record<UploadKind, readonly UploadExtension[]> = {
  image: IMAGES,
  attachment: ['pdf', 'docx', 'pptx', 'xlsx', 'txt', ...IMAGES],
  video: ['mp4', 'm4v', 'webm', 'mov', 'mkv', 'avi'],
};

/**
 * What chat may carry (issue 17, point 9): pictures and PDFs, nothing that runs or edits. Chat
 * is not a tus upload kind (tus is for teachers; students and parents attach too), so its list
 * stands beside the kinds; its size limit is CHAT_LIMITS.attachmentBytes.
 */
export const CHAT_ATTACHMENT_TYPES = [...IMAGES, 'pdf'] as const satisfies UploadExtension[];

/** Whether a detected type is one of the pictures (re-encoded without metadata when stored). */
export const isImageExtension = (extension: UploadExtension) =>
  (IMAGES as readonly UploadExtension[]).includes(extension);

/** Default size limits in bytes; the server's UPLOAD_MAX_*_BYTES settings replace them. */
export const DEFAULT_UPLOAD_LIMITS: Record<UploadKind, number> = {
  image: 10 * 1024 * 1024,
  attachment: 50 * 1024 * 1024,
  video: 2 * 1024 * 1024 * 1024,
};

/** The `accept` attribute of a file input for this kind (a hint; the server decides). */
export function acceptFor(kind: UploadKind): string {
  return acceptForTypes(ALLOWED_TYPES[kind]);
}

/** The `accept` attribute for a list of types (chat's attachments). */
export function acceptForTypes(extensions: readonly UploadExtension[]): string {
  const types = extensions.flatMap((extension) => [`.${extension}`, UPLOAD_TYPES[extension]]);
  return [...new Set(types)].join(',');
}

/** "10 MB", "2 GB": a size limit as people read it. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = value >= 10 || unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded} ${units[unit]}`;
}
