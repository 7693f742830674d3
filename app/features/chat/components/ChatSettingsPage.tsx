import { useId, useState } from 'react';
import { CHAT_PAGES } from '@common/chat/pages';
import { CHAT_SCREENS } from '@common/copy/chat-screens';
import { CHAT_TRANSLATION_SCREENS } from '@common/copy/chat-translation';
import type {
  ChatSettings,
  MyChatSettings,
  SchoolChatSettings,
  UpdateSchoolChat,
} from '@common/schemas/chat';
import { AppShell } from '~/components/layout/AppShell';
import { Button } from '~/components/ui/Button';
import { ConfirmDialog } from '~/components/ui/ConfirmDialog';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { messageOf } from '~/lib/api';
import { publicConfig } from '~/lib/public-config';
import { useChatSettings } from '../api/get-settings';
import {
  useSetIndependentChat,
  useUpdateMyChatSettings,
  useUpdateSchoolChat,
} from '../api/update-settings';
import { browserTimeZone, timeZoneOptions } from '../utils/time-zones';
import styles from './Settings.module.css';
import { ConsentPanel } from './ConsentPanel';

const COPY = CHAT_SCREENS.settings;
const S = COPY.school;
const I = COPY.independent;
const M = COPY.me;
/** Who would translate, said beside the switch: the provider the privacy policy names, or none. */
const translationProvider = publicConfig.TRANSLATION_PROVIDER_NAME
  ? CHAT_TRANSLATION_SCREENS.settingsProvider(publicConfig.TRANSLATION_PROVIDER_NAME)
  : CHAT_TRANSLATION_SCREENS.settingsNoProvider;

/**
 * /teacher/messages/settings (issue 17, points 1, 3, 4, 9 and 13): each school's switch and
 * rules (its admins change them, everyone else reads them), an independent teacher's terms,
 * and every adult's own quiet hours and email.
 */
export function ChatSettingsPage() {
  const settings = useChatSettings();
  return (
    <AppShell
      breadcrumbs={[{ to: CHAT_PAGES.messages('teacher'), label: CHAT_SCREENS.messages.title }]}
      title={COPY.title}
      intro={COPY.intro}
    >
      {settings.isPending ? (
        <Skeleton label={COPY.loading} lines={8} />
      ) : settings.isError ? (
        <LoadFailed message={COPY.failed} onRetry={() => void settings.refetch()} />
      ) : (
        <div className={styles.layout}>
          {settings.data.schools.map((school) => (
            <SchoolSettings key={school.schoolId} school={school} />
          ))}
          {settings.data.schools.some((school) => school.mayManage) && <ConsentPanel as="school" />}
          {settings.data.independent && <IndependentSettings settings={settings.data} />}
          <MySettings me={settings.data.me} />
        </div>
      )}
    </AppShell>
  );
}

function Check({
  label,
  hint,
  checked,
  onChange,
  role,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  role?: 'switch';
}) {
  const id = useId();
  return (
    <label className={styles.check} htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        role={role}
        checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className={styles.checkText}>
        <span id={`${id}-label`} className={styles.checkLabel}>
          {label}
        </span>
        {hint && (
          <span id={`${id}-hint`} className={styles.hint}>
            {hint}
          </span>
        )}
      </span>
    </label>
  );
}

function Select({
  label,
  hint,
  value,
  onChange,
  options,
  placeholder,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <select
        id={id}
        className={styles.input}
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A save's outcome: "Saved." or the server's reason. */
function SaveResult({ saved, error }: { saved: boolean; error: string | null }) {
  return (
    <p className={error ? styles.error : styles.success} role="status">
      {error ?? (saved ? COPY.saved : '')}
    </p>
  );
}

function SchoolSettings({ school }: { school: SchoolChatSettings }) {
  const [form, setForm] = useState<UpdateSchoolChat>(() => ({
    enabled: school.enabled,
    timeZone: school.timeZone ?? browserTimeZone(),
    safeguardingLeadId: school.safeguardingLeadId,
    observerId: school.observerId,
    alwaysObserver: school.alwaysObserver,
    parentMessaging: school.parentMessaging,
    parentsSeeReads: school.parentsSeeReads,
    translation: school.translation,
  }));
  const [error, setError] = useState<string | null>(null);
  const save = useUpdateSchoolChat(school.schoolId);
  const headingId = useId();
  const set = <K extends keyof UpdateSchoolChat>(key: K, value: UpdateSchoolChat[K]) => {
    save.reset();
    setForm((current) => ({ ...current, [key]: value }));
  };
  const staff = school.staff.map((person) => ({
    value: person.id,
    label: S.staffLabel(person.name, person.email),
  }));
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        {S.title(school.schoolName)}
      </h2>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          save.mutate(form, {
            onError: (failure) => setError(messageOf(failure, COPY.saveFailed)),
          });
        }}
      >
        {!school.mayManage && <p className={styles.readOnly}>{S.readOnly}</p>}
        <fieldset className={styles.fieldset} disabled={!school.mayManage}>
          <legend className="visually-hidden">{S.title(school.schoolName)}</legend>
          <Check
            role="switch"
            label={S.enabled}
            hint={S.enabledHint}
            checked={form.enabled}
            onChange={(value) => set('enabled', value)}
          />
          <Select
            label={S.timeZone}
            hint={S.timeZoneHint}
            value={form.timeZone}
            onChange={(value) => set('timeZone', value)}
            options={timeZoneOptions(school.timeZone)}
          />
          <Select
            label={S.lead}
            hint={S.leadHint}
            value={form.safeguardingLeadId ?? ''}
            onChange={(value) => set('safeguardingLeadId', value || null)}
            options={staff}
            placeholder={S.nobody}
          />
          <Select
            label={S.observer}
            hint={S.observerHint}
            value={form.observerId ?? ''}
            onChange={(value) => set('observerId', value || null)}
            options={staff}
            placeholder={S.nobody}
          />
          <Check
            label={S.alwaysObserver}
            hint={S.alwaysObserverHint}
            checked={form.alwaysObserver}
            onChange={(value) => set('alwaysObserver', value)}
          />
          <Check
            label={S.parentMessaging}
            hint={S.parentMessagingHint}
            checked={form.parentMessaging}
            onChange={(value) => set('parentMessaging', value)}
          />
          <Check
            label={S.parentsSeeReads}
            hint={S.parentsSeeReadsHint}
            checked={form.parentsSeeReads}
            onChange={(value) => set('parentsSeeReads', value)}
          />
          <Check
            label={S.translation}
            hint={`${S.translationHint} ${translationProvider}`}
            checked={form.translation}
            onChange={(value) => set('translation', value)}
          />
        </fieldset>
        {school.mayManage && (
          <div className={styles.actions}>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? COPY.saving : COPY.save}
            </Button>
            <SaveResult saved={save.isSuccess} error={error} />
          </div>
        )}
      </form>
    </section>
  );
}

function IndependentSettings({ settings }: { settings: ChatSettings }) {
  const independent = settings.independent!;
  const [accepted, setAccepted] = useState(false);
  const [timeZone, setTimeZone] = useState(independent.timeZone ?? browserTimeZone());
  const [error, setError] = useState<string | null>(null);
  const [confirmOff, setConfirmOff] = useState(false);
  const change = useSetIndependentChat();
  const headingId = useId();
  const termsId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        {I.title}
      </h2>
      {independent.enabled ? (
        <div className={styles.form}>
          <p className={styles.on}>{I.isOn}</p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setConfirmOff(true)}>
              {I.turnOff}
            </Button>
          </div>
          <ConfirmDialog
            open={confirmOff}
            title={I.turnOffTitle}
            description={I.turnOffBody}
            confirmLabel={I.turnOff}
            cancelLabel={I.cancel}
            onClose={() => setConfirmOff(false)}
            onConfirm={async () => {
              try {
                await change.mutateAsync({ enabled: false, timeZone });
                setConfirmOff(false);
                return null;
              } catch (failure) {
                return messageOf(failure, COPY.saveFailed);
              }
            }}
          />
        </div>
      ) : (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            setError(null);
            change.mutate(
              { enabled: true, acceptTerms: accepted, timeZone },
              { onError: (failure) => setError(messageOf(failure, COPY.saveFailed)) },
            );
          }}
        >
          <p>{I.intro}</p>
          <h3 id={termsId} className={styles.termsTitle}>
            {I.termsTitle}
          </h3>
          <ul className={styles.terms} aria-labelledby={termsId} data-testid="chat-terms">
            {I.terms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
          <Check label={I.accept} checked={accepted} onChange={setAccepted} />
          <Select
            label={S.timeZone}
            hint={S.timeZoneHint}
            value={timeZone}
            onChange={setTimeZone}
            options={timeZoneOptions(independent.timeZone)}
          />
          <div className={styles.actions}>
            <Button type="submit" disabled={change.isPending}>
              {I.turnOn}
            </Button>
            {error && (
              <p className={styles.error} role="alert">
                {error}
              </p>
            )}
          </div>
        </form>
      )}
    </section>
  );
}

function MySettings({ me }: { me: MyChatSettings }) {
  const [quiet, setQuiet] = useState(me.quietHours !== null);
  const [start, setStart] = useState(me.quietHours?.start ?? '21:00');
  const [end, setEnd] = useState(me.quietHours?.end ?? '07:00');
  const [emailOn, setEmailOn] = useState(!me.emailOff);
  const [error, setError] = useState<string | null>(null);
  const save = useUpdateMyChatSettings();
  const headingId = useId();
  const startId = useId();
  const endId = useId();
  const touched = () => save.reset();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        {M.title}
      </h2>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          save.mutate(
            { quietHours: quiet ? { start, end } : null, emailOff: !emailOn },
            { onError: (failure) => setError(messageOf(failure, COPY.saveFailed)) },
          );
        }}
      >
        <Check
          label={M.quietOn}
          hint={M.quietHint}
          checked={quiet}
          onChange={(value) => {
            touched();
            setQuiet(value);
          }}
        />
        {quiet && (
          <div className={styles.times}>
            <div className={styles.field}>
              <label htmlFor={startId} className={styles.label}>
                {M.start}
              </label>
              <input
                id={startId}
                type="time"
                className={styles.input}
                value={start}
                required
                onChange={(event) => {
                  touched();
                  setStart(event.target.value);
                }}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor={endId} className={styles.label}>
                {M.end}
              </label>
              <input
                id={endId}
                type="time"
                className={styles.input}
                value={end}
                required
                onChange={(event) => {
                  touched();
                  setEnd(event.target.value);
                }}
              />
            </div>
          </div>
        )}
        <Check
          label={M.email}
          hint={M.emailHint}
          checked={emailOn}
          onChange={(value) => {
            touched();
            setEmailOn(value);
          }}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? COPY.saving : COPY.save}
          </Button>
          <SaveResult saved={save.isSuccess} error={error} />
        </div>
      </form>
    </section>
  );
}
