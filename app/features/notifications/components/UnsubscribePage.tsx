import { NOTIFICATIONS_COPY as COPY } from '@common/copy/notifications';
import { PATHS } from '@common/routes';
import { AppShell } from '~/components/layout/AppShell';
import { UnsubscribeBody } from './UnsubscribeBody';

/**
 * /email/unsubscribe?t=…: the visible unsubscribe link of every notification email. Opening
 * it changes nothing (link scanners open links); the button does. No sign-in is needed: the
 * signed token names the account.
 */
export function UnsubscribePage() {
  return (
    <AppShell
      home={{ to: PATHS.home, label: COPY.unsubscribe.home }}
      title={COPY.unsubscribe.title}
    >
      <UnsubscribeBody home={PATHS.home} />
    </AppShell>
  );
}
