import { useId, useState, type FormEvent } from 'react';
import {
  SCHOOL_BILLING_COPY as COPY,
  SCHOOL_BILLING_MESSAGES as MESSAGES,
} from '@common/copy/billing-school';
import type { SchoolBillingAnswer } from '@common/schemas/billing-school';
import { Button } from '~/components/ui/Button';
import { ConfirmDialog } from '~/components/ui/ConfirmDialog';
import { InputField, SelectField } from '~/components/ui/FormField';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { messageOf } from '~/lib/api';
import {
  useSchoolAccount,
  useSchoolAccountCalls,
  type SchoolAccountCalls,
} from '../api/school-account';
import { SchoolTeachers } from './SchoolTeachers';
import { useConfirmedCall } from './use-confirmed-call';
import styles from './Billing.module.css';

type Membership = NonNullable<SchoolBillingAnswer['membership']>;

/**
 * The billing page's school or parish section (issue 16, point 1): who manages the account a
 * teacher's classes count to, and leaving it; to managers, its teachers and invitations; the
 * invitations waiting for the teacher; or setting up their school's account.
 */
export function SchoolAccountPanel() {
  const school = useSchoolAccount();
  const calls = useSchoolAccountCalls();
  return (
    <section className={styles.panel} aria-labelledby="school-account-title">
      <h2 id="school-account-title" className={styles.panelTitle}>
        {COPY.sectionTitle}
      </h2>
      {school.isPending && <Skeleton label={COPY.sectionTitle} lines={3} />}
      {school.isError && (
        <LoadFailed
          message={messageOf(school.error, COPY.setUpFailed)}
          onRetry={() => void school.refetch()}
        />
      )}
      {school.data && <SchoolAccountView school={school.data} calls={calls} />}
    </section>
  );
}

export function SchoolAccountView({
  school,
  calls,
}: {
  school: SchoolBillingAnswer;
  calls: SchoolAccountCalls;
}) {
  return (
    <div className={styles.stack}>
      {school.invitations.length > 0 && (
        <Invitations invitations={school.invitations} calls={calls} />
      )}
      {school.membership && <MemberOf membership={school.membership} calls={calls} />}
      {school.membership?.role === 'manager' && <SchoolTeachers school={school} calls={calls} />}
      {school.setUp && <SetUp setUp={school.setUp} calls={calls} />}
    </div>
  );
}

const managerNames = (membership: Membership) =>
  membership.managers.map((person) => `${person.name} (${person.email})`).join(', ');

function MemberOf({ membership, calls }: { membership: Membership; calls: SchoolAccountCalls }) {
  const leave = useConfirmedCall(() => calls.remove(membership.userId), COPY.leaveFailed);
  return (
    <div data-testid="school-membership">
      <p className={styles.plan}>{COPY.memberOf(membership.accountName, membership.kind)}</p>
      <p>{COPY.managedBy(managerNames(membership))}</p>
      {membership.role === 'member' && <p className={styles.note}>{COPY.askManagers}</p>}
      <div className={styles.actions}>
        <Button variant="ghost" onClick={leave.ask}>
          {COPY.leave}
        </Button>
      </div>
      <ConfirmDialog
        {...leave.dialog}
        title={COPY.leave}
        description={COPY.leaveConfirm(membership.accountName)}
        confirmLabel={COPY.leave}
      />
    </div>
  );
}

function Invitations({
  invitations,
  calls,
}: {
  invitations: SchoolBillingAnswer['invitations'];
  calls: SchoolAccountCalls;
}) {
  return (
    <div>
      <h3 className={styles.subTitle}>{COPY.invitationsTitle}</h3>
      <ul className={styles.plainList}>
        {invitations.map((invitation) => (
          <Invitation key={invitation.id} invitation={invitation} calls={calls} />
        ))}
      </ul>
    </div>
  );
}

function Invitation({
  invitation,
  calls,
}: {
  invitation: SchoolBillingAnswer['invitations'][number];
  calls: SchoolAccountCalls;
}) {
  const accept = useConfirmedCall(() => calls.accept(invitation.id), COPY.answerFailed);
  const [declining, setDeclining] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <li className={styles.invitation}>
      <p>{COPY.invitation(invitation.accountName, invitation.kind, invitation.invitedBy)}</p>
      {invitation.role === 'manager' && <p className={styles.note}>{COPY.invitationAsManager}</p>}
      <div className={styles.actions}>
        <Button onClick={accept.ask}>{COPY.accept}</Button>
        <Button
          variant="ghost"
          disabled={declining}
          onClick={async () => {
            setDeclining(true);
            setError(null);
            try {
              await calls.decline(invitation.id);
            } catch (failure) {
              setError(messageOf(failure, COPY.answerFailed));
              setDeclining(false);
            }
          }}
        >
          {declining ? COPY.declineBusy : COPY.decline}
        </Button>
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <ConfirmDialog
        {...accept.dialog}
        title={COPY.invitation(invitation.accountName, invitation.kind, invitation.invitedBy)}
        description={COPY.invitationEffect}
        confirmLabel={COPY.accept}
      />
    </li>
  );
}

function SetUp({
  setUp,
  calls,
}: {
  setUp: NonNullable<SchoolBillingAnswer['setUp']>;
  calls: SchoolAccountCalls;
}) {
  const kindId = useId();
  const emailId = useId();
  const [kind, setKind] = useState<'school' | 'parish'>('school');
  const [billingEmail, setBillingEmail] = useState('');
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (setUp.schoolName === null) return <p className={styles.note}>{COPY.setUpNoSchool}</p>;
  if (setUp.managedBy !== null) {
    return <p>{MESSAGES.alreadyHasAccount(setUp.schoolName, setUp.managedBy)}</p>;
  }
  const schoolName = setUp.schoolName;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setOpen(true);
  };
  return (
    <form onSubmit={submit} className={styles.schoolForm} data-testid="school-set-up">
      <p>{COPY.setUpIntro(schoolName)}</p>
      <SelectField
        id={kindId}
        label={COPY.kindLabel}
        value={kind}
        onChange={(value) => setKind(value === 'parish' ? 'parish' : 'school')}
        options={COPY.kindOptions}
      />
      <InputField
        id={emailId}
        type="email"
        label={COPY.billingEmailLabel}
        autoComplete="email"
        value={billingEmail}
        onChange={setBillingEmail}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="secondary">
          {COPY.setUp}
        </Button>
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={open}
        title={COPY.setUp}
        description={COPY.setUpConfirm(schoolName)}
        confirmLabel={COPY.setUp}
        cancelLabel={COPY.cancel}
        onConfirm={async () => {
          try {
            await calls.setUp({ kind, billingEmail });
            setOpen(false);
            return null;
          } catch (failure) {
            // Said under the form, which keeps what was typed.
            setError(messageOf(failure, COPY.setUpFailed));
            setOpen(false);
            return null;
          }
        }}
        onClose={() => setOpen(false)}
      />
    </form>
  );
}
