import { useLocation, useParams } from 'react-router';
import { CHAT_SCREENS } from '@common/copy/chat-screens';
import { MessagesPage } from '~/features/chat/components/MessagesPage';
import { areaOfPath } from '~/features/notifications/utils/area-of-path';
import { pageMeta } from '~/lib/page-meta';

export const meta = ({ location }: { location: { pathname: string } }) =>
  pageMeta({
    title: CHAT_SCREENS.messages.title,
    description: CHAT_SCREENS.messages.intro,
    path: location.pathname,
    noindex: true,
  });

/** /teacher/messages, /parent/messages, /student/messages and /…/messages/:conversationId. */
export default function MessagesRoute() {
  const area = areaOfPath(useLocation().pathname) ?? 'teacher';
  const { conversationId = null } = useParams();
  return <MessagesPage area={area} conversationId={conversationId} />;
}
