import { FAMILY_DIGEST_COPY } from '../../../../common/copy/family-digest';
import { renderEmail, type Paragraph, type RenderedEmail } from './layout';

const COPY = FAMILY_DIGEST_COPY.email;

/** One child's week, as the digest shows it: only that child's own work and feedback. */
export interface FamilyDigestChild {
  firstName: string;
  pieces: {
    title: string;
    classTitle: string;
    status: keyof typeof COPY.status;
    excerpt: string;
    returnNote: string | null;
  }[];
  comments: { teacherName: string; title: string; body: string }[];
  points: number;
}

export interface FamilyDigestInput {
  /** The parent's own first name. */
  firstName: string;
  /** The parent's linked children with something this week (never empty). */
  children: FamilyDigestChild[];
  /** e.g. "June 1 – 8": the week the digest covers. */
  weekLabel: string;
  /** Absolute link to the parent's home (/parent). */
  familyLink: string;
  /** Absolute link to the parent's account page, where the digest is turned on or off. */
  accountLink: string;
  /** Absolute link to the page that confirms unsubscribing (visible in the email). */
  unsubscribePage: string;
  /** Absolute link a mail client POSTs to (RFC 8058 one-click). */
  oneClickUrl: string;
}

const joinNames = (names: string[]) =>
  names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

function childParagraphs(child: FamilyDigestChild): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  if (child.pieces.length > 0) {
    paragraphs.push({ heading: COPY.wrote(child.firstName) });
    for (const piece of child.pieces) {
      paragraphs.push([
        { strong: piece.title },
        ` · ${piece.classTitle} · ${COPY.status[piece.status]}`,
      ]);
      if (piece.excerpt) paragraphs.push({ quote: `“${piece.excerpt}”` });
    }
  }
  const feedback: Paragraph[] = [];
  for (const piece of child.pieces) {
    if (piece.status === 'approved') feedback.push([COPY.approved(piece.title)]);
    if (piece.status === 'returned') {
      feedback.push([
        COPY.returned(piece.title),
        ...(piece.returnNote ? [` ${COPY.returnNote}: “${piece.returnNote}”`] : []),
      ]);
    }
  }
  for (const comment of child.comments) {
    feedback.push([
      { strong: COPY.comment(comment.teacherName, comment.title) },
      `: “${comment.body}”`,
    ]);
  }
  if (child.points > 0) feedback.push([COPY.points(child.points)]);
  if (feedback.length > 0)
    paragraphs.push({ heading: COPY.feedback(child.firstName) }, ...feedback);
  return paragraphs;
}

/**
 * The weekly family digest: for each of the parent's children with news, what they wrote and
 * the feedback they received. Plain text and HTML from the shared layout; the one-click
 * unsubscribe headers of RFC 8058 and a visible unsubscribe link, as notification email.
 */
export function familyDigestEmailTemplate(input: FamilyDigestInput): RenderedEmail {
  const names = joinNames(input.children.map((child) => child.firstName));
  const rendered = renderEmail({
    template: 'family-digest',
    subject: COPY.subject(names),
    preheader: `${input.weekLabel}: ${names}`,
    heading: COPY.heading,
    greetingName: input.firstName,
    before: [[COPY.intro(input.weekLabel)], ...input.children.flatMap(childParagraphs)],
    button: { label: COPY.button, href: input.familyLink },
    after: [[COPY.after, { href: input.accountLink }]],
    reason: COPY.reason,
    unsubscribe: { label: COPY.unsubscribe, href: input.unsubscribePage },
  });
  return {
    ...rendered,
    headers: {
      'List-Unsubscribe': `<${input.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
