import { CARE_FLAG_EMAIL as EMAIL } from '../../../../common/copy/chat';
import { renderEmail, type RenderedEmail } from './layout';

export interface CareFlagInput {
  classTitle: string;
  authorName: string;
  /** Absolute link to the care flags page. */
  link: string;
}

/**
 * To the safeguarding lead the moment the care matcher catches a message or reflection (issue
 * 17, point 8). The words themselves stay in Lectio, behind the sign-in: only who and where.
 */
export function careFlagTemplate(input: CareFlagInput): RenderedEmail {
  const subject = EMAIL.subject(input.classTitle);
  return renderEmail({
    template: 'care-flag',
    subject,
    preheader: subject,
    heading: EMAIL.heading,
    before: [[EMAIL.what(input.authorName, input.classTitle)], [EMAIL.how]],
    button: { label: EMAIL.button, href: input.link },
    after: [],
    reason: EMAIL.reason,
  });
}
