import { renderEmail, type RenderedEmail } from '../../adapters/email/templates/layout';

export interface CoTeacherEmailInput {
  firstName: string;
  /** 'Ada Lovelace': the teacher who added them. */
  addedBy: string;
  classTitle: string;
  /** Absolute link to the teacher area. */
  link: string;
}

/** Tells a teacher they now teach a colleague's class (teacher collaboration, issue 5 point 6). */
export function coTeacherEmail({
  firstName,
  addedBy,
  classTitle,
  link,
}: CoTeacherEmailInput): RenderedEmail {
  return renderEmail({
    template: 'co-teacher-added',
    subject: `${addedBy} added you to ${classTitle} on Lectio`,
    preheader: `You are now a co-teacher of ${classTitle}.`,
    heading: 'You have a new class',
    greetingName: firstName,
    before: [
      [
        { strong: addedBy },
        ' added you as a co-teacher of ',
        { strong: classTitle },
        '. You can now see its students and their writing, assign activities and give feedback, just like the teacher who created it.',
      ],
    ],
    button: { label: 'Open your classes', href: link },
    after: [
      [
        'If you did not expect this, you can ask the teacher who created the class to remove you, or leave the class yourself from its page.',
      ],
    ],
    reason: 'You received this email because a teacher added you to a class on Lectio.',
  });
}
