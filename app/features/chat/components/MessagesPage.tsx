import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CHAT_PAGES } from '@common/chat/pages';
import { CHAT_SCREENS } from '@common/copy/chat-screens';
import type { AreaName } from '@common/routes';
import type { ConversationList as List } from '@common/schemas/chat';
import { AppShell } from '~/components/layout/AppShell';
import { AREA_HOME } from '~/components/layout/area-nav';
import { Button, ButtonLink } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { useChatClasses } from '../api/get-classes';
import { useChatSettings } from '../api/get-settings';
import { useConversations } from '../api/get-conversations';
import { useLiveChat } from '../hooks/use-live-chat';
import { chatAudienceOf } from '../utils/audience';
import { ConsentPanel } from './ConsentPanel';
import { ConversationList } from './ConversationList';
import { NewConversationDialog } from './NewConversationDialog';
import { Thread } from './Thread';
import styles from './Chat.module.css';

const COPY = CHAT_SCREENS.messages;

/**
 * /teacher/messages, /parent/messages, /student/messages and their /:conversationId (issue 17,
 * point 12): the conversation list beside the open thread on wide screens, one at a time on a
 * phone. One live stream per page keeps both fresh; what arrives is announced politely.
 */
export function MessagesPage({
  area,
  conversationId,
}: {
  area: AreaName;
  conversationId: string | null;
}) {
  const audience = chatAudienceOf(area);
  useLiveChat(audience);
  const navigate = useNavigate();
  const classes = useChatClasses(audience);
  const [classFilter, setClassFilter] = useState<string | null>(null);
  const list = useConversations(audience, classFilter);
  const [starting, setStarting] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const filterId = useId();
  const listHeadingId = useId();

  const enabledClasses = classes.data?.classes.filter((one) => one.enabled) ?? [];
  const conversations = list.data?.conversations ?? [];
  useAnnounceArrivals(list.data, conversationId, setAnnouncement);

  const canStart = enabledClasses.length > 0;
  const actions = (
    <div className={styles.headerActions}>
      {canStart && <Button onClick={() => setStarting(true)}>{COPY.newConversation}</Button>}
      {area === 'teacher' && (
        <ButtonLink href={CHAT_PAGES.settings} variant="secondary">
          {COPY.settings}
        </ButtonLink>
      )}
    </div>
  );

  let body;
  if (classes.isPending || (list.isPending && !list.isError)) {
    body = <Skeleton label={COPY.loading} lines={6} />;
  } else if (classes.isError || list.isError) {
    body = (
      <LoadFailed
        message={COPY.failed}
        onRetry={() => {
          void classes.refetch();
          void list.refetch();
        }}
      />
    );
  } else if (classes.data.classes.length === 0 && conversations.length === 0) {
    body = (
      <EmptyState title={COPY.noClassesTitle}>
        {area === 'teacher'
          ? COPY.noClassesTeacher
          : area === 'student'
            ? COPY.noClassesStudent
            : COPY.noClassesParent}
      </EmptyState>
    );
  } else if (enabledClasses.length === 0 && conversations.length === 0 && !classFilter) {
    body = (
      <EmptyState
        title={COPY.offTitle}
        action={
          area === 'teacher' && (
            <ButtonLink href={CHAT_PAGES.settings} variant="secondary">
              {COPY.offTeacherLink}
            </ButtonLink>
          )
        }
      >
        {area === 'teacher' ? <TeacherOffReason /> : COPY.offFamily}
      </EmptyState>
    );
  } else if (conversations.length === 0 && !classFilter && !conversationId) {
    body = (
      <EmptyState
        title={COPY.emptyTitle}
        action={canStart && <Button onClick={() => setStarting(true)}>{COPY.startOne}</Button>}
      >
        {area === 'teacher'
          ? COPY.emptyTeacher
          : area === 'student'
            ? COPY.emptyStudent
            : COPY.emptyParent}
      </EmptyState>
    );
  } else {
    body = (
      <div className={styles.panes} data-open={conversationId ? 'thread' : 'list'}>
        <section className={styles.listPane} aria-labelledby={listHeadingId}>
          <div className={styles.listHead}>
            <h2 id={listHeadingId} className={styles.listTitle}>
              {COPY.listTitle}
            </h2>
            {classes.data.classes.length > 1 && (
              <div>
                <label htmlFor={filterId} className={styles.fieldLabel}>
                  {COPY.classFilter}
                </label>
                <select
                  id={filterId}
                  className={styles.select}
                  value={classFilter ?? ''}
                  onChange={(event) => setClassFilter(event.target.value || null)}
                >
                  <option value="">{COPY.allClasses}</option>
                  {classes.data.classes.map((one) => (
                    <option key={one.id} value={one.id}>
                      {one.title}
                    </option>
                  ))}
                </select>
              </div>
            )}
          </div>
          <ConversationList
            area={area}
            conversations={conversations}
            currentId={conversationId}
            empty={classFilter ? COPY.filteredEmpty : COPY.emptyTitle}
            more={
              list.hasNextPage
                ? {
                    show: () => void list.fetchNextPage(),
                    loading: list.isFetchingNextPage,
                    failed: list.isFetchNextPageError,
                  }
                : null
            }
          />
        </section>
        <section
          className={styles.threadPane}
          aria-label={conversationId ? undefined : COPY.chooseTitle}
        >
          {conversationId ? (
            <Thread
              key={conversationId}
              area={area}
              conversationId={conversationId}
              onAnnounce={setAnnouncement}
            />
          ) : (
            <div className={styles.choose}>
              <p className={styles.chooseTitle}>{COPY.chooseTitle}</p>
              <p>{COPY.chooseBody}</p>
            </div>
          )}
        </section>
      </div>
    );
  }

  return (
    <AppShell
      home={{ to: AREA_HOME[area], label: COPY.back }}
      title={COPY.title}
      intro={COPY.intro}
      actions={actions}
    >
      {area === 'parent' && !conversationId && <ConsentPanel as="parent" />}
      {body}
      <div className="visually-hidden" aria-live="polite" data-testid="chat-announcer">
        {announcement}
      </div>
      {starting && (
        <NewConversationDialog
          area={area}
          classes={enabledClasses}
          initialClassId={classFilter}
          onClose={() => setStarting(false)}
          onStarted={(id) => {
            setStarting(false);
            void navigate(CHAT_PAGES.conversation(id, area));
          }}
        />
      )}
    </AppShell>
  );
}

/**
 * New messages in conversations other than the open one are announced to screen readers
 * ("New message from Ana in Theology 7A: whole class"); the open one announces its own.
 */
function useAnnounceArrivals(
  list: List | undefined,
  openId: string | null,
  announce: (text: string) => void,
) {
  const known = useRef<Map<string, number> | null>(null);
  useEffect(() => {
    if (!list) return;
    const previous = known.current;
    known.current = new Map(list.conversations.map((one) => [one.id, one.unread]));
    if (!previous) return;
    const arrived = list.conversations.find(
      (one) => one.id !== openId && one.unread > (previous.get(one.id) ?? 0) && one.lastMessage,
    );
    if (arrived?.lastMessage) {
      announce(CHAT_SCREENS.thread.newMessageIn(arrived.lastMessage.senderName, arrived.title));
    }
  }, [list, openId, announce]);
}

/**
 * Who turns messages on for this teacher's classes: a school's admin, or the teacher (classes
 * outside a school) after accepting the terms; both when they have both kinds of class.
 */
function TeacherOffReason() {
  const settings = useChatSettings();
  const school = !settings.data || settings.data.schools.length > 0;
  const independent = !settings.data || settings.data.independent !== null;
  return (
    <>
      {school && <p>{COPY.offTeacherSchool}</p>}
      {independent && <p>{COPY.offTeacherIndependent}</p>}
    </>
  );
}
