import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { MY_ROOMS_COPY as COPY } from '@common/copy/rooms-teacher';
import { roomPagePath } from '@common/routes';
import { ROOMS_API, type MyRooms } from '@common/schemas/rooms';
import { Button } from '~/components/ui/Button';
import { apiPost, fetchJson, messageOf, unwrap } from '~/lib/api';
import styles from './MyRoomsCard.module.css';

const myRoomsKey = ['rooms', 'mine'] as const;

/**
 * The student's writing rooms on their home (issue 18): each open or waiting room to go to,
 * and, where the teacher lets students choose, the rooms to join. Nothing shows without any.
 */
export function MyRoomsCard() {
  const queryClient = useQueryClient();
  const rooms = useQuery({
    queryKey: myRoomsKey,
    queryFn: () => fetchJson<MyRooms>(ROOMS_API.mine),
  });
  const choose = useMutation({
    mutationFn: async (input: { sessionId: string; roomId: string }) =>
      unwrap(await apiPost(ROOMS_API.choose(input.sessionId), { roomId: input.roomId })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myRoomsKey }),
  });
  const [error, setError] = useState<string | null>(null);
  const current = (rooms.data ?? []).filter(
    (entry) => entry.state !== 'closed' && (entry.roomId || entry.choices.length > 0),
  );
  if (current.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="my-rooms-title">
      <h2 id="my-rooms-title" className={styles.title}>
        {COPY.title}
      </h2>
      <ul className={styles.list}>
        {current.map((entry) => (
          <li key={entry.sessionId} className={styles.item}>
            {entry.roomId ? (
              <>
                <Link to={roomPagePath('student', entry.roomId)} className={styles.link}>
                  {COPY.open(entry.title, entry.roomName ?? '')}
                </Link>
                <span className={styles.meta}>
                  {entry.className} · {entry.state === 'open' ? COPY.writing : COPY.waiting}
                </span>
              </>
            ) : (
              <>
                <span className={styles.link}>{entry.title}</span>
                <span className={styles.meta}>{COPY.choose}</span>
                <div className={styles.choices}>
                  {entry.choices.map((choice) => (
                    <Button
                      key={choice.id}
                      size="sm"
                      variant="secondary"
                      disabled={choose.isPending}
                      aria-label={COPY.chooseFor(choice.name, entry.title)}
                      onClick={() => {
                        setError(null);
                        choose
                          .mutateAsync({ sessionId: entry.sessionId, roomId: choice.id })
                          .catch((failure: unknown) => setError(messageOf(failure, COPY.failed)));
                      }}
                    >
                      {choice.name}
                    </Button>
                  ))}
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
