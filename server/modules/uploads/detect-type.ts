import type { Readable } from 'node:stream';
// The Node entry (Bundler resolution would pick the browser one): it reads Node streams.
import { fileTypeFromStream } from 'file-type/node';
import {
  ALLOWED_TYPES,
  UPLOAD_TYPES,
  type UploadExtension,
  type UploadKind,
} from '../../../common/uploads/kinds';

export interface DetectedType {
  extension: UploadExtension;
  contentType: string;
}

/** Plain text is judged on its first bytes: no NUL byte, and valid UTF-8. */
const TEXT_SAMPLE_BYTES = 64 * 1024;

/**
 * The type the bytes declare (their signature, read by file-type), if the kind allows it; null
 * for anything else, whatever the file is called. Plain text has no signature: a `.txt`
 * attachment whose start is UTF-8 without NUL bytes counts as text. `open` is called once per
 * look, each time giving a fresh stream from the start of the file.
 */
export async function detectAllowedType(
  kindOrTypes: UploadKind | readonly UploadExtension[],
  fileName: string,
  open: () => Promise<Readable>,
): Promise<DetectedType | null> {
  // A kind's list, or a list of its own (chat's attachments, common/uploads/kinds.ts).
  const allowed = typeof kindOrTypes === 'string' ? ALLOWED_TYPES[kindOrTypes] : kindOrTypes;
  const stream = await open();
  const found = await fileTypeFromStream(stream).finally(() => stream.destroy());
  if (found) {
    const extension = found.ext as UploadExtension;
    return allowed.includes(extension) && UPLOAD_TYPES[extension] === found.mime
      ? { extension, contentType: found.mime }
      : null;
  }
  if (allowed.includes('txt') && /\.txt$/i.test(fileName) && (await looksLikeText(await open()))) {
    return { extension: 'txt', contentType: 'text/plain; charset=utf-8' };
  }
  return null;
}

async function looksLikeText(stream: Readable): Promise<boolean> {
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of stream) {
      chunks.push(chunk as Buffer);
      length += (chunk as Buffer).length;
      if (length >= TEXT_SAMPLE_BYTES) break;
    }
  } finally {
    stream.destroy();
  }
  const sample = Buffer.concat(chunks).subarray(0, TEXT_SAMPLE_BYTES);
  if (sample.length === 0 || sample.includes(0)) return false;
  try {
    // `stream: true`: a character cut by the sample's end is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    return true;
  } catch {
    return false;
  }
}
