import type { Site } from '../../../../common/academy/site';
import { PRODUCT_NAME } from '../../../../common/constants';
import { renderEmail, type Paragraph, type RenderedEmail } from './layout';

/** One notification as an email lists it: the sentence the bell shows, and when. */
export interface EmailedNotification {
  sentence: string;
  /** Absolute link to what the notification is about. */
  link: string;
  createdAt: string;
}

export interface NotificationEmailInput {
  /** The reader's own first name (they chose it); nobody else's name beyond the sentences. */
  firstName: string;
  notifications: EmailedNotification[];
  /** 'immediate': what just arrived; 'daily': the day's digest. */
  kind: 'immediate' | 'daily';
  /** Whose notifications: the Journals' classrooms (unset) or the Academy's courses. */
  site?: Site;
  /** Absolute link to the reader's notifications page. */
  allLink: string;
  /** Absolute link to the page that confirms unsubscribing (visible in the email). */
  unsubscribePage: string;
  /** Absolute https link a mail client POSTs to (RFC 8058 one-click). */
  oneClickUrl: string;
  /** Absolute link to the account page, where the preference can be changed back. */
  accountLink: string;
}

const formatTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(iso));

/**
 * A notification email: one notification (its sentence is the subject and its button opens
 * it), several that arrived together, or the daily digest. Every one carries the one-click
 * unsubscribe headers of RFC 8058 and a visible unsubscribe link.
 */
export function notificationEmailTemplate(input: NotificationEmailInput): RenderedEmail {
  const { notifications, kind } = input;
  const count = notifications.length;
  const single = count === 1 && kind === 'immediate' ? notifications[0]! : null;
  const plural = `${count} ${count === 1 ? 'notification' : 'notifications'}`;
  const subject = single
    ? `${single.sentence} — ${PRODUCT_NAME}`
    : kind === 'daily'
      ? `Your ${PRODUCT_NAME} daily summary: ${plural}`
      : `${plural} in ${PRODUCT_NAME}`;
  const list: Paragraph[] = notifications.map((item) => [
    { strong: item.sentence },
    ` · ${formatTime(item.createdAt)}`,
  ]);
  const rendered = renderEmail({
    template: kind === 'daily' ? 'notification-digest' : 'notification',
    subject,
    preheader: single ? single.sentence : `${plural}: ${notifications[0]?.sentence ?? ''}`,
    heading: single
      ? input.site === 'academy'
        ? 'Something new in your course'
        : 'Something new in your classroom'
      : kind === 'daily'
        ? 'Your daily summary'
        : `${plural}`,
    greetingName: input.firstName,
    before: [
      [
        kind === 'daily'
          ? `Here is what happened in ${PRODUCT_NAME} since yesterday’s summary:`
          : `Here is what just happened in ${PRODUCT_NAME}:`,
      ],
      ...list,
    ],
    button: single
      ? { label: 'Open in Lectio', href: single.link }
      : { label: 'See all notifications', href: input.allLink },
    after: [
      [
        kind === 'daily'
          ? 'You get one summary a day. To get each notification as it happens, or none, change your email settings: '
          : 'To get one summary a day instead, or no email, change your email settings: ',
        { href: input.accountLink },
      ],
    ],
    reason: 'You received this email because notification email is on for your Lectio account.',
    unsubscribe: { label: 'Unsubscribe from notification emails', href: input.unsubscribePage },
  });
  return {
    ...rendered,
    headers: {
      'List-Unsubscribe': `<${input.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
