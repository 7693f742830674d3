import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { UploadKind } from '../../../common/uploads/kinds';
import { UPLOADS_API } from '../../../common/schemas/uploads';
import { ORIGIN, type Caller } from '../../../tests/support/factories';

/** tus requests as tus-js-client sends them from our own page (not a test file itself). */

export const TUS_HEADERS = { 'tus-resumable': '1.0.0', origin: ORIGIN } as const;

/** tus Upload-Metadata: `key base64(value)` pairs. */
export function tusMetadata(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

export function tusCreate(
  app: FastifyInstance,
  caller: Pick<Caller, 'cookies'> | undefined,
  { kind, name, size }: { kind: string; name: string; size: number },
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: UPLOADS_API.tus,
    headers: {
      ...TUS_HEADERS,
      'upload-length': String(size),
      'upload-metadata': tusMetadata({ kind, filename: name }),
      ...headers,
    },
    ...(caller ? { cookies: caller.cookies } : {}),
  });
}

export function tusPatch(
  app: FastifyInstance,
  caller: Pick<Caller, 'cookies'> | undefined,
  location: string,
  offset: number,
  bytes: Buffer,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'PATCH',
    url: location,
    headers: {
      ...TUS_HEADERS,
      'content-type': 'application/offset+octet-stream',
      'upload-offset': String(offset),
      ...headers,
    },
    payload: bytes,
    ...(caller ? { cookies: caller.cookies } : {}),
  });
}

/** Uploads a whole file in one PATCH; returns the upload's id and the last answer. */
export async function tusUpload(
  app: FastifyInstance,
  caller: Pick<Caller, 'cookies'>,
  kind: UploadKind,
  name: string,
  bytes: Buffer,
): Promise<{ id: string; response: LightMyRequestResponse }> {
  const created = await tusCreate(app, caller, { kind, name, size: bytes.length });
  if (created.statusCode !== 201)
    throw new Error(`tus creation: ${created.statusCode} ${created.body}`);
  const location = created.headers.location as string;
  const response = await tusPatch(app, caller, location, 0, bytes);
  return { id: location.slice(location.lastIndexOf('/') + 1), response };
}

/** A small real image of the given format, drawn by sharp. */
export function sampleImage(format: 'png' | 'jpeg' | 'webp' | 'gif', width = 6, height = 4) {
  return sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .toFormat(format)
    .toBuffer();
}

/** The smallest bytes file-type reads as each container (enough for the check). */
export const SIGNATURES = {
  mp4: Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2'),
    Buffer.alloc(64),
  ]),
  pdf: Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n'),
  text: Buffer.from('Psalm 23: The Lord is my shepherd; I shall not want.\n'),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
} as const;
