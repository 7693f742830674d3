import { useMemo, useRef } from 'react';
import { LECTIO_SCREENS, ROOM_SCREENS } from '@common/copy/rooms-screens';
import { ROOM_STATE_COPY } from '@common/copy/rooms';
import { writes } from '@common/rooms/rights';
import { phaseWritesTogether } from '@common/rooms/sessions';
import type { RoomView } from '@common/schemas/rooms';
import { usePenFollowUp } from '../hooks/use-pen-follow-up';
import { usePresence } from '../hooks/use-presence';
import { useRoomConnection } from '../hooks/use-room-connection';
import { useStruckWords } from '../hooks/use-struck-words';
import { roomAudienceOf, type RoomArea } from '../utils/audience';
import type { PresenceUser } from '../utils/presence';
import { conditionOf, readOnlyReasonOf } from '../utils/room-state';
import { ClosingCountdown } from './ClosingCountdown';
import { HelpButton } from './HelpButton';
import { LectioMovement } from './LectioMovement';
import { PassageCard } from './PassageCard';
import { PrayerBox } from './PrayerBox';
import { PresencePanel } from './PresencePanel';
import { RoomLinks } from './RoomLinks';
import { RoomNotes } from './RoomNotes';
import { SharedWriting } from './SharedWriting';
import { StruckWordsList, StruckWordsTools } from './StruckWords';
import styles from './Room.module.css';

/**
 * One writing room, live (issue 18, points 3, 4, 8, 9, 11): its state and closing countdown,
 * the teacher's notes, the passage and prompt, the group's shared text, who is here, and for
 * a Lectio Divina circle its movement. The room's view (`view`, re-read on every change of
 * the session) says what the caller may do; the connection carries the text and presence.
 */
export function RoomScreen({
  area,
  view,
  version,
}: {
  area: RoomArea;
  view: RoomView;
  version: number;
}) {
  const audience = roomAudienceOf(area);
  const passageRef = useRef<HTMLQuoteElement>(null);
  const { me, session } = view;
  const { name, adult, color } = me.presence;
  // The same object while the view is read again with the same presence.
  const own = useMemo<PresenceUser>(() => ({ name, adult, color }), [name, adult, color]);
  const { connection, link, reconnect } = useRoomConnection({
    audience,
    roomId: view.id,
    personKey: me.key,
    user: own,
  });
  usePenFollowUp({ audience, view, version, link, reconnect });
  const others = usePresence(connection?.provider ?? null, own);
  const struck = useStruckWords(connection?.document ?? null, name);

  const condition = conditionOf(view);
  const readOnlyReason = readOnlyReasonOf(view, {
    removed: link.removed,
    readOnlyConnection: link.online && link.readOnly,
  });
  const student = area === 'student';
  const lectio = session.kind === 'lectio';
  const phase = lectio ? session.phase : null;
  const teacherHere = student && others.some((user) => user.adult);

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <div className={styles.stateRow}>
          <p className={styles.state} data-state={condition} data-testid="room-state">
            <span className="visually-hidden">{ROOM_SCREENS.stateLabel} </span>
            {ROOM_STATE_COPY[condition]}
          </p>
          {session.endsAt && condition !== 'closed' && <ClosingCountdown endsAt={session.endsAt} />}
        </div>
        {/* Always there, so its words are announced when an adult arrives. */}
        <div role="status" className={styles.teacherHereSlot}>
          {teacherHere && <p className={styles.teacherHere}>{ROOM_SCREENS.presence.teacherHere}</p>}
        </div>
        {phase !== 'contemplatio' && <RoomNotes notes={view.notes} />}
        {lectio && (
          <LectioMovement
            phase={phase}
            phaseMinutes={session.phaseMinutes}
            phaseEndsAt={session.phaseEndsAt}
          />
        )}
        {phase === 'contemplatio' ? (
          <p className={styles.quiet}>{LECTIO_SCREENS.quiet}</p>
        ) : (
          <PassageCard
            reference={session.passageReference}
            text={session.passageText}
            prompt={session.prompt}
            passageRef={passageRef}
          >
            {phase === 'lectio' && readOnlyReason === null && (
              <StruckWordsTools passage={passageRef} onMark={struck.mark} />
            )}
          </PassageCard>
        )}
        {(phase === 'lectio' || phase === 'meditatio') && <StruckWordsList words={struck.words} />}
        {phase === 'oratio' && student && (
          <PrayerBox roomId={view.id} initial={view.prayer ?? ''} />
        )}
        {(!lectio || phaseWritesTogether(phase)) && (
          <SharedWriting
            connection={connection}
            link={link}
            user={own}
            prompt={session.prompt}
            readOnlyReason={readOnlyReason}
            writer={writes(view.right)}
          />
        )}
      </div>
      <aside className={styles.side} aria-label={ROOM_SCREENS.sideLabel}>
        <PresencePanel
          own={own}
          others={others}
          writers={view.members.map((member) => member.name)}
        />
        {student && condition !== 'closed' && <HelpButton roomId={view.id} notes={view.notes} />}
        <RoomLinks area={area} roomId={view.id} reflectionPath={view.reflectionPath} />
      </aside>
    </div>
  );
}
