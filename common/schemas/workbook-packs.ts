import { z } from 'zod';

/**
 * POST /api/staff/workbook-packs: the pack file's JSON envelope as it is (docs/workbook-packs.md).
 * Only "an object" is checked here, so that anything else about it is refused by the verifier with
 * the one message that says why (common/copy/workbook-packs.ts).
 */
export const packUploadBodySchema = z
  .looseObject({})
  .describe('The workbook pack envelope: { format, envelopeVersion, keyId, signature, zip }');

export const workbookPackSchema = z.object({
  id: z.string(),
  packId: z.string(),
  workbookId: z.string(),
  mode: z.enum(['replaces', 'adds']),
  version: z.number().int(),
  title: z.string(),
  publisher: z.string(),
  keyId: z.string(),
  sha256: z.string(),
  size: z.number().int(),
  activityCount: z.number().int(),
  status: z.enum(['verified', 'withdrawn']),
  uploadedAt: z.string(),
});
export type WorkbookPack = z.infer<typeof workbookPackSchema>;

export const packUploadAnswerSchema = z.object({
  pack: workbookPackSchema,
  /** False when the same bytes were uploaded before: nothing changed. */
  created: z.boolean(),
});
export type PackUploadAnswer = z.infer<typeof packUploadAnswerSchema>;

export const packListAnswerSchema = z.object({ packs: z.array(workbookPackSchema) });
export type PackListAnswer = z.infer<typeof packListAnswerSchema>;

/** The staff API of workbook packs: POST to upload, GET to list. */
export const WORKBOOK_PACKS_API = '/api/staff/workbook-packs';
