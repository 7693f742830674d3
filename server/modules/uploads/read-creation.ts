import type { IncomingHttpHeaders } from 'node:http';
import { Metadata } from '@tus/server';
import { uploadMetadataSchema } from '../../../common/schemas/uploads';
import type { UploadKind } from '../../../common/uploads/kinds';
import { UPLOAD_MESSAGES } from '../../../common/uploads/messages';
import { AppError } from '../../errors';
import type { UploadLimits } from './config';

export interface Creation {
  kind: UploadKind;
  fileName: string;
  size: number;
}

/**
 * A new upload's tus headers, checked before tus creates anything: the size must be given
 * (no deferred length) and within the kind's limit, so an oversized file is refused with 413
 * before a single byte is sent; the metadata names a known kind and a file name.
 */
export function readCreation(headers: IncomingHttpHeaders, limits: UploadLimits): Creation {
  const length = headers['upload-length'];
  if (typeof length !== 'string' || !/^\d{1,15}$/.test(length)) {
    throw new AppError('BAD_REQUEST', { file: UPLOAD_MESSAGES.lengthRequired });
  }
  const metadata = parseMetadata(headers['upload-metadata']);
  const parsed = uploadMetadataSchema.safeParse({
    kind: metadata.kind ?? undefined,
    filename: metadata.filename ?? undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path[0] === 'kind' ? 'kind' : 'file';
    throw new AppError('BAD_REQUEST', { [field]: issue?.message ?? UPLOAD_MESSAGES.kindInvalid });
  }
  const { kind, filename } = parsed.data;
  const size = Number(length);
  if (size > limits[kind]) {
    throw new AppError('TOO_LARGE', { file: UPLOAD_MESSAGES.tooLarge(kind, limits[kind]) });
  }
  return { kind, fileName: filename, size };
}

function parseMetadata(header: string | string[] | undefined): Record<string, string | null> {
  if (typeof header !== 'string') return {};
  try {
    return Metadata.parse(header);
  } catch {
    throw new AppError('BAD_REQUEST', { kind: UPLOAD_MESSAGES.kindInvalid });
  }
}
