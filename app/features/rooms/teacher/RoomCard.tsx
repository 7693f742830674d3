import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ROOMS_TEACHER_COPY } from '@common/copy/rooms-teacher';
import { classTabPath, roomContributionsPath, roomPagePath } from '@common/routes';
import type { PublishedRoom } from '@common/schemas/room-publishing';
import { ROOMS_API, type TeacherSession } from '@common/schemas/rooms';
import { Button, ButtonLink } from '~/components/ui/Button';
import { messageOf } from '~/lib/api';
import { useSessionAction } from './api';
import styles from './Rooms.module.css';

const COPY = ROOMS_TEACHER_COPY.room;
type Room = TeacherSession['rooms'][number];

/** "just now", "4 min ago", "2 h ago": how long since a student last wrote. */
function ago(iso: string): string {
  const minutes = Math.floor((Date.now() - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  return `${Math.floor(minutes / 60)} h ago`;
}

/**
 * One room in the teacher's live view (point 4): each student's words and last activity, a
 * move to another room (their words stay, and the screen says so), calls for help to answer,
 * a comment to the room, pause, and a way in.
 */
export function RoomCard({
  room,
  session,
  onStatus,
}: {
  room: Room;
  session: TeacherSession;
  onStatus: (message: string) => void;
}) {
  const id = useId();
  const closed = session.state === 'closed';
  const help = room.notes.filter((note) => note.kind === 'help' && note.resolvedAt === null);
  const comments = room.notes.filter((note) => note.kind === 'comment');
  const pause = useSessionAction(session.id);
  const resolve = useSessionAction(session.id);
  const comment = useSessionAction(session.id);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function sendComment(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await comment.mutateAsync({ url: ROOMS_API.comment(room.id), body: { body: draft } });
      setDraft('');
      onStatus(COPY.commentSent);
    } catch (failure) {
      setError(messageOf(failure, COPY.commentSent));
    }
  }

  return (
    <li className={help.length > 0 ? styles.roomHelp : styles.room} aria-labelledby={`${id}-name`}>
      <div className={styles.head}>
        <h3 id={`${id}-name`} className={styles.sessionTitle}>
          {room.name} {room.paused && <span className={styles.badge}>{COPY.paused}</span>}
        </h3>
        <div className={styles.actions}>
          <ButtonLink
            href={roomPagePath('teacher', room.id)}
            size="sm"
            aria-label={COPY.dropIn(room.name)}
          >
            {COPY.dropIn(room.name)}
          </ButtonLink>
        </div>
      </div>
      {help.length > 0 && (
        <ul className={styles.notes} aria-label={COPY.help}>
          {help.map((note) => (
            <li key={note.id} className={styles.helpNote}>
              <strong>
                {note.authorName} {COPY.help.toLowerCase()}
              </strong>
              {note.body && <span> — {note.body}</span>}
              <div>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={resolve.isPending}
                  onClick={() =>
                    void resolve.mutateAsync({ url: ROOMS_API.resolveNote(note.id), body: {} })
                  }
                >
                  {COPY.answered}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {room.members.length === 0 ? (
        <p className={styles.muted}>{COPY.empty}</p>
      ) : (
        <ul className={styles.members}>
          {room.members.map((member) => (
            <MemberRow
              key={member.studentId}
              member={member}
              room={room}
              session={session}
              onStatus={onStatus}
            />
          ))}
        </ul>
      )}
      {room.formerMembers.map((former) => (
        <p key={former.studentId} className={styles.muted}>
          {COPY.former(former.name, former.words)}
        </p>
      ))}
      {comments.length > 0 && (
        <ul className={styles.notes}>
          {comments.map((note) => (
            <li key={note.id} className={styles.note}>
              {note.body}
              <span className={styles.noteMeta}>{note.authorName}</span>
            </li>
          ))}
        </ul>
      )}
      {!closed && (
        <form className={styles.inline} onSubmit={(event) => void sendComment(event)}>
          <label htmlFor={`${id}-comment`} className="visually-hidden">
            {COPY.comment(room.name)}
          </label>
          <input
            id={`${id}-comment`}
            className={styles.select}
            value={draft}
            placeholder={COPY.comment(room.name)}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button
            type="submit"
            size="sm"
            variant="secondary"
            disabled={comment.isPending || !draft.trim()}
          >
            {COPY.sendComment}
          </Button>
        </form>
      )}
      <ActionError message={error} />
      {closed && <PublishControl room={room} session={session} onStatus={onStatus} />}
      <div className={styles.actions}>
        <Link to={roomContributionsPath('teacher', room.id)}>{COPY.contributions}</Link>
        {!closed && (
          <Button
            size="sm"
            variant="ghost"
            disabled={pause.isPending}
            onClick={() =>
              void pause.mutateAsync({
                url: ROOMS_API.pause(room.id),
                body: { paused: !room.paused },
              })
            }
          >
            {room.paused ? COPY.resume(room.name) : COPY.pause(room.name)}
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * A closed room's way into the class book (point 10): one co-authored piece by everyone who
 * wrote here, offered on the Books tab from then on. Publishing again is harmless (the server
 * keeps one piece per room), so a double click needs no guard beyond the wait.
 */
function PublishControl({
  room,
  session,
  onStatus,
}: {
  room: Room;
  session: TeacherSession;
  onStatus: (message: string) => void;
}) {
  const publish = useSessionAction<PublishedRoom>(session.id);
  const [error, setError] = useState<string | null>(null);
  const studentWords = [...room.members, ...room.formerMembers].reduce(
    (sum, writer) => sum + writer.words,
    0,
  );
  if (studentWords === 0) return null;
  const booksLink = <Link to={classTabPath(session.classId, 'books')}>{COPY.openBooks}</Link>;
  if (room.publishedPieceId) {
    return (
      <p className={styles.published}>
        {COPY.published} {booksLink}
      </p>
    );
  }
  async function publishRoom() {
    setError(null);
    try {
      await publish.mutateAsync({ url: ROOMS_API.publish(room.id), body: {} });
      onStatus(COPY.publishedNow(room.name));
    } catch (failure) {
      setError(messageOf(failure, COPY.publish(room.name)));
    }
  }
  return (
    <div className={styles.publish}>
      <p className={styles.muted}>{COPY.publishHint}</p>
      <Button
        size="sm"
        variant="secondary"
        disabled={publish.isPending}
        onClick={() => void publishRoom()}
      >
        {publish.isPending ? COPY.publishing : COPY.publish(room.name)}
      </Button>
      <ActionError message={error} />
    </div>
  );
}

function MemberRow({
  member,
  room,
  session,
  onStatus,
}: {
  member: Room['members'][number];
  room: Room;
  session: TeacherSession;
  onStatus: (message: string) => void;
}) {
  const id = useId();
  const move = useSessionAction<{ keptWords: number }>(session.id);
  const others = session.rooms.filter((other) => other.id !== room.id);
  const [target, setTarget] = useState(others[0]?.id ?? '');
  const [error, setError] = useState<string | null>(null);
  async function moveMember() {
    setError(null);
    const to = session.rooms.find((other) => other.id === target);
    if (!to) return;
    try {
      const answer = await move.mutateAsync({
        url: ROOMS_API.move(session.id),
        body: { studentId: member.studentId, roomId: to.id },
      });
      onStatus(
        answer.keptWords > 0
          ? COPY.keptWords(member.name, answer.keptWords, room.name)
          : COPY.moved(member.name, to.name),
      );
    } catch (failure) {
      setError(messageOf(failure, COPY.move));
    }
  }
  return (
    <li className={styles.member}>
      <div className={styles.memberLine}>
        <strong>{member.name}</strong>
        <span>
          {COPY.words(member.words)} ·{' '}
          {member.lastActiveAt ? COPY.lastActive(ago(member.lastActiveAt)) : COPY.notYet}
        </span>
      </div>
      {session.state !== 'closed' && others.length > 0 && (
        <div className={styles.moveRow}>
          <label htmlFor={`${id}-move`}>{COPY.moveTo(member.name)}</label>
          <select
            id={`${id}-move`}
            className={styles.select}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
          >
            {others.map((other) => (
              <option key={other.id} value={other.id}>
                {other.name}
              </option>
            ))}
          </select>
          <Button
            size="sm"
            variant="secondary"
            disabled={move.isPending}
            onClick={() => void moveMember()}
          >
            {COPY.move}
          </Button>
        </div>
      )}
      <ActionError message={error} />
    </li>
  );
}

/** What went wrong with the card's last action, announced at once; nothing while all is well. */
function ActionError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={styles.error} role="alert">
      {message}
    </p>
  );
}
