import { renderEmail, type RenderedEmail } from '../../adapters/email/templates/layout';

export interface CoInstructorEmailInput {
  firstName: string;
  /** 'Ada Lovelace': the instructor who added them. */
  addedBy: string;
  courseTitle: string;
  /** Absolute link to the course in the builder. */
  link: string;
}

/** Tells an instructor they now teach a colleague's Academy course (issue 13, point 8). */
export function coInstructorEmail({
  firstName,
  addedBy,
  courseTitle,
  link,
}: CoInstructorEmailInput): RenderedEmail {
  return renderEmail({
    template: 'co-instructor-added',
    subject: `${addedBy} added you to ${courseTitle} on the Lectio Academy`,
    preheader: `You are now a co-instructor of ${courseTitle}.`,
    heading: 'You have a new course to teach',
    greetingName: firstName,
    before: [
      [
        { strong: addedBy },
        ' added you as a co-instructor of ',
        { strong: courseTitle },
        '. You can now edit its chapters and lessons, publish it, and guide its participants, just like the instructor who created it.',
      ],
    ],
    button: { label: 'Open the course', href: link },
    after: [
      [
        'If you did not expect this, ask the instructor who created the course to remove you, or leave it yourself from its Settings.',
      ],
    ],
    reason:
      'You received this email because an instructor added you to a course on the Lectio Academy.',
  });
}
