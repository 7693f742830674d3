import { z } from 'zod';
import { WORKBOOK_LIMITS, workbookActivitySchema, workbookUnitSchema } from './schema';

/**
 * The publisher import format for workbooks (issue 16, point 9): a signed pack holding a ZIP
 * with `manifest.json` and one `activities/<id>.json` per activity. The format is described for
 * the publisher's engineers in docs/workbook-packs.md; these schemas are its one definition.
 */

/** The envelope's `format` and the versions of the envelope and of the manifest Lectio reads. */
export const PACK_FORMAT = 'lectio-workbook-pack';
export const PACK_ENVELOPE_VERSIONS = [1] as const;
export const PACK_FORMAT_VERSIONS = [1] as const;

export const PACK_LIMITS = {
  /** The ZIP itself, as signed (bytes). */
  zipBytes: 4 * 1024 * 1024,
  /** Everything in the ZIP once uncompressed, and any one file of it (bytes). */
  uncompressedBytes: 16 * 1024 * 1024,
  fileBytes: 1024 * 1024,
  /** Entries in the ZIP: the manifest, the activities and at most one `activities/` folder. */
  entries: 202,
  activities: 200,
  /** The upload body: the envelope's JSON with the ZIP in base64 (4/3 of it) and a margin. */
  bodyBytes: 6 * 1024 * 1024,
} as const;

/** The file names a pack may hold; anything else is refused. */
export const MANIFEST_FILE = 'manifest.json';
export const ACTIVITIES_FOLDER = 'activities/';
const ID = /^[a-z0-9][a-z0-9-]{0,99}$/;
export const packIdSchema = z
  .string()
  .regex(
    ID,
    'Use lower-case letters, digits and dashes (at most 100), starting with a letter or digit.',
  );
export const activityFileName = (id: string) => `${ACTIVITIES_FOLDER}${id}.json`;

const base64 = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Base64 (RFC 4648, with padding).');

/**
 * The pack file: a JSON envelope around the ZIP. The signature is Ed25519 (RFC 8032, pure, not
 * prehashed) over exactly the ZIP's bytes, by the key named `keyId`.
 */
export const packEnvelopeSchema = z.strictObject({
  format: z.literal(PACK_FORMAT),
  envelopeVersion: z.number().int(),
  keyId: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, 'A key id is 1-64 letters, digits, ".", "_" or "-".'),
  /** 64 bytes, base64. */
  signature: base64.length(88),
  /** The ZIP, base64 (any length the body allows: a ZIP over the limit gets its own message). */
  zip: base64.min(1).max(PACK_LIMITS.bodyBytes),
});
export type PackEnvelope = z.infer<typeof packEnvelopeSchema>;

const sha256Hex = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'A SHA-256 in lower-case hex (64 characters).');

export const packManifestSchema = z
  .strictObject({
    formatVersion: z.number().int(),
    /** The pack's stable id, the same in every version of it, e.g. 'sot-hs-course-1'. */
    packId: packIdSchema,
    /** Which of Lectio's workbooks (common/workbooks) it replaces or adds to. */
    workbookId: z
      .string()
      .regex(
        /^(core-[1-6]|elective-[a-e])$/,
        'One of Lectio’s workbook ids, core-1 ... core-6 or elective-a ... elective-e.',
      ),
    mode: z.enum(['replaces', 'adds']),
    /** A positive integer, higher than every version of this pack accepted before. */
    version: z.number().int().min(1).max(1_000_000),
    title: z.string().trim().min(1).max(120),
    label: z.string().trim().min(1).max(200),
    publisher: z.string().trim().min(1).max(120),
    /** When the publisher built the pack: ISO 8601 date or date-time. */
    created: z.iso.datetime({ offset: true }).or(z.iso.date()),
    units: z.array(workbookUnitSchema).min(1).max(WORKBOOK_LIMITS.units.max),
    activities: z
      .array(z.strictObject({ id: packIdSchema, file: z.string(), sha256: sha256Hex }))
      .min(1)
      .max(PACK_LIMITS.activities),
  })
  .superRefine((manifest, ctx) => {
    const issue = (message: string, path: (string | number)[]) =>
      ctx.addIssue({ code: 'custom', message, path });
    manifest.units.forEach((unit, i) => {
      if (unit.number !== i + 1) issue('Units are numbered 1, 2, 3... in order.', ['units', i]);
    });
    const ids = new Set<string>();
    manifest.activities.forEach((activity, i) => {
      if (ids.has(activity.id))
        issue(`Activity ${activity.id} is listed twice.`, ['activities', i, 'id']);
      ids.add(activity.id);
      if (activity.file !== activityFileName(activity.id)) {
        issue(`Activity ${activity.id} is in ${activityFileName(activity.id)}.`, [
          'activities',
          i,
          'file',
        ]);
      }
    });
  });
export type PackManifest = z.infer<typeof packManifestSchema>;

/** "Read pages 12-15 in your workbook": the printed pages a passage is on. */
export const passagePagesSchema = z
  .strictObject({ from: z.number().int().min(1).max(9999), to: z.number().int().min(1).max(9999) })
  .refine((pages) => pages.to >= pages.from, 'The last page is not before the first.');
export type PassagePages = z.infer<typeof passagePagesSchema>;

/**
 * One activity of a pack: a workbook activity, except that the passage may be left out
 * (`passageText: null`) and replaced by the pages of the printed workbook it is on.
 */
export const packActivitySchema = workbookActivitySchema
  .extend({
    passageText: z.string().trim().min(1).max(20_000).nullable(),
    passagePages: passagePagesSchema.optional(),
  })
  .refine((activity) => (activity.passageText === null) === (activity.passagePages !== undefined), {
    message: 'Give either the passage text or its pages (passageText null), not both or neither.',
    path: ['passagePages'],
  });
export type PackActivity = z.infer<typeof packActivitySchema>;

/** What a student sees instead of a passage left out of a pack. */
export function passagePagesText({ from, to }: PassagePages): string {
  return from === to
    ? `Read page ${from} in your workbook`
    : `Read pages ${from}\u2013${to} in your workbook`;
}
