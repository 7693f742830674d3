import { COURSE_LIMITS } from '../../../../common/academy/courses';
import { ACADEMY_NAME } from '../../../../common/copy/academy-auth';
import { renderEmail, type RenderedEmail } from './layout';

export interface CourseInviteInput {
  courseTitle: string;
  instructorName: string;
  /** Absolute link to the invitation page, with its token. */
  link: string;
}

/**
 * An instructor invites an address to a course (issue 13, point 6). The names in it are the
 * instructor's and their course's, typed by a signed-in instructor, not by a stranger; the
 * mail limits still count these (anyone with a course can cause them).
 */
export function courseInviteTemplate({
  courseTitle,
  instructorName,
  link,
}: CourseInviteInput): RenderedEmail {
  return renderEmail({
    template: 'course-invite',
    subject: `${instructorName} invites you to “${courseTitle}”`,
    preheader: `An invitation to a course on ${ACADEMY_NAME}.`,
    heading: 'You are invited to a course',
    before: [
      [
        `${instructorName} invites you to join `,
        { strong: courseTitle },
        ` on ${ACADEMY_NAME}, Lectio’s courses site.`,
      ],
      [
        'Open the invitation, then sign in or create a free account with this email address to accept it.',
      ],
    ],
    button: { label: 'Open the invitation', href: link },
    after: [
      ['This invitation is valid for ', { strong: `${COURSE_LIMITS.inviteDays} days` }, '.'],
      ['If you do not know this instructor, ignore this email.'],
    ],
    reason: `You received this email because an instructor on ${ACADEMY_NAME} invited this address to a course.`,
  });
}
