import { useId, useState, type FormEvent } from 'react';
import { ROOM_STATE_COPY } from '@common/copy/rooms';
import { ROOMS_TEACHER_COPY } from '@common/copy/rooms-teacher';
import { LECTIO_SCREENS } from '@common/copy/rooms-screens';
import { LECTIO_PHASES, nextPhase, ROOM_TIMER_MINUTES } from '@common/rooms/sessions';
import { classTabPath } from '@common/routes';
import { ROOMS_API, type TeacherSession } from '@common/schemas/rooms';
import { AppShell } from '~/components/layout/AppShell';
import { Button } from '~/components/ui/Button';
import { ConfirmDialog } from '~/components/ui/ConfirmDialog';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { messageOf, statusOf } from '~/lib/api';
import { formatCountdown, useSecondsLeft } from '../use-seconds-left';
import { usePrayers, useSessionAction, useTeacherSession } from './api';
import { RoomCard } from './RoomCard';
import styles from './Rooms.module.css';
import { useLiveSession } from './use-live-session';

const COPY = ROOMS_TEACHER_COPY.live;
const PHASES = LECTIO_SCREENS.phases;
const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

/**
 * The teacher's live view of every room of a session (issue 18, point 4): start (with a
 * timer), the 60-second closing warning or closing now, the prompt before the start, a
 * message to every room, the circle's movements, the students in no room, and each room.
 */
export function SessionLiveView({ sessionId }: { sessionId: string }) {
  const session = useTeacherSession(sessionId);
  useLiveSession(sessionId);
  const [status, setStatus] = useState('');
  if (session.isPending) {
    return (
      <AppShell>
        <Skeleton label={COPY.loading} lines={8} />
      </AppShell>
    );
  }
  if (!session.data) {
    return (
      <AppShell>
        <LoadFailed
          message={statusOf(session.error) === 404 ? COPY.notFound : COPY.failed}
          onRetry={() => void session.refetch()}
        />
      </AppShell>
    );
  }
  const data = session.data;
  return (
    <AppShell
      back={{ to: classTabPath(data.classId, 'rooms'), label: COPY.back }}
      title={data.title}
    >
      <div className={styles.tab}>
        <section className={styles.panel} aria-label={COPY.controls}>
          <p className={styles.meta}>
            <span className={data.state === 'open' ? styles.badgeOpen : styles.badge}>
              {ROOMS_TEACHER_COPY.states[data.state]}
            </span>
            <span>{data.className}</span>
            <span>{ROOMS_TEACHER_COPY.kinds[data.kind].label}</span>
            {data.passageReference && <span>{data.passageReference}</span>}
          </p>
          <Controls session={data} onStatus={setStatus} />
          <p className={styles.status} role="status">
            {status}
          </p>
        </section>
        {data.kind === 'lectio' && <Movements session={data} />}
        {data.state !== 'closed' && <Broadcast session={data} onStatus={setStatus} />}
        {data.unplaced.length > 0 && (
          <section className={styles.panel} aria-labelledby="unplaced-title">
            <h2 id="unplaced-title" className={styles.heading}>
              {COPY.unplaced}
            </h2>
            <p className={styles.muted}>{COPY.unplacedHint}</p>
            <ul className={styles.members}>
              {data.unplaced.map((student) => (
                <Unplaced
                  key={student.studentId}
                  student={student}
                  session={data}
                  onStatus={setStatus}
                />
              ))}
            </ul>
          </section>
        )}
        <h2 id="rooms-title" className={styles.heading}>
          {COPY.rooms}
        </h2>
        <ul className={styles.rooms} aria-labelledby="rooms-title">
          {data.rooms.map((room) => (
            <RoomCard key={room.id} room={room} session={data} onStatus={setStatus} />
          ))}
        </ul>
      </div>
    </AppShell>
  );
}

function Controls({
  session,
  onStatus,
}: {
  session: TeacherSession;
  onStatus: (message: string) => void;
}) {
  const id = useId();
  const start = useSessionAction(session.id);
  const close = useSessionAction(session.id);
  const prompt = useSessionAction(session.id);
  const [minutes, setMinutes] = useState('');
  const [draft, setDraft] = useState(session.prompt);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const secondsLeft = useSecondsLeft(session.state === 'open' ? session.endsAt : null);
  const minutesValue = minutes ? Number(minutes) : null;

  async function run(action: Promise<unknown>, done?: string) {
    setError(null);
    try {
      await action;
      if (done) onStatus(done);
    } catch (failure) {
      setError(messageOf(failure, COPY.failed));
    }
  }

  if (session.state === 'closed') return <p className={styles.muted}>{COPY.closed}</p>;
  return (
    <div className={styles.form}>
      {session.state === 'locked' ? (
        <>
          <p className={styles.muted}>{COPY.locked}</p>
          <form
            className={styles.form}
            onSubmit={(event: FormEvent) => {
              event.preventDefault();
              void run(
                prompt.mutateAsync({ url: ROOMS_API.prompt(session.id), body: { prompt: draft } }),
                COPY.promptSaved,
              );
            }}
          >
            <label htmlFor={`${id}-prompt`} className={styles.legend}>
              {COPY.prompt}
            </label>
            <p id={`${id}-prompt-hint`} className={styles.muted}>
              {COPY.promptHint}
            </p>
            <textarea
              id={`${id}-prompt`}
              aria-describedby={`${id}-prompt-hint`}
              className={styles.textarea}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            <div>
              <Button type="submit" variant="secondary" disabled={prompt.isPending}>
                {COPY.savePrompt}
              </Button>
            </div>
          </form>
          <div className={styles.inline}>
            <div>
              <label htmlFor={`${id}-minutes`} className={styles.legend}>
                {COPY.timer}
              </label>
              <input
                id={`${id}-minutes`}
                inputMode="numeric"
                aria-describedby={`${id}-minutes-hint`}
                value={minutes}
                onChange={(event) =>
                  setMinutes(
                    event.target.value
                      .replace(/\D/g, '')
                      .slice(0, String(ROOM_TIMER_MINUTES.max).length),
                  )
                }
              />
            </div>
            <Button
              disabled={start.isPending}
              onClick={() =>
                void run(
                  start.mutateAsync({
                    url: ROOMS_API.start(session.id),
                    body: { minutes: minutesValue },
                  }),
                )
              }
            >
              {start.isPending ? COPY.starting : COPY.start}
            </Button>
          </div>
          <p id={`${id}-minutes-hint`} className={styles.muted}>
            {COPY.timerHint}
          </p>
        </>
      ) : (
        <>
          <p className={styles.muted}>{COPY.open}</p>
          {session.endsAt && secondsLeft !== null && (
            <p className={styles.legend}>
              {secondsLeft <= 60
                ? ROOM_STATE_COPY.closingIn(secondsLeft)
                : `${COPY.closesAt(timeOf(session.endsAt))} (${formatCountdown(secondsLeft)})`}
            </p>
          )}
          <div className={styles.actions}>
            <Button
              disabled={close.isPending}
              onClick={() =>
                void run(
                  close.mutateAsync({ url: ROOMS_API.close(session.id), body: { warn: true } }),
                )
              }
            >
              {COPY.closeWarn}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {COPY.closeNow}
            </Button>
          </div>
        </>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={COPY.confirmCloseTitle}
        description={COPY.confirmCloseBody}
        confirmLabel={COPY.closeNow}
        cancelLabel={COPY.cancel}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          try {
            await close.mutateAsync({ url: ROOMS_API.close(session.id), body: { warn: false } });
            setConfirming(false);
            return null;
          } catch (failure) {
            return messageOf(failure, COPY.failed);
          }
        }}
      />
    </div>
  );
}

function Broadcast({
  session,
  onStatus,
}: {
  session: TeacherSession;
  onStatus: (message: string) => void;
}) {
  const id = useId();
  const send = useSessionAction(session.id);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await send.mutateAsync({ url: ROOMS_API.broadcast(session.id), body: { body: draft } });
      setDraft('');
      onStatus(COPY.sent);
    } catch (failure) {
      setError(messageOf(failure, COPY.failed));
    }
  }
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <form className={styles.form} onSubmit={(event) => void submit(event)}>
        <h2 id={`${id}-title`} className={styles.heading}>
          <label htmlFor={`${id}-body`}>{COPY.broadcast}</label>
        </h2>
        <p id={`${id}-hint`} className={styles.muted}>
          {COPY.broadcastHint}
        </p>
        <textarea
          id={`${id}-body`}
          aria-describedby={`${id}-hint`}
          className={styles.textarea}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div>
          <Button type="submit" disabled={send.isPending || !draft.trim()}>
            {COPY.send}
          </Button>
        </div>
      </form>
      {session.broadcasts.length > 0 && (
        <>
          <h3 className={styles.legend}>{COPY.broadcasts}</h3>
          <ul className={styles.notes}>
            {session.broadcasts.map((note) => (
              <li key={note.id} className={styles.note}>
                {note.body}
                <span className={styles.noteMeta}>{timeOf(note.createdAt)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Movements({ session }: { session: TeacherSession }) {
  const move = useSessionAction(session.id);
  const prayers = usePrayers(
    session.id,
    session.phase === 'oratio' || session.phase === 'contemplatio',
  );
  const current = session.phase ?? 'lectio';
  const next = nextPhase(current);
  const secondsLeft = useSecondsLeft(session.state === 'open' ? session.phaseEndsAt : null);
  return (
    <section className={styles.panel} aria-labelledby="movements-title">
      <h2 id="movements-title" className={styles.heading}>
        {COPY.phase}: {PHASES[current].name}
      </h2>
      <ol className={styles.phases}>
        {LECTIO_PHASES.map((phase) => (
          <li
            key={phase}
            className={phase === current ? styles.phaseCurrent : styles.phase}
            aria-current={phase === current ? 'step' : undefined}
          >
            {PHASES[phase].name}
          </li>
        ))}
      </ol>
      <p className={styles.muted}>{PHASES[current].guidance}</p>
      {secondsLeft !== null && session.phaseEndsAt && (
        <p className={styles.muted}>{COPY.phaseEnds(timeOf(session.phaseEndsAt))}</p>
      )}
      {next && session.state !== 'closed' && (
        <Button
          variant="secondary"
          disabled={move.isPending}
          onClick={() =>
            void move.mutateAsync({ url: ROOMS_API.phase(session.id), body: { phase: next } })
          }
        >
          {COPY.nextPhase(PHASES[next].name)}
        </Button>
      )}
      {prayers.data && (
        <>
          <h3 className={styles.legend}>{COPY.prayers}</h3>
          <p className={styles.muted}>{COPY.prayersHint}</p>
          {prayers.data.length === 0 ? (
            <p className={styles.muted}>{COPY.noPrayers}</p>
          ) : (
            <ul className={styles.notes}>
              {prayers.data.map((prayer) => (
                <li key={`${prayer.roomId}-${prayer.name}`} className={styles.note}>
                  {prayer.body}
                  <span className={styles.noteMeta}>
                    {prayer.name} · {prayer.roomName}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function Unplaced({
  student,
  session,
  onStatus,
}: {
  student: TeacherSession['unplaced'][number];
  session: TeacherSession;
  onStatus: (message: string) => void;
}) {
  const id = useId();
  const place = useSessionAction<{ keptWords: number }>(session.id);
  const [roomId, setRoomId] = useState(session.rooms[0]?.id ?? '');
  const [error, setError] = useState<string | null>(null);
  return (
    <li className={styles.moveRow}>
      <strong>{student.name}</strong>
      <label htmlFor={`${id}-room`}>{COPY.place}</label>
      <select
        id={`${id}-room`}
        className={styles.select}
        value={roomId}
        onChange={(event) => setRoomId(event.target.value)}
      >
        {session.rooms.map((room) => (
          <option key={room.id} value={room.id}>
            {room.name}
          </option>
        ))}
      </select>
      <Button
        size="sm"
        variant="secondary"
        disabled={place.isPending || session.state === 'closed'}
        onClick={() => {
          setError(null);
          const room = session.rooms.find((one) => one.id === roomId);
          place
            .mutateAsync({
              url: ROOMS_API.move(session.id),
              body: { studentId: student.studentId, roomId },
            })
            .then(() => onStatus(ROOMS_TEACHER_COPY.room.moved(student.name, room?.name ?? '')))
            .catch((failure: unknown) => setError(messageOf(failure, COPY.failed)));
        }}
      >
        {ROOMS_TEACHER_COPY.room.move}
      </Button>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
