import type { Kysely, Transaction } from 'kysely';
import type { NotificationKind } from '../../../common/notifications/kinds';
import { reviewPath, studentWritingPath } from '../../../common/routes';
import { teachersOfClasses } from '../../access/teaches-class';
import type { Database, ProjectsTable } from '../../db/schema';
import {
  recordNotifications,
  type NotificationRecipient,
} from '../notifications/record-notifications';

type Db = Kysely<Database> | Transaction<Database>;

/** How a student is named to their teachers in notifications: "Ana P.". */
export const shortStudentName = (student: { first_name: string; last_name: string }) =>
  `${student.first_name} ${student.last_name.slice(0, 1)}.`.trim();

/**
 * Records, inside the change's transaction, the notification of a change to a project: a
 * hand-in, revision or reply goes to every teacher of the class (owner and co-teachers) and
 * opens the review screen; a comment, return, approval or points go to the student and open
 * their writing page. Answers the recipients to announce once the change has committed.
 */
export async function notifyAboutProject(
  db: Db,
  {
    kind,
    project,
    actorName,
  }: {
    kind: NotificationKind;
    project: Pick<ProjectsTable, 'id' | 'class_id' | 'activity_id' | 'student_id'>;
    actorName: string;
  },
): Promise<NotificationRecipient[]> {
  const activity = await db
    .selectFrom('activities')
    .select('title')
    .where('id', '=', project.activity_id)
    .executeTakeFirstOrThrow();
  const toTeachers = kind === 'hand_in' || kind === 'revision_handed_in' || kind === 'reply';
  const recipients: NotificationRecipient[] = toTeachers
    ? (await teachersOfClasses(db as Kysely<Database>, [project.class_id])).map((row) => ({
        userId: row.teacherId,
      }))
    : [{ studentId: project.student_id }];
  return recordNotifications(db as Kysely<Database>, {
    kind,
    recipients,
    classId: project.class_id,
    projectId: project.id,
    actorName,
    subject: activity.title,
    link: toTeachers
      ? reviewPath(project.id)
      : studentWritingPath(project.class_id, project.activity_id),
  });
}

/** A teacher's name as their comments are signed and their notifications say. */
export async function teacherName(db: Db, teacherId: string): Promise<string> {
  const teacher = await db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('id', '=', teacherId)
    .executeTakeFirstOrThrow();
  return `${teacher.first_name} ${teacher.last_name}`.trim();
}
