import { useState } from 'react';
import { formatDateTime, PRIVACY_SCREENS } from '@common/copy/privacy';
import type { ClassDeletionRequest } from '@common/schemas/privacy';
import { Button } from '~/components/ui/Button';
import { ConfirmDialog } from '~/components/ui/ConfirmDialog';
import { useCompleteDeletionRequest } from '../api/complete-deletion-request';
import { useDeleteStudentAccount } from '../api/delete-student-account';
import { firstAnswerError } from '../utils/form-errors';
import styles from './StudentPrivacy.module.css';

const COPY = PRIVACY_SCREENS.students;

/**
 * Deleting a student's account for good (their administrator only), asked first. Removing a
 * student from a class never deletes them: this is the one way, from the row menu.
 */
export function DeleteAccountDialog({
  classId,
  studentId,
  name,
  onClose,
  onDeleted,
}: {
  classId: string;
  studentId: string;
  name: string;
  onClose: () => void;
  onDeleted: (message: string) => void;
}) {
  const deleteAccount = useDeleteStudentAccount(classId);
  return (
    <ConfirmDialog
      open
      title={COPY.confirmTitle(name)}
      description={COPY.confirmBody(name)}
      confirmLabel={COPY.confirm}
      cancelLabel={COPY.cancel}
      onClose={onClose}
      onConfirm={async () => {
        try {
          await deleteAccount.mutateAsync(studentId);
        } catch (error) {
          return firstAnswerError(error, COPY.failed);
        }
        onClose();
        onDeleted(COPY.deleted(name));
        return null;
      }}
    />
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
