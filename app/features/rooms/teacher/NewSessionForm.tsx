import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ROOMS_TEACHER_COPY } from '@common/copy/rooms-teacher';
import {
  GROUP_SIZE,
  PHASE_MINUTES,
  WRITING_SESSION_KINDS,
  type WritingSessionKind,
} from '@common/rooms/sessions';
import { PATHS, writingSessionPath } from '@common/routes';
import type { Grouping } from '@common/schemas/rooms';
import { Button, ButtonLink } from '~/components/ui/Button';
import { InputField, SelectField } from '~/components/ui/FormField';
import { Skeleton } from '~/components/ui/Skeleton';
import { messageOf } from '~/lib/api';
import { useCreateSession, useGroupSets } from './api';
import styles from './Rooms.module.css';

const COPY = ROOMS_TEACHER_COPY.form;
type Method = Grouping['method'];

/**
 * What the form chooses from, read by the route from the class's other features: the
 * activities assigned to the class and its students (undefined while loading).
 */
export interface ClassRoster {
  activities: { id: string; title: string }[] | undefined;
  students: { id: string; name: string }[] | undefined;
}

/**
 * Makes a session's rooms (points 1 and 2): an assigned activity, how students write, and the
 * groups: at random (2–6, default 3), by hand (each student to a room), or a saved set. The
 * rooms open locked; the live view follows. A refusal keeps everything chosen.
 */
export function NewSessionForm({
  classId,
  roster: classRoster,
  onCancel,
}: {
  classId: string;
  roster: ClassRoster;
  onCancel: () => void;
}) {
  const id = useId();
  const navigate = useNavigate();
  const sets = useGroupSets(classId);
  const create = useCreateSession(classId);
  const [activityId, setActivityId] = useState('');
  const [kind, setKind] = useState<WritingSessionKind>('group');
  const [method, setMethod] = useState<Method>('random');
  const [size, setSize] = useState(String(GROUP_SIZE.default));
  const [roomCount, setRoomCount] = useState('');
  const [placement, setPlacement] = useState<Record<string, string>>({});
  const [setId, setSetId] = useState('');
  const [selfChoice, setSelfChoice] = useState(false);
  const [phaseMinutes, setPhaseMinutes] = useState('');
  const [saveAs, setSaveAs] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (!classRoster.activities || !classRoster.students) {
    return <Skeleton label={ROOMS_TEACHER_COPY.tab.loading} lines={6} />;
  }
  const activities = classRoster.activities;
  const roster = classRoster.students;
  if (activities.length === 0) {
    return (
      <section className={styles.panel} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className={styles.heading}>
          {COPY.title}
        </h2>
        <p className={styles.muted}>{COPY.noActivities}</p>
        <div className={styles.actions}>
          <ButtonLink href={PATHS.teacherActivities}>{COPY.browse}</ButtonLink>
          <Button variant="secondary" onClick={onCancel}>
            {COPY.cancel}
          </Button>
        </div>
      </section>
    );
  }
  const rooms = Math.max(
    1,
    Number(roomCount) || Math.ceil(roster.length / GROUP_SIZE.default) || 1,
  );

  function grouping(): Grouping {
    if (method === 'random') return { method, size: Number(size) };
    if (method === 'set') return { method, setId };
    const groups: string[][] = Array.from({ length: rooms }, () => []);
    for (const student of roster) {
      const room = placement[student.id];
      if (room !== undefined && room !== '' && Number(room) < rooms)
        groups[Number(room)]!.push(student.id);
    }
    return { method, groups };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      const created = await create.mutateAsync({
        activityId,
        kind,
        grouping: grouping(),
        selfChoice,
        ...(kind === 'lectio' && phaseMinutes ? { phaseMinutes: Number(phaseMinutes) } : {}),
        ...(saveAs.trim() && method !== 'set' ? { saveSetAs: saveAs.trim() } : {}),
      });
      await navigate(writingSessionPath(created.id));
    } catch (failure) {
      setError(messageOf(failure, ROOMS_TEACHER_COPY.tab.failed));
    }
  }

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.heading}>
        {COPY.title}
      </h2>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <SelectField
          id={`${id}-activity`}
          label={COPY.activity}
          hint={COPY.activityHint}
          value={activityId}
          onChange={setActivityId}
          placeholder={COPY.chooseActivity}
          options={activities.map((activity) => ({
            value: activity.id,
            label: activity.title,
          }))}
        />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{COPY.kind}</legend>
          {WRITING_SESSION_KINDS.map((option) => (
            <label key={option} className={styles.choice}>
              <input
                type="radio"
                name={`${id}-kind`}
                value={option}
                checked={kind === option}
                onChange={() => setKind(option)}
              />
              <span>{ROOMS_TEACHER_COPY.kinds[option].label}</span>
              <span className={styles.choiceHint}>{ROOMS_TEACHER_COPY.kinds[option].hint}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{COPY.grouping}</legend>
          {(['random', 'hand', 'set'] as const).map((option) => (
            <label key={option} className={styles.choice}>
              <input
                type="radio"
                name={`${id}-method`}
                value={option}
                checked={method === option}
                onChange={() => setMethod(option)}
              />
              <span>{COPY[option]}</span>
            </label>
          ))}
        </fieldset>
        {roster.length === 0 && method !== 'set' && (
          <p className={styles.error}>{COPY.noStudents}</p>
        )}
        {method === 'random' && (
          <SelectField
            id={`${id}-size`}
            label={COPY.size}
            hint={COPY.sizeHint}
            value={size}
            onChange={setSize}
            options={Array.from({ length: GROUP_SIZE.max - GROUP_SIZE.min + 1 }, (_, index) => {
              const value = String(GROUP_SIZE.min + index);
              return { value, label: value };
            })}
          />
        )}
        {method === 'hand' && (
          <>
            <InputField
              id={`${id}-rooms`}
              label={COPY.roomCount}
              value={roomCount || String(rooms)}
              onChange={(value) => setRoomCount(value.replace(/\D/g, '').slice(0, 2))}
            />
            <div className={styles.handGrid}>
              {roster.map((student) => {
                const name = student.name;
                return (
                  <SelectField
                    key={student.id}
                    id={`${id}-place-${student.id}`}
                    label={COPY.roomOf(name)}
                    value={placement[student.id] ?? ''}
                    onChange={(value) =>
                      setPlacement((current) => ({ ...current, [student.id]: value }))
                    }
                    placeholder={COPY.noRoom}
                    options={Array.from({ length: rooms }, (_, index) => ({
                      value: String(index),
                      label: COPY.roomName(index),
                    }))}
                  />
                );
              })}
            </div>
          </>
        )}
        {method === 'set' &&
          (sets.data && sets.data.length > 0 ? (
            <SelectField
              id={`${id}-set`}
              label={COPY.savedSet}
              value={setId}
              onChange={setSetId}
              placeholder={COPY.chooseSet}
              options={sets.data.map((set) => ({ value: set.id, label: set.name }))}
            />
          ) : (
            <p className={styles.muted}>{COPY.noSets}</p>
          ))}
        {method !== 'set' && (
          <InputField
            id={`${id}-save`}
            label={COPY.saveAs}
            hint={COPY.saveAsHint}
            value={saveAs}
            onChange={setSaveAs}
          />
        )}
        <label className={styles.choice}>
          <input
            type="checkbox"
            checked={selfChoice}
            onChange={(event) => setSelfChoice(event.target.checked)}
          />
          <span>{COPY.selfChoice}</span>
          <span className={styles.choiceHint}>{COPY.selfChoiceHint}</span>
        </label>
        {kind === 'lectio' && (
          <InputField
            id={`${id}-phase`}
            label={COPY.phaseMinutes}
            hint={COPY.phaseMinutesHint}
            value={phaseMinutes}
            onChange={(value) =>
              setPhaseMinutes(value.replace(/\D/g, '').slice(0, String(PHASE_MINUTES.max).length))
            }
          />
        )}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? COPY.submitting : COPY.submit}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {COPY.cancel}
          </Button>
        </div>
      </form>
    </section>
  );
}
