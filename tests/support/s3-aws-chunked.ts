import { crc32 } from 'node:zlib';

/**
 * Decodes an `aws-chunked` request body: the framing the AWS SDK uses for a stream of known
 * length (a PutObject or UploadPart with a stream body), chunks of `<hex size>[;sig]\r\n<bytes>\r\n`
 * ending with a zero chunk and trailers such as `x-amz-checksum-crc32:<base64>`. s3rver would
 * store the framing as the object's bytes; real S3 stores the decoded bytes and checks the
 * trailing checksum, which this does too. Answers the bytes, or a reason they are refused.
 */
export function decodeAwsChunked(
  body: Buffer,
  decodedLength: number | null,
): { bytes: Buffer } | { error: 'IncompleteBody' | 'BadDigest' | 'InvalidChunk' } {
  const chunks: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', offset);
    if (lineEnd === -1) return { error: 'InvalidChunk' };
    const sizeText = body.subarray(offset, lineEnd).toString('latin1').split(';')[0] ?? '';
    if (!/^[0-9a-fA-F]{1,16}$/.test(sizeText)) return { error: 'InvalidChunk' };
    const size = parseInt(sizeText, 16);
    offset = lineEnd + 2;
    if (size === 0) break;
    if (offset + size + 2 > body.length) return { error: 'IncompleteBody' };
    chunks.push(body.subarray(offset, offset + size));
    offset += size;
    if (body.toString('latin1', offset, offset + 2) !== '\r\n') return { error: 'InvalidChunk' };
    offset += 2;
  }
  const bytes = Buffer.concat(chunks);
  if (decodedLength !== null && bytes.length !== decodedLength) return { error: 'IncompleteBody' };
  const trailers = body
    .subarray(offset)
    .toString('latin1')
    .split('\r\n')
    .filter((line) => line.includes(':'));
  for (const line of trailers) {
    const name = line.slice(0, line.indexOf(':')).trim().toLowerCase();
    const value = line.slice(line.indexOf(':') + 1).trim();
    if (name === 'x-amz-checksum-crc32' && value !== crc32Base64(bytes)) {
      return { error: 'BadDigest' };
    }
  }
  return { bytes };
}

export function crc32Base64(bytes: Buffer): string {
  const digest = Buffer.alloc(4);
  digest.writeUInt32BE(crc32(bytes) >>> 0);
  return digest.toString('base64');
}
