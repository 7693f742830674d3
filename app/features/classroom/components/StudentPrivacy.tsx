import { useState } from 'react';
import { formatDateTime, PRIVACY_SCREENS } from '@common/copy/privacy';
import { PRIVACY_API, type ClassDeletionRequest } from '@common/schemas/privacy';
import { Button, buttonClassName } from '~/components/ui/Button';
import { ConfirmDialog } from '~/components/ui/ConfirmDialog';
import { useCompleteDeletionRequest } from '../api/complete-deletion-request';
import { useDeleteStudentAccount } from '../api/delete-student-account';
import { firstAnswerError } from '../utils/form-errors';
import styles from './StudentPrivacy.module.css';

const COPY = PRIVACY_SCREENS.students;

/**
 * A student row's privacy tools: the data export as JSON and PDF (plain downloads), and, for
 * the teacher who administers the student, deleting the account for good after a warning.
 */
export function StudentPrivacyTools({
  classId,
  studentId,
  name,
  deletable,
  onDeleted,
}: {
  classId: string;
  studentId: string;
  name: string;
  deletable: boolean;
  onDeleted: (message: string) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const deleteAccount = useDeleteStudentAccount(classId);
  const link = buttonClassName({ variant: 'secondary', size: 'sm' });
  return (
    <>
      <a href={PRIVACY_API.educatorExport(studentId, 'json')} download className={link}>
        {COPY.exportJson}
        <span className="visually-hidden"> {COPY.ofStudent(name)}</span>
      </a>
      <a href={PRIVACY_API.educatorExport(studentId, 'pdf')} download className={link}>
        {COPY.exportPdf}
        <span className="visually-hidden"> {COPY.ofStudent(name)}</span>
      </a>
      {deletable && (
        <>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
            {COPY.delete}
            <span className="visually-hidden"> {name}</span>
          </Button>
          <ConfirmDialog
            open={confirming}
            title={COPY.confirmTitle(name)}
            description={COPY.confirmBody(name)}
            confirmLabel={COPY.confirm}
            cancelLabel={COPY.cancel}
            onClose={() => setConfirming(false)}
            onConfirm={async () => {
              try {
                await deleteAccount.mutateAsync(studentId);
              } catch (error) {
                return firstAnswerError(error, COPY.failed);
              }
              setConfirming(false);
              onDeleted(COPY.deleted(name));
              return null;
            }}
          />
        </>
      )}
    </>
  );
}

/** A parent's pending request to delete the student, with the teacher's 'Delete now'. */
export function PendingDeletion({
  classId,
  request,
  name,
  onDeleted,
}: {
  classId: string;
  request: ClassDeletionRequest;
  name: string;
  onDeleted: (message: string) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const complete = useCompleteDeletionRequest(classId);
  return (
    <div className={styles.pending} data-testid="deletion-request">
      <p className={styles.note}>{COPY.requested(name, formatDateTime(request.dueAt))}</p>
      <Button size="sm" onClick={() => setConfirming(true)}>
        {COPY.deleteNow}
        <span className="visually-hidden"> {name}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        title={COPY.confirmTitle(name)}
        description={COPY.deleteNowConfirm(name)}
        confirmLabel={COPY.deleteNow}
        cancelLabel={COPY.cancel}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          try {
            await complete.mutateAsync(request.id);
          } catch (error) {
            return firstAnswerError(error, COPY.failed);
          }
          setConfirming(false);
          onDeleted(COPY.deleted(name));
          return null;
        }}
      />
    </div>
  );
}
