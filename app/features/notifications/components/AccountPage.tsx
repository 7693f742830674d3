import { useState, type FormEvent, type ReactNode } from 'react';
import { NOTIFICATIONS_COPY as COPY } from '@common/copy/notifications';
import type { NotificationEmailPreference } from '@common/notifications/kinds';
import { PATHS, type AreaName } from '@common/routes';
import { AppShell } from '~/components/layout/AppShell';
import { Button, ButtonLink } from '~/components/ui/Button';
import { InputField } from '~/components/ui/FormField';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import type { ApiResult } from '~/lib/api';
import { useStudentAccount, useUserAccount } from '../api/get-account';
import { useUpdateStudentAccount, useUpdateUserAccount } from '../api/update-account';
import { EmailPreferenceField } from './EmailPreferenceField';
import styles from './Account.module.css';

const AREA_HOME: Record<AreaName, string> = {
  teacher: PATHS.teacherArea,
  parent: PATHS.parentArea,
  student: PATHS.studentArea,
};

/** What a save answered, as the message to show (its first error, or the success). */
function outcome(result: ApiResult<{ errors?: Record<string, string> }>, done: string) {
  return result.ok
    ? { message: done, error: null }
    : {
        message: null,
        error: Object.values(result.body.errors ?? {})[0] ?? COPY.account.saveFailed,
      };
}

/**
 * /teacher/account, /parent/account and /student/account: profile, email, password, sign out.
 * The route composes what other features show here: the student's avatar, and each class's
 * student email setting for a teacher (until the class Settings tab holds it).
 */
export function AccountPage({
  area,
  avatar,
  adultSections,
}: {
  area: AreaName;
  avatar?: ReactNode;
  /** More sections for a teacher or parent, after the email preference (the family digest). */
  adultSections?: ReactNode;
}) {
  const home = AREA_HOME[area];
  return (
    <AppShell
      home={{ to: home, label: COPY.account.back }}
      back={{ to: home, label: COPY.account.back }}
      title={COPY.account.title}
      intro={COPY.account.intro}
    >
      <div className={styles.sections}>
        {area === 'student' ? (
          <StudentAccountSections avatar={avatar} />
        ) : (
          <AdultAccountSections extra={adultSections} />
        )}
      </div>
    </AppShell>
  );
}

function Feedback({ message, error }: { message: string | null; error: string | null }) {
  return (
    <>
      <p className={styles.saved} role="status">
        {message}
      </p>
      <p className={styles.error} role="alert">
        {error}
      </p>
    </>
  );
}

type SaveState = { message: string | null; error: string | null };
const NOTHING_SAVED: SaveState = { message: null, error: null };

function AdultAccountSections({ extra }: { extra?: ReactNode }) {
  const account = useUserAccount();
  const { mutateAsync: update, isPending } = useUpdateUserAccount();
  const [emailState, setEmailState] = useState<SaveState>(NOTHING_SAVED);
  const [choice, setChoice] = useState<NotificationEmailPreference | null>(null);

  if (account.isPending) return <Skeleton label={COPY.account.loading} lines={6} />;
  if (account.isError) {
    return <LoadFailed message={COPY.account.failed} onRetry={() => void account.refetch()} />;
  }

  async function savePreference(notificationEmail: NotificationEmailPreference) {
    // Shown chosen at once; a refused save puts the saved choice back.
    setChoice(notificationEmail);
    setEmailState(NOTHING_SAVED);
    const result = await update({ notificationEmail });
    if (!result.ok) setChoice(null);
    setEmailState(outcome(result, COPY.account.preferenceSaved));
  }

  return (
    <>
      <section className={styles.section} aria-labelledby="account-profile">
        <h2 id="account-profile" className={styles.sectionTitle}>
          {COPY.account.profile}
        </h2>
        <dl className={styles.details}>
          <div>
            <dt>{COPY.account.email}</dt>
            <dd data-testid="account-email">{account.data.email}</dd>
          </div>
        </dl>
        <NameForm firstName={account.data.firstName} lastName={account.data.lastName} />
      </section>

      <section className={styles.section} aria-label={COPY.account.emailTitle}>
        <EmailPreferenceField
          value={choice ?? account.data.notificationEmail}
          onChange={(value) => void savePreference(value)}
          busy={isPending}
          intro={COPY.account.emailIntro}
        />
        <Feedback {...emailState} />
      </section>

      {extra}

      <section className={styles.section} aria-labelledby="account-password">
        <h2 id="account-password" className={styles.sectionTitle}>
          {COPY.account.security}
        </h2>
        <p className={styles.hint}>{COPY.account.securityIntro}</p>
        <ButtonLink href={PATHS.forgotPassword} variant="secondary">
          {COPY.account.changePassword}
        </ButtonLink>
      </section>

      <SignOut href={PATHS.logout} />
    </>
  );
}

/** The adult's name, as loaded, to change and save. */
function NameForm(saved: { firstName: string; lastName: string }) {
  const { mutateAsync: update, isPending } = useUpdateUserAccount();
  const [firstName, setFirstName] = useState(saved.firstName);
  const [lastName, setLastName] = useState(saved.lastName);
  const [state, setState] = useState<SaveState>(NOTHING_SAVED);

  async function save(event: FormEvent) {
    event.preventDefault();
    setState(outcome(await update({ firstName, lastName }), COPY.account.nameSaved));
  }

  return (
    <>
      <form className={styles.nameForm} onSubmit={(event) => void save(event)} noValidate>
        <InputField
          id="account-first-name"
          label={COPY.account.firstName}
          value={firstName}
          onChange={setFirstName}
          autoComplete="given-name"
        />
        <InputField
          id="account-last-name"
          label={COPY.account.lastName}
          value={lastName}
          onChange={setLastName}
          autoComplete="family-name"
        />
        <div className={styles.formActions}>
          <Button type="submit" disabled={isPending}>
            {COPY.account.saveName}
          </Button>
        </div>
      </form>
      <Feedback {...state} />
    </>
  );
}

function SignOut({ href }: { href: string }) {
  return (
    <section className={styles.section} aria-labelledby="account-sign-out">
      <h2 id="account-sign-out" className={styles.sectionTitle}>
        {COPY.account.signOut}
      </h2>
      <p className={styles.hint}>{COPY.account.signOutIntro}</p>
      <ButtonLink href={href} variant="secondary">
        {COPY.account.signOut}
      </ButtonLink>
    </section>
  );
}

function StudentAccountSections({ avatar }: { avatar?: ReactNode }) {
  const account = useStudentAccount();
  const { mutateAsync: update, isPending } = useUpdateStudentAccount();
  const [emailState, setEmailState] = useState<SaveState>(NOTHING_SAVED);
  const [choice, setChoice] = useState<NotificationEmailPreference | null>(null);

  if (account.isPending) return <Skeleton label={COPY.account.loading} lines={5} />;
  if (account.isError) {
    return <LoadFailed message={COPY.account.failed} onRetry={() => void account.refetch()} />;
  }
  const { firstName, lastName, username, email, notificationEmail } = account.data;

  async function savePreference(value: NotificationEmailPreference) {
    setChoice(value);
    setEmailState(NOTHING_SAVED);
    const result = await update(value);
    if (!result.ok) setChoice(null);
    setEmailState(outcome(result, COPY.account.preferenceSaved));
  }

  return (
    <>
      <section className={styles.section} aria-labelledby="account-profile">
        <h2 id="account-profile" className={styles.sectionTitle}>
          {COPY.account.profile}
        </h2>
        <dl className={styles.details}>
          <div>
            <dt>{COPY.account.name}</dt>
            <dd>
              {firstName} {lastName}
            </dd>
          </div>
          {username && (
            <div>
              <dt>{COPY.account.username}</dt>
              <dd data-testid="account-username">{username}</dd>
            </div>
          )}
          {email && (
            <div>
              <dt>{COPY.account.email}</dt>
              <dd>{email}</dd>
            </div>
          )}
        </dl>
      </section>

      <section className={styles.section} aria-labelledby="account-avatar">
        <h2 id="account-avatar" className={styles.sectionTitle}>
          {COPY.account.avatar}
        </h2>
        <div className={styles.avatar}>{avatar}</div>
      </section>

      {notificationEmail !== null && (
        <section className={styles.section} aria-label={COPY.account.emailTitle}>
          <EmailPreferenceField
            value={choice ?? notificationEmail}
            onChange={(value) => void savePreference(value)}
            busy={isPending}
            intro={COPY.account.studentEmailIntro}
          />
          <Feedback {...emailState} />
        </section>
      )}

      <section className={styles.section} aria-labelledby="account-password">
        <h2 id="account-password" className={styles.sectionTitle}>
          {COPY.account.security}
        </h2>
        {email ? (
          <>
            <p className={styles.hint}>{COPY.account.securityIntro}</p>
            <ButtonLink href={PATHS.studentForgotPassword} variant="secondary">
              {COPY.account.changePassword}
            </ButtonLink>
          </>
        ) : (
          <p className={styles.hint}>{COPY.account.studentPassword}</p>
        )}
      </section>

      <SignOut href={PATHS.studentLogout} />
    </>
  );
}
