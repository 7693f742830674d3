import { z } from 'zod';
import { DEFAULT_UPLOAD_LIMITS, type UploadKind } from '../../../common/uploads/kinds';

/** A size in bytes; unset or empty (as .env.example leaves it) means the default. */
const byteLimit = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? Number(value) : fallback))
    .pipe(z.number({ error: 'must be a whole number of bytes' }).int().positive());

/** The uploads' settings, spread into server/config.ts. */
export const uploadsServerConfig = {
  /** Where incomplete tus uploads wait (the file store); unused when S3 holds them. */
  UPLOADS_TEMP_DIR: z.string().min(1).default('data/uploads'),
  UPLOAD_MAX_IMAGE_BYTES: byteLimit(DEFAULT_UPLOAD_LIMITS.image),
  UPLOAD_MAX_ATTACHMENT_BYTES: byteLimit(DEFAULT_UPLOAD_LIMITS.attachment),
  UPLOAD_MAX_VIDEO_BYTES: byteLimit(DEFAULT_UPLOAD_LIMITS.video),
};

export type UploadLimits = Record<UploadKind, number>;

export function uploadLimitsOf(config: {
  UPLOAD_MAX_IMAGE_BYTES: number;
  UPLOAD_MAX_ATTACHMENT_BYTES: number;
  UPLOAD_MAX_VIDEO_BYTES: number;
}): UploadLimits {
  return {
    image: config.UPLOAD_MAX_IMAGE_BYTES,
    attachment: config.UPLOAD_MAX_ATTACHMENT_BYTES,
    video: config.UPLOAD_MAX_VIDEO_BYTES,
  };
}
