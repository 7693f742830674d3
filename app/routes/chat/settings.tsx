import { CHAT_PAGES } from '@common/chat/pages';
import { CHAT_SCREENS } from '@common/copy/chat-screens';
import { ChatSettingsPage } from '~/features/chat/components/ChatSettingsPage';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: CHAT_SCREENS.settings.title,
    description: CHAT_SCREENS.settings.intro,
    path: CHAT_PAGES.settings,
    noindex: true,
  });

/** /teacher/messages/settings: chat's switches, the independent terms, my quiet hours. */
export default function ChatSettingsRoute() {
  return <ChatSettingsPage />;
}
