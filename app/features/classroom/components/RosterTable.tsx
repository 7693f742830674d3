import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { CLASSROOM_SCREENS } from '@common/copy/classroom-screens';
import { loginCodeExpiry } from '@common/copy/login-codes';
import { PRIVACY_SCREENS } from '@common/copy/privacy';
import { PATHS } from '@common/routes';
import type { ClassStudent, CreatedStudent } from '@common/schemas/classroom';
import { PRIVACY_API, type ClassPrivacyAnswer } from '@common/schemas/privacy';
import { Button, buttonClassName } from '~/components/ui/Button';
import { ConfirmDialog } from '~/components/ui/ConfirmDialog';
import { Menu, type MenuItem } from '~/components/ui/Menu';
import { useNewLoginCodes } from '../api/new-login-codes';
import { useRemoveStudents } from '../api/remove-student';
import { useRestoreStudents } from '../api/restore-student';
import { useOfferPlanChoice } from '~/lib/plan-choice';
import { firstAnswerError } from '../utils/form-errors';
import { MoveStudentsDialog } from './MoveStudentsDialog';
import { ParentInviteDialog } from './ParentInvite';
import { DeleteAccountDialog, PendingDeletion } from './StudentPrivacy';
import styles from './Roster.module.css';

const COPY = CLASSROOM_SCREENS.roster;
const STUDENTS = CLASSROOM_SCREENS.students;
const PRIVACY_COPY = PRIVACY_SCREENS.students;

/** How long a removal can be undone. */
export const UNDO_MS = 10_000;

type Dialog =
  | { kind: 'remove'; students: ClassStudent[] }
  | { kind: 'codes'; students: ClassStudent[]; print: boolean }
  | { kind: 'move'; students: ClassStudent[] }
  | { kind: 'invite'; student: ClassStudent }
  | { kind: 'delete'; student: ClassStudent };

const nameOf = (student: ClassStudent) => `${student.firstName} ${student.lastName}`;

/**
 * The Students tab's table: search by name or username, a checkbox per row with select-all,
 * bulk actions for the selection (print cards, new login codes, move, remove) and each row's
 * actions in one menu. Removing asks first, then offers Undo for 10 seconds. On a narrow
 * screen the table scrolls inside its own region, the name column staying in view.
 */
export function RosterTable({
  classId,
  students,
  privacy,
  onCards,
}: {
  classId: string;
  students: ClassStudent[];
  privacy: ClassPrivacyAnswer | undefined;
  /** New login codes were made: show (and with `print`, print) their sign-in cards. */
  onCards: (students: CreatedStudent[], print: boolean) => void;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [undo, setUndo] = useState<{ ids: string[]; text: string } | null>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  const removeStudents = useRemoveStudents(classId);
  const restoreStudents = useRestoreStudents(classId);
  // Undo seats the students again: past what the plan allows, the priced choice opens.
  const offerPlanChoice = useOfferPlanChoice();
  const newCodes = useNewLoginCodes(classId);

  const shown = useMemo(() => {
    const needle = query.trim().toLowerCase();
    if (!needle) return students;
    return students.filter((student) =>
      [nameOf(student), student.username ?? ''].some((text) => text.toLowerCase().includes(needle)),
    );
  }, [students, query]);
  // Only students still in the class stay selected (after a removal or a move).
  const chosen = students.filter((student) => selected.has(student.id));
  const allShownSelected = shown.length > 0 && shown.every((student) => selected.has(student.id));

  // Undo is offered for 10 seconds, then the removal stands.
  useEffect(() => {
    if (!undo) return;
    const timer = window.setTimeout(() => setUndo(null), UNDO_MS);
    return () => window.clearTimeout(timer);
  }, [undo]);

  function toggle(studentId: string) {
    const next = new Set(selected);
    if (next.has(studentId)) next.delete(studentId);
    else next.add(studentId);
    setSelected(next);
  }

  function toggleAll() {
    const next = new Set(selected);
    for (const student of shown) {
      if (allShownSelected) next.delete(student.id);
      else next.add(student.id);
    }
    setSelected(next);
  }

  function forget(ids: string[]) {
    setSelected(new Set([...selected].filter((entry) => !ids.includes(entry))));
  }

  async function remove(list: ClassStudent[]): Promise<string | null> {
    const ids = list.map((student) => student.id);
    try {
      await removeStudents.mutateAsync(ids);
    } catch (error) {
      return firstAnswerError(error, STUDENTS.removeFailed);
    }
    setDialog(null);
    forget(ids);
    setMessage(null);
    setUndo({
      ids,
      text: list.length === 1 ? STUDENTS.removed(nameOf(list[0]!)) : COPY.removedMany(list.length),
    });
    // The row (and the menu that opened the dialog) is gone: Undo is where focus goes.
    window.setTimeout(() => undoRef.current?.focus(), 0);
    return null;
  }

  async function makeCodes(list: ClassStudent[], print: boolean): Promise<string | null> {
    try {
      const made = await newCodes.mutateAsync(list);
      setDialog(null);
      onCards(made, print);
      return null;
    } catch (error) {
      return firstAnswerError(error, COPY.codesFailed);
    }
  }

  function restore() {
    if (!undo) return;
    const { ids } = undo;
    setUndo(null);
    restoreIds(ids);
  }

  function restoreIds(ids: string[]) {
    restoreStudents.mutate(ids, {
      onSuccess: () => setMessage(COPY.undone(ids.length)),
      onError: (failure) => {
        if (!offerPlanChoice(failure, () => restoreIds(ids))) setMessage(COPY.undoFailed);
      },
    });
  }

  function rowItems(student: ClassStudent): MenuItem[] {
    const deletable =
      student.linkedParents === 0 && (privacy?.deletableStudentIds.includes(student.id) ?? false);
    const items: MenuItem[] = [
      { label: COPY.loginAs, to: `${PATHS.studentLoginAs}?sid=${encodeURIComponent(student.id)}` },
      {
        label: STUDENTS.newCode,
        onSelect: () => setDialog({ kind: 'codes', students: [student], print: false }),
      },
      {
        label: COPY.printCard,
        onSelect: () => setDialog({ kind: 'codes', students: [student], print: true }),
      },
      { label: COPY.inviteParent, onSelect: () => setDialog({ kind: 'invite', student }) },
      { label: COPY.move, onSelect: () => setDialog({ kind: 'move', students: [student] }) },
      {
        label: PRIVACY_COPY.exportJson,
        href: PRIVACY_API.educatorExport(student.id, 'json'),
        download: true,
      },
      {
        label: PRIVACY_COPY.exportPdf,
        href: PRIVACY_API.educatorExport(student.id, 'pdf'),
        download: true,
      },
      {
        label: COPY.removeOne,
        danger: true,
        onSelect: () => setDialog({ kind: 'remove', students: [student] }),
      },
    ];
    if (deletable) {
      items.push({
        label: PRIVACY_COPY.delete,
        danger: true,
        onSelect: () => setDialog({ kind: 'delete', student }),
      });
    }
    return items;
  }

  return (
    <div className={styles.roster}>
      <div className={styles.tools}>
        <div className={styles.search}>
          <label htmlFor={`${id}-search`} className={styles.label}>
            {COPY.search}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className={styles.input}
            placeholder={COPY.searchHint}
            value={query}
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <div className={styles.bulk} role="group" aria-label={COPY.bulkLabel}>
          <span className={chosen.length ? styles.count : styles.muted} aria-live="polite">
            {chosen.length === 0 ? COPY.selectHint : COPY.selected(chosen.length)}
          </span>
          {chosen.length > 0 && (
            <>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setDialog({ kind: 'codes', students: chosen, print: true })}
              >
                {COPY.printCards}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setDialog({ kind: 'codes', students: chosen, print: false })}
              >
                {COPY.newCodes}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setDialog({ kind: 'move', students: chosen })}
              >
                {COPY.move}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setDialog({ kind: 'remove', students: chosen })}
              >
                {COPY.remove}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
                {COPY.clearSelection}
              </Button>
            </>
          )}
        </div>
      </div>

      <div className={styles.status} role="status">
        {undo ? (
          <span className={styles.toast}>
            <span>{undo.text}</span>
            <button
              ref={undoRef}
              type="button"
              className={buttonClassName({ size: 'sm', variant: 'secondary' })}
              onClick={restore}
            >
              {COPY.undo}
            </button>
          </span>
        ) : (
          message
        )}
      </div>

      {shown.length === 0 ? (
        <p className={styles.noMatch}>{COPY.noMatch(query.trim())}</p>
      ) : (
        <div className={styles.scroller} role="region" aria-label={COPY.tableRegion} tabIndex={0}>
          <table className={styles.table}>
            <caption id={`${id}-caption`} className="visually-hidden">
              {STUDENTS.title}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.nameCol}>
                  <span className={styles.nameCell}>
                    <input
                      type="checkbox"
                      className={styles.check}
                      checked={allShownSelected}
                      aria-label={COPY.selectAll}
                      onChange={toggleAll}
                    />
                    {STUDENTS.name}
                  </span>
                </th>
                <th scope="col">{STUDENTS.username}</th>
                <th scope="col">{STUDENTS.signIn}</th>
                <th scope="col" className={styles.actionsCol}>
                  <span className="visually-hidden">{STUDENTS.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((student) => {
                const name = nameOf(student);
                const request = privacy?.deletionRequests.find(
                  (entry) => entry.studentId === student.id,
                );
                return (
                  <tr key={student.id} data-selected={selected.has(student.id) || undefined}>
                    <th scope="row" className={styles.nameCol}>
                      <span className={styles.nameCell}>
                        <input
                          type="checkbox"
                          className={styles.check}
                          checked={selected.has(student.id)}
                          aria-label={COPY.select(name)}
                          onChange={() => toggle(student.id)}
                        />
                        <span>{name}</span>
                      </span>
                      {request && (
                        <PendingDeletion
                          classId={classId}
                          request={request}
                          name={name}
                          onDeleted={setMessage}
                        />
                      )}
                    </th>
                    <td>{student.username}</td>
                    <td>
                      {student.hasPassword
                        ? STUDENTS.password
                        : student.hasLoginCode
                          ? STUDENTS.loginCode
                          : STUDENTS.notYet}
                      {student.loginCodeExpiresAt && (
                        <span className={styles.muted} data-testid="roster-code-expiry">
                          {' · '}
                          {loginCodeExpiry(student.loginCodeExpiresAt)}
                        </span>
                      )}
                    </td>
                    <td className={styles.actionsCol}>
                      <Menu label={COPY.rowMenu(name)} items={rowItems(student)}>
                        <span aria-hidden="true">⋯</span>
                      </Menu>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      {dialog?.kind === 'remove' && (
        <ConfirmDialog
          open
          title={
            dialog.students.length === 1
              ? STUDENTS.removeTitle(nameOf(dialog.students[0]!))
              : COPY.removeManyTitle(dialog.students.length)
          }
          description={
            dialog.students.length === 1
              ? COPY.removeBody(nameOf(dialog.students[0]!))
              : COPY.removeManyBody
          }
          confirmLabel={STUDENTS.removeConfirm}
          cancelLabel={STUDENTS.removeCancel}
          onConfirm={() => remove(dialog.students)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'codes' && (
        <ConfirmDialog
          open
          title={
            dialog.students.length === 1
              ? `${STUDENTS.newCode} ${STUDENTS.forStudent(nameOf(dialog.students[0]!))}?`
              : COPY.codesTitle(dialog.students.length)
          }
          description={COPY.codesBody}
          confirmLabel={COPY.codesConfirm}
          cancelLabel={COPY.cancel}
          onConfirm={() => makeCodes(dialog.students, dialog.print)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'move' && (
        <MoveStudentsDialog
          classId={classId}
          studentIds={dialog.students.map((student) => student.id)}
          onClose={() => setDialog(null)}
          onMoved={(text) => {
            forget(dialog.students.map((student) => student.id));
            setDialog(null);
            setMessage(text);
          }}
        />
      )}
      {dialog?.kind === 'invite' && (
        <ParentInviteDialog
          classId={classId}
          studentId={dialog.student.id}
          name={nameOf(dialog.student)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteAccountDialog
          classId={classId}
          studentId={dialog.student.id}
          name={nameOf(dialog.student)}
          onClose={() => setDialog(null)}
          onDeleted={setMessage}
        />
      )}
    </div>
  );
}
