import { PACK_LIMITS } from '../workbooks/pack-schema';

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * Why a workbook pack is refused (issue 16, point 9), one sentence each: the server answers
 * with these and the staff page shows them as they are. See docs/workbook-packs.md.
 */
export const PACK_MESSAGES = {
  noKeys:
    'No publisher keys are configured (WORKBOOK_PACK_PUBLIC_KEYS), so no workbook pack can be accepted.',
  badEnvelope:
    'This is not a Lectio workbook pack: the file must be the signed JSON envelope the publisher sends.',
  envelopeVersion: 'This pack’s envelope version is not one Lectio reads.',
  unknownKey: (keyId: string) =>
    `The pack is signed with key "${keyId}", which is not one of the trusted publisher keys.`,
  badSignature:
    'The pack’s signature does not match its contents: it was changed after signing, or signed with another key.',
  zipTooLarge: `The pack’s ZIP is larger than ${megabytes(PACK_LIMITS.zipBytes)}.`,
  zipUnreadable: 'The pack’s ZIP cannot be read.',
  tooManyEntries: `The pack’s ZIP holds more than ${PACK_LIMITS.entries} entries.`,
  tooLargeUncompressed: `The pack’s files add up to more than ${megabytes(PACK_LIMITS.uncompressedBytes)} uncompressed, or one file is over ${megabytes(PACK_LIMITS.fileBytes)}.`,
  unsafePath: (name: string) =>
    `The pack holds "${name}", a path that is absolute, climbs out of the pack ("..") or is not plain.`,
  symlink: (name: string) => `The pack holds "${name}" as a link; packs hold plain files only.`,
  duplicate: (name: string) => `The pack holds "${name}" twice.`,
  missingManifest: 'The pack has no manifest.json.',
  missingFile: (name: string) => `The manifest lists ${name}, which is not in the pack.`,
  extraFile: (name: string) => `The pack holds ${name}, which the manifest does not list.`,
  notJson: (name: string) => `${name} is not valid JSON.`,
  formatVersion: (version: number) =>
    `The pack is in format version ${version}, which this Lectio does not read.`,
  badManifest: (issues: string) => `The manifest is not valid: ${issues}`,
  unknownWorkbook: (id: string) =>
    `The manifest names workbook "${id}", which Lectio does not have.`,
  shaMismatch: (name: string) => `${name} does not match the SHA-256 the manifest gives for it.`,
  badActivity: (name: string, issues: string) => `${name} is not a valid activity: ${issues}`,
  activityIdMismatch: (name: string) => `${name} holds an activity with another id.`,
  activityUnit: (name: string, unit: number) =>
    `${name} belongs to unit ${unit}, which the manifest does not list.`,
  replay: (packId: string, version: number, last: number) =>
    `Version ${version} of pack "${packId}" is not above version ${last}, the last one accepted.`,
  forbidden: 'Only Lectio staff can upload workbook packs.',
} as const;

/** The staff page (Journals app, /staff/workbook-packs). */
export const PACK_PAGE = {
  title: 'Workbook packs',
  intro:
    'Signed publisher packs of workbook activities. Each is verified when it is uploaded and kept privately; classes keep the version they have until their teacher accepts an update.',
  chooseLabel: 'Pack file (.json)',
  upload: 'Upload and verify',
  uploading: 'Verifying…',
  uploaded: (packId: string, version: number) =>
    `Pack "${packId}" version ${version} is verified and stored.`,
  alreadyUploaded: (packId: string, version: number) =>
    `Pack "${packId}" version ${version} was already uploaded; nothing changed.`,
  chooseFirst: 'Choose a pack file first.',
  unreadableFile: 'This file cannot be read as a pack (it must be the JSON envelope).',
  listHeading: 'Uploaded packs',
  empty: 'No workbook packs yet. Upload the first one above.',
  columns: {
    pack: 'Pack',
    workbook: 'Workbook',
    version: 'Version',
    activities: 'Activities',
    key: 'Key',
    uploaded: 'Uploaded',
    status: 'Status',
  },
  statuses: { verified: 'Verified' },
  loadFailed: 'The packs could not be loaded. Try again.',
  loading: 'Loading workbook packs…',
  uploadFailed: 'The pack could not be uploaded. Check your connection and try again.',
} as const;
