import { NOTIFICATIONS_COPY } from '@common/copy/notifications';
import { PATHS } from '@common/routes';
import { UnsubscribePage } from '~/features/notifications/components/UnsubscribePage';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: NOTIFICATIONS_COPY.unsubscribe.title,
    description: NOTIFICATIONS_COPY.unsubscribe.intro,
    path: PATHS.emailUnsubscribe,
    noindex: true,
  });

/** /email/unsubscribe?t=…: confirms unsubscribing from notification email. */
export default function UnsubscribeRoute() {
  return <UnsubscribePage />;
}
