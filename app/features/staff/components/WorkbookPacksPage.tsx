import { useId, useRef, useState, type FormEvent } from 'react';
import { PACK_PAGE as COPY } from '@common/copy/workbook-packs';
import { PATHS } from '@common/routes';
import type { WorkbookPack } from '@common/schemas/workbook-packs';
import { AppShell } from '~/components/layout/AppShell';
import { Button } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { statusOf } from '~/lib/api';
import { useSignInWhenUnauthorized } from '~/lib/use-sign-in-when-unauthorized';
import { useUploadPack, useWorkbookPacks } from '../api/workbook-packs';
import { STAFF_COPY } from '../utils/copy';
import desk from '~/components/desk/Desk.module.css';
import packs from './WorkbookPacks.module.css';

/**
 * /staff/workbook-packs (issue 16, point 9): staff upload a publisher's signed workbook pack,
 * which the server verifies and keeps privately, and see every pack accepted so far. A refused
 * pack shows the server's reason as it is (common/copy/workbook-packs.ts).
 */
export function WorkbookPacksPage() {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const { data, error: loadError, isPending, refetch } = useWorkbookPacks();
  const upload = useUploadPack();
  const signingIn = useSignInWhenUnauthorized(loadError, PATHS.teacherSignIn);
  const forbidden = statusOf(loadError) === 403;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    setDone('');
    const file = fileRef.current?.files?.[0];
    if (!file) return setError(COPY.chooseFirst);
    let envelope: unknown;
    try {
      envelope = JSON.parse(await file.text());
    } catch {
      return setError(COPY.unreadableFile);
    }
    const { ok, body } = await upload.mutateAsync(envelope);
    if (!ok) return setError(Object.values(body.errors ?? {})[0] ?? COPY.uploadFailed);
    const message = body.created ? COPY.uploaded : COPY.alreadyUploaded;
    setDone(message(body.pack.packId, body.pack.version));
    if (fileRef.current) fileRef.current.value = '';
  }

  return (
    <AppShell area={STAFF_COPY.area} title={COPY.title} intro={forbidden ? undefined : COPY.intro}>
      {forbidden ? (
        <LoadFailed message={STAFF_COPY.forbidden} />
      ) : (
        <>
          <form className={packs.form} onSubmit={(event) => void submit(event)} noValidate>
            <label htmlFor={`${id}-file`} className={packs.label}>
              {COPY.chooseLabel}
            </label>
            <input
              id={`${id}-file`}
              ref={fileRef}
              type="file"
              accept=".json,application/json"
              className={packs.file}
              onChange={() => (setError(''), setDone(''))}
            />
            <Button type="submit" disabled={upload.isPending} aria-busy={upload.isPending}>
              {upload.isPending ? COPY.uploading : COPY.upload}
            </Button>
          </form>
          {error && (
            <p className={packs.error} role="alert">
              {error}
            </p>
          )}
          <p className={desk.notice} role="status">
            {done}
          </p>
          <h2 className={packs.heading}>{COPY.listHeading}</h2>
          {loadError && !signingIn ? (
            <LoadFailed message={COPY.loadFailed} onRetry={() => void refetch()} />
          ) : isPending || signingIn || !data ? (
            <Skeleton label={COPY.loading} lines={3} />
          ) : data.length === 0 ? (
            <EmptyState title={COPY.empty} />
          ) : (
            <PackTable packs={data} />
          )}
        </>
      )}
    </AppShell>
  );
}

function PackTable({ packs: rows }: { packs: WorkbookPack[] }) {
  const columns = COPY.columns;
  return (
    <div className={packs.list} role="region" aria-label={COPY.listHeading} tabIndex={0}>
      <table className={desk.table}>
        <thead>
          <tr>
            <th scope="col">{columns.pack}</th>
            <th scope="col">{columns.workbook}</th>
            <th scope="col">{columns.version}</th>
            <th scope="col">{columns.activities}</th>
            <th scope="col">{columns.key}</th>
            <th scope="col">{columns.uploaded}</th>
            <th scope="col">{columns.status}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((pack) => (
            <tr key={pack.id}>
              <th scope="row">
                {pack.title}
                <br />
                <span className={desk.muted}>
                  {pack.packId} · {pack.publisher}
                </span>
              </th>
              <td data-label={columns.workbook}>{pack.workbookId}</td>
              <td data-label={columns.version}>{pack.version}</td>
              <td data-label={columns.activities}>{pack.activityCount}</td>
              <td data-label={columns.key}>{pack.keyId}</td>
              <td data-label={columns.uploaded}>
                {new Date(pack.uploadedAt).toLocaleString('en-US')}
              </td>
              <td data-label={columns.status}>
                {pack.status === 'verified' ? COPY.statuses.verified : pack.status}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
