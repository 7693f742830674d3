import { useEffect, useRef, useState } from 'react';
import { SHARING_PAGE } from '@common/copy/academy-sharing';
import type { JoinLink, LinkAnswer } from '@common/schemas/academy-sharing';
import { Button } from '~/components/ui/Button';
import { ConfirmDialog } from '~/components/ui/ConfirmDialog';
import { EmptyState } from '~/components/ui/EmptyState';
import { formatDate } from '~/lib/format-date';
import { useLinkSettings, useRegenerate } from './api';
import styles from './Sharing.module.css';

/** The last day a link works, as the date field shows it (YYYY-MM-DD, the viewer's day). */
function dayOf(iso: string | null): string {
  if (!iso) return '';
  // The link stops at the end of the chosen day, so the day is the one just before it.
  const date = new Date(Date.parse(iso) - 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The end of a chosen day in the viewer's time zone: the link works all that day. */
function endOfDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, (date ?? 1) + 1).toISOString();
}

/**
 * The join link: its address with Copy (and the address in a field to copy by hand if the
 * clipboard refuses), how many joined, its expiry and seat limit, and Regenerate (asked).
 */
export function LinkPanel({ courseId, answer }: { courseId: string; answer: LinkAnswer }) {
  const [asking, setAsking] = useState(false);
  const regenerate = useRegenerate(courseId, SHARING_PAGE.actionFailed);
  const { link } = answer;
  return (
    <section className={styles.panel} aria-labelledby="link-heading">
      <h3 id="link-heading" className={styles.heading}>
        {SHARING_PAGE.linkHeading}
      </h3>
      <p className={styles.intro}>{SHARING_PAGE.linkIntro[answer.visibility]}</p>
      {answer.status !== 'published' && (
        <p className={styles.muted} role="note">
          {answer.status === 'draft' ? SHARING_PAGE.draftNote : SHARING_PAGE.archivedNote}
        </p>
      )}
      {link ? (
        <>
          <CopyLink link={link} />
          <ul className={styles.facts}>
            <li data-testid="joined-count">
              {SHARING_PAGE.joined(link.joinedCount, link.seatLimit)}
            </li>
            <li>
              {link.expiresAt
                ? SHARING_PAGE.expires(
                    formatDate(new Date(Date.parse(link.expiresAt) - 1).toISOString()),
                  )
                : SHARING_PAGE.noExpiry}
            </li>
          </ul>
          <LinkSettingsForm key={link.id} courseId={courseId} link={link} />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setAsking(true)}>
              {SHARING_PAGE.regenerate}
            </Button>
          </div>
          <ConfirmDialog
            open={asking}
            title={SHARING_PAGE.regenerateTitle}
            description={SHARING_PAGE.regenerateBody}
            confirmLabel={SHARING_PAGE.regenerateConfirm}
            cancelLabel={SHARING_PAGE.cancel}
            onConfirm={async () => {
              const result = await regenerate.mutateAsync(undefined);
              if (result.ok) setAsking(false);
              return result.message;
            }}
            onClose={() => setAsking(false)}
          />
        </>
      ) : (
        <EmptyState
          title={SHARING_PAGE.noLinkTitle}
          action={
            <Button disabled={regenerate.isPending} onClick={() => regenerate.mutate(undefined)}>
              {SHARING_PAGE.createLink}
            </Button>
          }
        >
          <p>{SHARING_PAGE.noLinkBody}</p>
          {regenerate.data?.message && (
            <p className={styles.error} role="alert">
              {regenerate.data.message}
            </p>
          )}
        </EmptyState>
      )}
    </section>
  );
}

/** The address, selectable, and Copy with "Copied" (or a hint to copy by hand). */
function CopyLink({ link }: { link: JoinLink }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (copied !== 'yes') return;
    const timer = window.setTimeout(() => setCopied(null), 4000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  async function copy() {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied('yes');
    } catch {
      setCopied('failed');
      field.current?.select();
    }
  }
  return (
    <div className={styles.copyRow}>
      <div>
        <label className={styles.label} htmlFor="join-link">
          {SHARING_PAGE.linkLabel}
        </label>
        <input
          id="join-link"
          ref={field}
          className={styles.linkInput}
          value={link.url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <Button onClick={() => void copy()}>{SHARING_PAGE.copy}</Button>
      <p
        className={copied === 'failed' ? styles.error : styles.saved}
        role="status"
        aria-live="polite"
      >
        {copied === 'yes'
          ? SHARING_PAGE.copied
          : copied === 'failed'
            ? SHARING_PAGE.copyFailed
            : ''}
      </p>
    </div>
  );
}

/** The last day and the seat limit; the server checks both (a past day, fewer than joined). */
function LinkSettingsForm({ courseId, link }: { courseId: string; link: JoinLink }) {
  const [day, setDay] = useState(dayOf(link.expiresAt));
  const [seats, setSeats] = useState(link.seatLimit === null ? '' : String(link.seatLimit));
  const save = useLinkSettings(courseId, SHARING_PAGE.actionFailed);
  const errors =
    save.data && !save.data.ok
      ? ((save.data.body as { errors?: Record<string, string> }).errors ?? {})
      : {};
  const general =
    save.data && !save.data.ok && !errors.expiresAt && !errors.seatLimit ? save.data.message : null;
  return (
    <form
      aria-labelledby="settings-heading"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({
          expiresAt: day ? endOfDay(day) : null,
          seatLimit: seats.trim() === '' ? null : Number(seats),
        });
      }}
    >
      <h4 id="settings-heading" className={styles.heading}>
        {SHARING_PAGE.settingsHeading}
      </h4>
      <div className={styles.settings}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="link-expiry">
            {SHARING_PAGE.expiryLabel}
          </label>
          <input
            id="link-expiry"
            type="date"
            value={day}
            onChange={(event) => setDay(event.target.value)}
            aria-describedby={
              errors.expiresAt ? 'link-expiry-hint link-expiry-error' : 'link-expiry-hint'
            }
            aria-invalid={errors.expiresAt ? true : undefined}
          />
          <p id="link-expiry-hint" className={styles.muted}>
            {SHARING_PAGE.expiryHint}
          </p>
          {errors.expiresAt && (
            <p id="link-expiry-error" className={styles.error}>
              {errors.expiresAt}
            </p>
          )}
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="link-seats">
            {SHARING_PAGE.seatLabel}
          </label>
          <input
            id="link-seats"
            type="number"
            inputMode="numeric"
            min={1}
            value={seats}
            onChange={(event) => setSeats(event.target.value)}
            aria-describedby={
              errors.seatLimit ? 'link-seats-hint link-seats-error' : 'link-seats-hint'
            }
            aria-invalid={errors.seatLimit ? true : undefined}
          />
          <p id="link-seats-hint" className={styles.muted}>
            {SHARING_PAGE.seatHint}
          </p>
          {errors.seatLimit && (
            <p id="link-seats-error" className={styles.error}>
              {errors.seatLimit}
            </p>
          )}
        </div>
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          {save.isPending ? SHARING_PAGE.saving : SHARING_PAGE.save}
        </Button>
        <span role="status" className={styles.saved}>
          {save.data?.ok && !save.isPending ? SHARING_PAGE.saved : ''}
        </span>
        {general && (
          <p className={styles.error} role="alert">
            {general}
          </p>
        )}
      </div>
    </form>
  );
}
