import { ACADEMY_NAME } from '../../../../common/copy/academy-auth';
import { renderEmail, type RenderedEmail } from './layout';

export interface CourseJoinAnsweredInput {
  firstName: string;
  courseTitle: string;
  approved: boolean;
  /** Absolute link: the course (approved) or the Academy's courses (declined). */
  link: string;
}

/** To a person who asked to join a private course, once an instructor approved or declined. */
export function courseJoinAnsweredTemplate({
  firstName,
  courseTitle,
  approved,
  link,
}: CourseJoinAnsweredInput): RenderedEmail {
  return renderEmail({
    template: 'course-join-answered',
    subject: approved ? `You can start “${courseTitle}”` : `Your request to join “${courseTitle}”`,
    preheader: approved
      ? 'Your instructor approved your request to join.'
      : 'Your instructor did not approve your request this time.',
    heading: approved ? 'You are in the course' : 'Your request was not approved',
    greetingName: firstName,
    before: approved
      ? [['Your instructor approved your request to join ', { strong: courseTitle }, '.']]
      : [
          [
            'Your instructor did not approve your request to join ',
            { strong: courseTitle },
            '. If you think this is a mistake, contact them.',
          ],
        ],
    button: approved
      ? { label: 'Open the course', href: link }
      : { label: 'Browse open courses', href: link },
    after: [],
    reason: `You received this email because you asked to join a course on ${ACADEMY_NAME}.`,
  });
}
