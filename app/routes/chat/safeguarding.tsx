import { CHAT_PAGES } from '@common/chat/pages';
import { CHAT_SCREENS } from '@common/copy/chat-screens';
import { SafeguardingPage } from '~/features/chat/components/SafeguardingPage';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: CHAT_SCREENS.safeguarding.title,
    description: CHAT_SCREENS.safeguarding.intro,
    path: CHAT_PAGES.careFlags,
    noindex: true,
  });

/** /teacher/safeguarding: the care flags of the classes the teacher leads safeguarding for. */
export default function SafeguardingRoute() {
  return <SafeguardingPage />;
}
