import type { IncomingMessage } from 'node:http';
import { Server, type Upload } from '@tus/server';
import type { SignedInAccount } from '../../plugins/session';
import type { UploadKind } from '../../../common/uploads/kinds';
import { UPLOADS_API } from '../../../common/schemas/uploads';
import { finishUpload, type UploadServices } from './finish-upload';
import type { UploadRow } from './uploads-table';
import type { UploadLimits } from './config';

/**
 * What the Fastify route learnt about a request before handing it to tus: who is asking and,
 * for a new upload, its checked metadata, or for an existing one its row. Kept beside the raw
 * request, which is all tus passes on to its hooks.
 */
export type TusRequestContext =
  | { account: SignedInAccount; creating: { kind: UploadKind; fileName: string; size: number } }
  | { account: SignedInAccount; row: UploadRow }
  | { account: null };

const contexts = new WeakMap<object, TusRequestContext>();

export function setTusContext(request: IncomingMessage, context: TusRequestContext): void {
  contexts.set(request, context);
}

/** tus hands its hooks a web Request; under Node it keeps the original IncomingMessage. */
function contextOf(request: { runtime?: { node?: { req?: object } } }): TusRequestContext {
  const raw = request.runtime?.node?.req;
  const context = raw ? contexts.get(raw) : undefined;
  // Routes always set one; a request that got here without it is refused.
  if (!context) throw { status_code: 403, body: 'Forbidden\n' };
  return context;
}

const jsonError = (status_code: number, field: string, message: string) => ({
  status_code,
  body: JSON.stringify({ errors: { [field]: message } }),
});

/**
 * The tus 1.0 server (creation, creation-with-upload, HEAD offsets, PATCH, termination and
 * expiration). Access is decided before it runs (routes.ts); here the row is made when an
 * upload is created and the file is checked and stored when its last byte arrives.
 */
export function createTusServer(services: UploadServices, limits: UploadLimits): Server {
  return new Server({
    path: UPLOADS_API.tus,
    datastore: services.store,
    relativeLocation: true,
    // The upload's id: the tus id, the row's id and the bytes' name all at once.
    namingFunction: () => crypto.randomUUID(),
    // Same-origin only: no CORS answer lets another site's page talk to this endpoint.
    allowedOrigins: () => false,
    // The kind's limit, checked by tus on creation and while bytes arrive.
    maxSize: (request) => {
      const context = contextOf(request);
      if ('creating' in context) return limits[context.creating.kind];
      if ('row' in context) return limits[context.row.kind];
      return 1;
    },
    async onUploadCreate(request, upload: Upload) {
      const context = contextOf(request);
      if (!('creating' in context)) throw { status_code: 403, body: 'Forbidden\n' };
      const { kind, fileName, size } = context.creating;
      const now = services.now().toISOString();
      await services.db
        .insertInto('uploads')
        .values({
          id: upload.id,
          tus_id: upload.id,
          owner_id: context.account.id,
          kind,
          status: 'uploading',
          failure_reason: null,
          file_name: fileName,
          size_bytes: size,
          content_type: null,
          storage_key: null,
          poster_key: null,
          duration_ms: null,
          hls_key: null,
          processing_lease_until: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return {};
    },
    async onUploadFinish(_request, upload: Upload) {
      const result = await finishUpload(services, upload.id);
      if (!result.ok) {
        if (result.error) services.log(result.error, upload.id);
        throw jsonError(result.status, 'file', result.reason);
      }
      return {};
    },
  });
}
