import { useId, useMemo, useRef, useState } from 'react';
import { CHAT_SCREENS } from '@common/copy/chat-screens';
import type { ConversationKind } from '@common/chat/rules';
import type { AreaName } from '@common/routes';
import type { ChatClasses, ChatRecipients, CreateConversation } from '@common/schemas/chat';
import { Button } from '~/components/ui/Button';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Modal } from '~/components/ui/Modal';
import { Skeleton } from '~/components/ui/Skeleton';
import { messageOf } from '~/lib/api';
import { useRecipients } from '../api/get-recipients';
import { useStartConversation } from '../api/start-conversation';
import { chatAudienceOf } from '../utils/audience';
import { newClientId } from '../utils/client-id';
import styles from './Chat.module.css';

const COPY = CHAT_SCREENS.start;

/** One way to start, as offered: a kind, and for a parent the child it is about. */
interface Option {
  value: string;
  kind: ConversationKind;
  label: string;
  hint: string | null;
  childId?: string;
}

/** What the caller may start in a class, in their own words (recipients' `mayStart`). */
function optionsFor(area: AreaName, recipients: ChatRecipients): Option[] {
  const teachers = recipients.teachers.join(', ');
  return recipients.mayStart.flatMap((kind): Option[] => {
    if (area === 'student') {
      return [
        { value: kind, kind, label: COPY.myTeachers, hint: teachers && COPY.teachersAre(teachers) },
      ];
    }
    if (area === 'parent') {
      if (kind === 'family') {
        return recipients.children.map((child) => ({
          value: `family:${child.id}`,
          kind,
          childId: child.id,
          label: COPY.childTeachers(child.name.split(' ')[0] ?? child.name),
          hint: teachers && COPY.teachersAre(teachers),
        }));
      }
      if (kind === 'parents' && recipients.parents.length === 0) return [];
      return [{ value: kind, kind, label: COPY.anotherParent, hint: COPY.kindHints.parents }];
    }
    return [{ value: kind, kind, label: COPY.kinds[kind], hint: COPY.kindHints[kind] }];
  });
}

/**
 * "New conversation": a class, then who it is for, as the server offers (issue 17, point 2).
 * A teacher sees, for each student, who would read along ("Maria, Maria’s parents and you") or
 * the server's reason why the student cannot be messaged privately, with groups and the class
 * offered instead. The second adult is never chosen here: the server adds it.
 */
export function NewConversationDialog({
  area,
  classes,
  initialClassId,
  onClose,
  onStarted,
}: {
  area: AreaName;
  classes: ChatClasses['classes'];
  initialClassId: string | null;
  onClose: () => void;
  onStarted: (conversationId: string) => void;
}) {
  const audience = chatAudienceOf(area);
  const [classId, setClassId] = useState<string>(
    initialClassId && classes.some((one) => one.id === initialClassId)
      ? initialClassId
      : classes.length === 1
        ? classes[0]!.id
        : '',
  );
  const recipients = useRecipients(audience, classId || null);
  const [choice, setChoice] = useState('');
  const [studentId, setStudentId] = useState('');
  const [groupIds, setGroupIds] = useState<string[]>([]);
  const [parentId, setParentId] = useState('');
  const [title, setTitle] = useState('');
  const [repliesAllowed, setRepliesAllowed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const attempt = useRef<{ key: string; clientId: string } | null>(null);
  const start = useStartConversation(audience);
  const ids = { class: useId(), title: useId(), parent: useId() };

  const options = useMemo(
    () => (recipients.data ? optionsFor(area, recipients.data) : []),
    [area, recipients.data],
  );
  // A single way to start is chosen already.
  const option =
    options.find((one) => one.value === choice) ?? (options.length === 1 ? options[0] : undefined);

  const input = ((): Omit<CreateConversation, 'clientId'> | null => {
    if (!option || !classId) return null;
    const base = { classId, kind: option.kind };
    switch (option.kind) {
      case 'direct':
        if (area === 'student') return base;
        return studentId ? { ...base, studentIds: [studentId] } : null;
      case 'family':
        if (option.childId) return { ...base, studentIds: [option.childId] };
        return studentId ? { ...base, studentIds: [studentId] } : null;
      case 'group':
        return groupIds.length >= 2 ? { ...base, studentIds: groupIds } : null;
      case 'class':
        return base;
      case 'announcement':
        return { ...base, title: title.trim() || undefined, repliesAllowed };
      case 'parents':
        return parentId ? { ...base, parentId } : null;
    }
  })();

  const submit = () => {
    if (!input || start.isPending) return;
    // One id per distinct request: a double click or a retry starts it once.
    const key = JSON.stringify(input);
    if (attempt.current?.key !== key) attempt.current = { key, clientId: newClientId() };
    setError(null);
    start.mutate(
      { ...input, clientId: attempt.current.clientId },
      {
        onSuccess: (answer) => onStarted(answer.id),
        onError: (failure) => setError(messageOf(failure, COPY.failed)),
      },
    );
  };

  const pickKind = (value: string) => {
    setChoice(value);
    setStudentId('');
    setGroupIds([]);
    setError(null);
  };

  return (
    <Modal open onClose={onClose} title={COPY.title} description={COPY.description}>
      <form
        className={styles.dialogBody}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {classes.length > 1 && (
          <div className={styles.field}>
            <label htmlFor={ids.class} className={styles.fieldLabel}>
              {COPY.classLabel}
            </label>
            <select
              id={ids.class}
              className={styles.input}
              value={classId}
              onChange={(event) => {
                setClassId(event.target.value);
                pickKind('');
              }}
            >
              <option value="">{COPY.chooseClass}</option>
              {classes.map((one) => (
                <option key={one.id} value={one.id}>
                  {one.title}
                </option>
              ))}
            </select>
          </div>
        )}
        {classId &&
          (recipients.isPending ? (
            <Skeleton label={COPY.loading} lines={3} />
          ) : recipients.isError ? (
            <LoadFailed
              message={messageOf(recipients.error, COPY.recipientsFailed)}
              onRetry={() => void recipients.refetch()}
            />
          ) : (
            <>
              {recipients.data.notice && <p className={styles.notice}>{recipients.data.notice}</p>}
              {options.length === 0 ? (
                !recipients.data.notice && <p className={styles.notice}>{COPY.nothingToStart}</p>
              ) : (
                <fieldset className={styles.fieldset}>
                  <legend className={styles.legend}>{COPY.kindLegend}</legend>
                  <ul className={styles.choices}>
                    {options.map((one) => (
                      <li key={one.value}>
                        <Choice
                          type="radio"
                          name="kind"
                          value={one.value}
                          checked={option?.value === one.value}
                          onChange={() => pickKind(one.value)}
                          label={one.label}
                          hint={one.hint}
                        />
                      </li>
                    ))}
                  </ul>
                </fieldset>
              )}
              {option && area === 'teacher' && (
                <TeacherDetails
                  kind={option.kind}
                  recipients={recipients.data}
                  studentId={studentId}
                  onStudent={setStudentId}
                  groupIds={groupIds}
                  onGroup={setGroupIds}
                />
              )}
              {option?.kind === 'announcement' && (
                <>
                  <div className={styles.field}>
                    <label htmlFor={ids.title} className={styles.fieldLabel}>
                      {COPY.announcementTitle}
                    </label>
                    <p id={`${ids.title}-hint`} className={styles.hint}>
                      {COPY.announcementTitleHint}
                    </p>
                    <input
                      id={ids.title}
                      className={styles.input}
                      value={title}
                      maxLength={120}
                      aria-describedby={`${ids.title}-hint`}
                      onChange={(event) => setTitle(event.target.value)}
                    />
                  </div>
                  <Choice
                    type="checkbox"
                    plain
                    checked={repliesAllowed}
                    onChange={(checked) => setRepliesAllowed(checked)}
                    label={COPY.allowReplies}
                    hint={COPY.allowRepliesHint}
                  />
                </>
              )}
              {option?.kind === 'parents' && (
                <div className={styles.field}>
                  <label htmlFor={ids.parent} className={styles.fieldLabel}>
                    {COPY.anotherParent}
                  </label>
                  <select
                    id={ids.parent}
                    className={styles.input}
                    value={parentId}
                    onChange={(event) => setParentId(event.target.value)}
                  >
                    <option value="">{COPY.chooseParent}</option>
                    {recipients.data.parents.map((parent) => (
                      <option key={parent.id} value={parent.id}>
                        {parent.name}
                      </option>
                    ))}
                  </select>
                </div>
              )}
            </>
          ))}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.dialogActions}>
          <Button type="submit" disabled={!input || start.isPending}>
            {start.isPending ? COPY.starting : COPY.start}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {COPY.cancel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** The students a teacher picks from: one (direct, family) or several (group). */
function TeacherDetails({
  kind,
  recipients,
  studentId,
  onStudent,
  groupIds,
  onGroup,
}: {
  kind: ConversationKind;
  recipients: ChatRecipients;
  studentId: string;
  onStudent: (id: string) => void;
  groupIds: string[];
  onGroup: (ids: string[]) => void;
}) {
  if (kind !== 'direct' && kind !== 'family' && kind !== 'group') return null;
  if (recipients.students.length === 0) return <p className={styles.notice}>{COPY.noStudents}</p>;
  const single = kind !== 'group';
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{single ? COPY.studentLegend : COPY.studentsLegend}</legend>
      <ul className={styles.studentChoices} data-testid="student-choices">
        {recipients.students.map((student) => {
          const refusal =
            kind === 'direct'
              ? student.refusal
              : kind === 'family'
                ? student.hasParents
                  ? null
                  : COPY.noParent
                : student.mayJoinGroups
                  ? null
                  : student.refusal;
          const hint = kind === 'direct' && student.audience ? COPY.seenBy(student.audience) : null;
          return (
            <li key={student.id}>
              <Choice
                type={single ? 'radio' : 'checkbox'}
                name={single ? 'student' : undefined}
                value={student.id}
                disabled={refusal !== null}
                checked={single ? studentId === student.id : groupIds.includes(student.id)}
                onChange={(checked) => {
                  if (single) onStudent(student.id);
                  else
                    onGroup(
                      checked
                        ? [...groupIds, student.id]
                        : groupIds.filter((id) => id !== student.id),
                    );
                }}
                label={student.name}
                hint={hint}
                refusal={refusal}
              />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/**
 * A radio or checkbox with a large target: named by its label only, its hint and any refusal
 * read as its description.
 */
function Choice({
  type,
  name,
  value,
  checked,
  disabled = false,
  onChange,
  label,
  hint = null,
  refusal = null,
  plain = false,
}: {
  type: 'radio' | 'checkbox';
  name?: string;
  value?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  hint?: string | null;
  refusal?: string | null;
  /** Without the choice's frame (a lone checkbox). */
  plain?: boolean;
}) {
  const id = useId();
  const described = [hint && `${id}-hint`, refusal && `${id}-refusal`].filter(Boolean).join(' ');
  return (
    <label className={plain ? styles.check : styles.choice}>
      <input
        type={type}
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        aria-labelledby={`${id}-label`}
        aria-describedby={described || undefined}
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
        {refusal && (
          <span id={`${id}-refusal`} className={styles.refusal}>
            {refusal}
          </span>
        )}
      </span>
    </label>
  );
}
