import { useId, useState } from 'react';
import { CLASSROOM_SCREENS } from '@common/copy/classroom-screens';
import { loginCodeExpiry } from '@common/copy/login-codes';
import type { ClassStudent, CreatedStudent } from '@common/schemas/classroom';
import { Button } from '~/components/ui/Button';
import { ConfirmDialog } from '~/components/ui/ConfirmDialog';
import { useClassPrivacy } from '../api/get-class-privacy';
import { useNewLoginCode } from '../api/new-login-code';
import { useRemoveStudent } from '../api/remove-student';
import { AddStudentsForm } from './AddStudentsForm';
import { LoginCards } from './LoginCards';
import { ParentInvite } from './ParentInvite';
import { PendingDeletion, StudentPrivacyTools } from './StudentPrivacy';
import styles from './Classroom.module.css';

const COPY = CLASSROOM_SCREENS.students;

/** The class's students: how each signs in, new login codes, parent invitations, removal. */
export function StudentsSection({
  classId,
  students,
}: {
  classId: string;
  students: ClassStudent[];
}) {
  const id = useId();
  const [codes, setCodes] = useState<CreatedStudent[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  /** The student whose removal is being asked about. */
  const [removing, setRemoving] = useState<ClassStudent | null>(null);
  // Who the teacher may delete, and parents' pending deletion requests (privacy module),
  // read again whenever the roster changes (the changes invalidate it).
  const { data: privacy } = useClassPrivacy(classId, students.length > 0);
  const renewCode = useNewLoginCode(classId);
  const removeStudent = useRemoveStudent(classId);

  function newCode(student: ClassStudent) {
    renewCode.mutate(student.id, {
      onSuccess: ({ loginCode, loginCodeExpiresAt }) =>
        setCodes([{ ...student, loginCode, loginCodeExpiresAt, hasLoginCode: true }]),
    });
  }

  async function remove(student: ClassStudent): Promise<string | null> {
    const name = `${student.firstName} ${student.lastName}`;
    try {
      const { deleted } = await removeStudent.mutateAsync(student.id);
      setRemoving(null);
      setMessage(deleted ? COPY.removedAndDeleted(name) : COPY.removed(name));
      return null;
    } catch {
      return COPY.removeFailed;
    }
  }
  /**
   * Removing may delete: when the teacher is the student's administrator and no parent is
   * linked, a student left in no class is deleted with their writing (the server decides).
   */
  const mayDelete = (student: ClassStudent) =>
    student.linkedParents === 0 && (privacy?.deletableStudentIds.includes(student.id) ?? false);

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {COPY.title}
      </h2>
      {students.length === 0 ? (
        <p className={styles.muted}>{COPY.empty}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{COPY.name}</th>
              <th scope="col">{COPY.username}</th>
              <th scope="col">{COPY.signIn}</th>
              <th scope="col">{COPY.actions}</th>
            </tr>
          </thead>
          <tbody>
            {students.map((student) => {
              const name = `${student.firstName} ${student.lastName}`;
              const request = privacy?.deletionRequests.find(
                (entry) => entry.studentId === student.id,
              );
              return (
                <tr key={student.id}>
                  <td>
                    {name}
                    {request && (
                      <PendingDeletion
                        classId={classId}
                        request={request}
                        name={name}
                        onDeleted={setMessage}
                      />
                    )}
                  </td>
                  <td>{student.username}</td>
                  <td>
                    {student.hasPassword
                      ? COPY.password
                      : student.hasLoginCode
                        ? COPY.loginCode
                        : COPY.notYet}
                    {student.loginCodeExpiresAt && (
                      <span className={styles.muted} data-testid="roster-code-expiry">
                        {' · '}
                        {loginCodeExpiry(student.loginCodeExpiresAt)}
                      </span>
                    )}
                  </td>
                  <td>
                    <div className={styles.rowTools}>
                      <Button size="sm" variant="secondary" onClick={() => newCode(student)}>
                        {COPY.newCode}
                        <span className="visually-hidden"> {COPY.forStudent(name)}</span>
                      </Button>
                      <ParentInvite classId={classId} studentId={student.id} name={name} />
                      <Button size="sm" variant="ghost" onClick={() => setRemoving(student)}>
                        {COPY.remove}
                        <span className="visually-hidden"> {name}</span>
                      </Button>
                      <StudentPrivacyTools
                        classId={classId}
                        studentId={student.id}
                        name={name}
                        deletable={privacy?.deletableStudentIds.includes(student.id) ?? false}
                        onDeleted={setMessage}
                      />
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <p className={styles.success} role="status">
        {message}
      </p>
      {removing && (
        <ConfirmDialog
          open
          title={COPY.removeTitle(`${removing.firstName} ${removing.lastName}`)}
          description={(mayDelete(removing) ? COPY.removeMayDelete : COPY.removeKeeps)(
            `${removing.firstName} ${removing.lastName}`,
          )}
          confirmLabel={COPY.removeConfirm}
          cancelLabel={COPY.removeCancel}
          onConfirm={() => remove(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
      {codes.length > 0 && <LoginCards students={codes} />}
      <AddStudentsForm classId={classId} onAdded={setCodes} />
    </section>
  );
}
