import { z } from 'zod';
import { STORE_PREVIEW_MESSAGES } from '../store/preview-messages';
import { accessCodeField, coverNameField } from './store';

export { coverNameField };

/**
 * The store preview calls (issue 12, point 8): the watermarked page images of a published
 * book, for the whole class (Standard) or with a chosen child's name on the cover (Premium).
 */

/** GET /api/store/preview?code= (Standard) or &studentId=&childName= (Premium). */
export const bookPreviewQuerySchema = z
  .object({
    code: accessCodeField,
    studentId: z.string().trim().min(1).max(60).optional(),
    childName: coverNameField.optional(),
  })
  .refine((query) => (query.studentId === undefined) === (query.childName === undefined), {
    message: STORE_PREVIEW_MESSAGES.coverNameRequired,
    path: ['childName'],
  });

export const previewPageSchema = z.object({
  number: z.number().int().min(1),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
});

export const bookPreviewSchema = z.object({
  /** Names the cached images; page addresses are built from it (common/store/preview.ts). */
  previewId: z.string(),
  copy: z.enum(['standard', 'premium']),
  pageCount: z.number().int().min(0),
  pages: z.array(previewPageSchema),
});
export type BookPreview = z.infer<typeof bookPreviewSchema>;

/** GET /api/store/preview/:previewId/pages/:page.png?code=&size= */
export const previewPageParamsSchema = z.object({
  previewId: z.string().describe('Preview id'),
  page: z.string().describe('Page number, then .png'),
});
export const previewPageQuerySchema = z.object({
  code: accessCodeField,
  size: z.enum(['full', 'thumb']).default('full'),
});
