import { useId, useState, type FormEvent } from 'react';
import type { BillingMemberRole } from '@common/billing/plans';
import { billingDate } from '@common/copy/billing-documents';
import { SCHOOL_BILLING_COPY as COPY } from '@common/copy/billing-school';
import type { SchoolBillingAnswer } from '@common/schemas/billing-school';
import { Button } from '~/components/ui/Button';
import { ConfirmDialog } from '~/components/ui/ConfirmDialog';
import { InputField, SelectField } from '~/components/ui/FormField';
import { messageOf } from '~/lib/api';
import type { SchoolAccountCalls } from '../api/school-account';
import { useConfirmedCall } from './use-confirmed-call';
import styles from './Billing.module.css';

type Teacher = SchoolBillingAnswer['teachers'][number];

/**
 * A manager's part of the school section: the account's teachers (removing one asks first),
 * inviting a teacher by email, and the invitations still waiting, each withdrawn in one click.
 */
export function SchoolTeachers({
  school,
  calls,
}: {
  school: SchoolBillingAnswer;
  calls: SchoolAccountCalls;
}) {
  const you = school.membership?.userId;
  return (
    <>
      <div>
        <h3 className={styles.subTitle}>{COPY.teachersTitle}</h3>
        <p className={styles.note}>{COPY.teachersIntro}</p>
        <ul className={styles.plainList} data-testid="school-teachers">
          {school.teachers.map((teacher) => (
            <TeacherRow
              key={teacher.userId}
              teacher={teacher}
              isYou={teacher.userId === you}
              calls={calls}
            />
          ))}
        </ul>
      </div>
      <InviteTeacher calls={calls} />
      <Pending pending={school.pending} calls={calls} />
    </>
  );
}

function TeacherRow({
  teacher,
  isYou,
  calls,
}: {
  teacher: Teacher;
  isYou: boolean;
  calls: SchoolAccountCalls;
}) {
  const remove = useConfirmedCall(() => calls.remove(teacher.userId), COPY.removeFailed);
  return (
    <li className={styles.personRow}>
      <span className={styles.person}>
        <strong>
          {teacher.name} {isYou && COPY.you}
        </strong>
        <span className={styles.muted}>{teacher.email}</span>
        <span className={styles.muted}>
          {COPY.teacherRole[teacher.role]} · {COPY.teacherClasses(teacher.classes)}
        </span>
      </span>
      {!isYou && (
        <Button variant="ghost" size="sm" onClick={remove.ask}>
          {COPY.remove}
          <span className="visually-hidden"> {teacher.name}</span>
        </Button>
      )}
      <ConfirmDialog
        {...remove.dialog}
        title={`${COPY.remove} ${teacher.name}`}
        description={COPY.removeConfirm(teacher.name)}
        confirmLabel={COPY.remove}
      />
    </li>
  );
}

function InviteTeacher({ calls }: { calls: SchoolAccountCalls }) {
  const emailId = useId();
  const roleId = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<BillingMemberRole>('member');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setSent(null);
    try {
      await calls.invite({ email, role });
      setSent(COPY.invited(email.trim()));
      setEmail('');
    } catch (failure) {
      setError(messageOf(failure, COPY.inviteFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} className={styles.schoolForm} aria-labelledby={`${emailId}-title`}>
      <h3 id={`${emailId}-title`} className={styles.subTitle}>
        {COPY.inviteTitle}
      </h3>
      <InputField
        id={emailId}
        type="email"
        label={COPY.inviteEmailLabel}
        autoComplete="off"
        value={email}
        onChange={setEmail}
        error={error}
      />
      <SelectField
        id={roleId}
        label={COPY.inviteRoleLabel}
        value={role}
        onChange={(value) => setRole(value === 'manager' ? 'manager' : 'member')}
        options={COPY.inviteRoleOptions}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={busy}>
          {busy ? COPY.inviteBusy : COPY.invite}
        </Button>
      </div>
      <p className={styles.success} role="status">
        {sent}
      </p>
    </form>
  );
}

function Pending({
  pending,
  calls,
}: {
  pending: SchoolBillingAnswer['pending'];
  calls: SchoolAccountCalls;
}) {
  const [error, setError] = useState<string | null>(null);
  return (
    <div>
      <h3 className={styles.subTitle}>{COPY.pendingTitle}</h3>
      {pending.length === 0 ? (
        <p className={styles.note}>{COPY.noPending}</p>
      ) : (
        <ul className={styles.plainList} data-testid="school-pending">
          {pending.map((invitation) => (
            <li key={invitation.id} className={styles.personRow}>
              <span className={styles.person}>
                <strong>{invitation.email}</strong>
                <span className={styles.muted}>
                  {COPY.teacherRole[invitation.role]} · {billingDate(invitation.sentAt)}
                </span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                onClick={async () => {
                  setError(null);
                  try {
                    await calls.withdraw(invitation.id);
                  } catch (failure) {
                    setError(messageOf(failure, COPY.withdrawFailed));
                  }
                }}
              >
                {COPY.withdraw}
                <span className="visually-hidden"> {invitation.email}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
