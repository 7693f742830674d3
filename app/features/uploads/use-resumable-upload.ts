import { useCallback, useEffect, useRef, useState } from 'react';
import { Upload, type DetailedError } from 'tus-js-client';
import type { UploadKind } from '@common/uploads/kinds';
import { UPLOAD_MESSAGES } from '@common/uploads/messages';
import { UPLOADS_API, type UploadStatusAnswer } from '@common/schemas/uploads';
import { apiGet } from '~/lib/api';
import { addSample, speedOf, type ProgressSample } from './progress-figures';
import { isRefusal, messageOfError, statusOfError } from './upload-error';

export type UploadPhase =
  | 'idle'
  | 'uploading'
  | 'paused'
  /** The connection dropped: waiting to be back online, then resuming by itself. */
  | 'offline'
  /** All bytes sent; the server checks the file. */
  | 'checking'
  | 'done'
  | 'failed'
  | 'cancelled';

export interface UploadState {
  phase: UploadPhase;
  fileName: string;
  bytesSent: number;
  bytesTotal: number;
  /** Bytes per second over the last seconds, or null before it can be told. */
  speed: number | null;
  /** True when this upload continues one started earlier (a reload, a dropped connection). */
  resumed: boolean;
  /** The server's answer once done. */
  result: UploadStatusAnswer | null;
  /** Why it failed, in words for the user. */
  error: string | null;
}

const IDLE: UploadState = {
  phase: 'idle',
  fileName: '',
  bytesSent: 0,
  bytesTotal: 0,
  speed: null,
  resumed: false,
  result: null,
  error: null,
};

/**
 * 32 MiB per PATCH: few enough requests that their overhead stays small on a fast network
 * (scripts/bench/tus-upload.mjs), small enough for proxies that cap a request's body. A cut
 * request loses nothing: the server keeps the bytes it received and HEAD says where to go on.
 */
export const CHUNK_BYTES = 32 * 1024 * 1024;
/** Retries on a flaky connection before waiting for the browser to say it is back online. */
const RETRY_DELAYS = [0, 1_000, 3_000, 5_000, 10_000];
/** How long to wait between status checks while a finished upload is still being checked. */
const STILL_CHECKING_DELAYS_MS = [250, 500, 1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

export interface ResumableUpload {
  state: UploadState;
  start: (file: File) => Promise<void>;
  pause: () => void;
  resume: () => void;
  cancel: () => Promise<void>;
  /** Back to idle (after done, failed or cancelled). */
  reset: () => void;
}

/**
 * One resumable upload of a file of this kind with tus-js-client (POST /api/uploads, then
 * PATCHes). The upload's address is kept in localStorage under the file's fingerprint (name,
 * type, size, date), so choosing the same file again after a reload continues where it
 * stopped; a dropped connection pauses it until the browser is back online.
 */
export function useResumableUpload(kind: UploadKind): ResumableUpload {
  const [state, setState] = useState<UploadState>(IDLE);
  const uploadRef = useRef<Upload | null>(null);
  const samplesRef = useRef<ProgressSample[]>([]);
  const phaseRef = useRef<UploadPhase>('idle');

  const update = useCallback((patch: Partial<UploadState>) => {
    if (patch.phase) phaseRef.current = patch.phase;
    setState((current) => ({ ...current, ...patch }));
  }, []);

  const finish = useCallback(
    async (upload: Upload) => {
      update({ phase: 'checking' });
      const id = upload.url?.slice(upload.url.lastIndexOf('/') + 1) ?? '';
      // The last byte may have reached another instance, or an earlier request of this upload
      // that was cut off: the file is then still being checked there, so ask again a little
      // later rather than take 'uploading' for an answer.
      let answer = await apiGet<UploadStatusAnswer>(UPLOADS_API.status(id));
      for (const delayMs of STILL_CHECKING_DELAYS_MS) {
        if (!answer.ok || answer.body.status !== 'uploading') break;
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        answer = await apiGet<UploadStatusAnswer>(UPLOADS_API.status(id));
      }
      if (answer.ok && answer.body.status !== 'failed' && answer.body.status !== 'uploading') {
        update({ phase: 'done', result: answer.body });
      } else {
        update({ phase: 'failed', error: answer.body.failureReason ?? UPLOAD_MESSAGES.failed });
      }
    },
    [update],
  );

  const start = useCallback(
    async (file: File) => {
      await uploadRef.current?.abort();
      samplesRef.current = [];
      update({ ...IDLE, phase: 'uploading', fileName: file.name, bytesTotal: file.size });
      const upload: Upload = new Upload(file, {
        endpoint: UPLOADS_API.tus,
        metadata: { kind, filename: file.name, filetype: file.type },
        chunkSize: CHUNK_BYTES,
        retryDelays: RETRY_DELAYS,
        removeFingerprintOnSuccess: true,
        onProgress: (sent, total) => {
          samplesRef.current = addSample(samplesRef.current, {
            at: performance.now(),
            bytes: sent,
          });
          // A late progress event must not turn a pause back into "uploading".
          if (phaseRef.current !== 'uploading') return;
          update({ bytesSent: sent, bytesTotal: total, speed: speedOf(samplesRef.current) });
        },
        onShouldRetry: (error) => !isRefusal(statusOfError(error)),
        onSuccess: () => void finish(upload),
        onError: (error: Error | DetailedError) => {
          const status = statusOfError(error);
          if (status === 0) {
            // No answer at all: the connection is gone. Wait for it, then carry on.
            update({ phase: 'offline', speed: null });
            return;
          }
          update({ phase: 'failed', error: messageOfError(error), speed: null });
        },
      });
      uploadRef.current = upload;
      const previous = await upload.findPreviousUploads();
      const earlier = previous.find((entry) => entry.uploadUrl);
      if (earlier) {
        upload.resumeFromPreviousUpload(earlier);
        update({ resumed: true });
      }
      upload.start();
    },
    [finish, kind, update],
  );

  const pause = useCallback(() => {
    if (phaseRef.current !== 'uploading') return;
    void uploadRef.current?.abort();
    update({ phase: 'paused', speed: null });
  }, [update]);

  const resume = useCallback(() => {
    const upload = uploadRef.current;
    if (!upload || !['paused', 'offline'].includes(phaseRef.current)) return;
    samplesRef.current = [];
    update({ phase: 'uploading', resumed: true, error: null });
    upload.start();
  }, [update]);

  const cancel = useCallback(async () => {
    const upload = uploadRef.current;
    uploadRef.current = null;
    update({ phase: 'cancelled', speed: null });
    // Termination: the server removes the bytes, the browser forgets the address.
    await upload?.abort(true).catch(() => undefined);
  }, [update]);

  const reset = useCallback(() => {
    uploadRef.current = null;
    update(IDLE);
  }, [update]);

  // Back online: an upload the connection dropped continues by itself.
  useEffect(() => {
    const online = () => {
      if (phaseRef.current === 'offline') resume();
    };
    const offline = () => {
      if (phaseRef.current !== 'uploading') return;
      void uploadRef.current?.abort();
      update({ phase: 'offline', speed: null });
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [resume, update]);

  // Leaving the page stops sending; the address stays stored for a later resume.
  useEffect(() => () => void uploadRef.current?.abort(), []);

  return { state, start, pause, resume, cancel, reset };
}
