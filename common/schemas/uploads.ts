import { z } from 'zod';
import { UPLOAD_KINDS, UPLOAD_STATUSES } from '../uploads/kinds';
import { UPLOAD_MESSAGES } from '../uploads/messages';
import { isoDate } from './fields';

/**
 * Resumable uploads (issue 10, points 8 and 9): files go up with the tus 1.0 protocol at
 * UPLOADS_API.tus, then their state is read at UPLOADS_API.status and the checked file is
 * served to its owner at UPLOADS_API.file. Other modules take a finished upload by its id
 * (an activity's image: POST /api/activities/:id/image { uploadId, alt }).
 */
const base = '/api/uploads';
const id = (value: string) => encodeURIComponent(value);

export const UPLOADS_API = {
  /** The tus endpoint: POST creates, HEAD/PATCH/DELETE on `${tus}/<id>` resume or end. */
  tus: base,
  status: (uploadId: string) => `${base}/${id(uploadId)}/status`,
  file: (uploadId: string) => `${base}/${id(uploadId)}/file`,
} as const;

/**
 * The tus Upload-Metadata an upload starts with (each value base64 in the header): what kind
 * of file it is and its name. `filename` and `filetype` are the names tus-js-client and Uppy
 * use; the claimed type is ignored (the bytes decide).
 */
export const uploadMetadataSchema = z.object({
  kind: z.enum(UPLOAD_KINDS, { error: UPLOAD_MESSAGES.kindInvalid }),
  filename: z
    .string({ error: UPLOAD_MESSAGES.fileNameInvalid })
    .trim()
    .min(1, UPLOAD_MESSAGES.fileNameInvalid)
    .max(255, UPLOAD_MESSAGES.fileNameInvalid)
    // No control characters: the name is shown and sent back in Content-Disposition.
    .regex(/^[^\p{Cc}]+$/u, UPLOAD_MESSAGES.fileNameInvalid),
});
export type UploadMetadata = z.infer<typeof uploadMetadataSchema>;

/** GET /api/uploads/:id/status: where an upload stands. */
export const uploadStatusSchema = z.object({
  id: z.string(),
  kind: z.enum(UPLOAD_KINDS),
  status: z.enum(UPLOAD_STATUSES),
  /** Why it failed, in words for the uploader; null unless failed. */
  failureReason: z.string().nullable(),
  fileName: z.string(),
  sizeBytes: z.number().int().nonnegative(),
  /** Read from the bytes once complete; null before. */
  contentType: z.string().nullable(),
  /** Where the owner fetches the checked file; null until ready. */
  fileUrl: z.string().nullable(),
  /** Videos once processed. */
  durationMs: z.number().int().nullable(),
  posterUrl: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type UploadStatusAnswer = z.infer<typeof uploadStatusSchema>;
