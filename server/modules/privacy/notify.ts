import type { FastifyInstance } from 'fastify';
import { classPagePath, PATHS } from '../../../common/routes';
import { formatDateTime } from '../../../common/copy/privacy';
import { DELETION_DUE_HOURS } from '../../../common/schemas/privacy';
import { deletionDoneEmail } from '../../adapters/email/templates/deletion-request-done';
import { deletionRequestEmail } from '../../adapters/email/templates/deletion-request';
import { teachersOfClasses } from '../../access/teaches-class';
import type { DeletionRequestRow } from './deletion-requests';

interface Recipient {
  email: string;
  firstName: string;
  audience: 'teacher' | 'admin';
  link: string;
}

/**
 * Emails a new deletion request to every teacher of the child's classes (owners and
 * co-teachers), the child's administrator, and every platform admin: one email per address,
 * teachers linked to the class page, admins to the admin area. A failed send is logged and
 * does not undo the request (the job deletes on time whoever reads the email).
 */
export async function sendDeletionRequestEmails(
  app: FastifyInstance,
  request: DeletionRequestRow,
  linkBase: string,
): Promise<void> {
  const student = await app.db
    .selectFrom('students')
    .select(['first_name', 'last_name', 'administrator_id'])
    .where('id', '=', request.student_id)
    .executeTakeFirst();
  if (!student) return;
  const classIds = (
    await app.db
      .selectFrom('class_students')
      .select('class_id')
      .where('student_id', '=', request.student_id)
      .execute()
  ).map((row) => row.class_id);
  const taught = await teachersOfClasses(app.db, classIds);
  const teacherUsers =
    taught.length === 0
      ? []
      : await app.db
          .selectFrom('users')
          .select(['id', 'email', 'first_name'])
          .where('id', 'in', [...new Set(taught.map((row) => row.teacherId))])
          .execute();
  const userById = new Map(teacherUsers.map((user) => [user.id, user]));
  const teachers = taught.flatMap(({ teacherId, classId }) => {
    const user = userById.get(teacherId);
    return user ? [{ email: user.email, first_name: user.first_name, classId }] : [];
  });
  const administrator = await app.db
    .selectFrom('users')
    .select(['email', 'first_name'])
    .where('id', '=', student.administrator_id)
    .where('account_type', '=', 'teacher')
    .executeTakeFirst();
  const admins = await app.db
    .selectFrom('users')
    .select(['email', 'first_name'])
    .where('is_platform_admin', '=', 1)
    .execute();

  const recipients = new Map<string, Recipient>();
  const add = (recipient: Recipient) => {
    if (!recipients.has(recipient.email)) recipients.set(recipient.email, recipient);
  };
  for (const row of [...teachers].sort((a, b) => a.classId.localeCompare(b.classId))) {
    add({
      email: row.email,
      firstName: row.first_name,
      audience: 'teacher',
      link: `${linkBase}${classPagePath(row.classId)}`,
    });
  }
  if (administrator) {
    add({
      email: administrator.email,
      firstName: administrator.first_name,
      audience: 'teacher',
      link: `${linkBase}${PATHS.teacherArea}`,
    });
  }
  for (const admin of admins) {
    add({
      email: admin.email,
      firstName: admin.first_name,
      audience: 'admin',
      link: `${linkBase}${PATHS.admin}`,
    });
  }

  const studentLabel = `${student.first_name} ${student.last_name.slice(0, 1)}.`;
  const dueText = formatDateTime(request.due_at, 'UTC');
  for (const recipient of recipients.values()) {
    const email = deletionRequestEmail({
      recipientFirstName: recipient.firstName,
      audience: recipient.audience,
      studentLabel,
      dueText,
      dueHours: DELETION_DUE_HOURS,
      link: recipient.link,
    });
    await app.email
      .send({ to: recipient.email, ...email })
      .catch((error: unknown) =>
        app.log.error({ err: error, requestId: request.id }, 'Privacy: a request email failed'),
      );
  }
}

/** Tells the parent who asked that the account is gone (if their account still exists). */
export async function sendDeletionDoneEmail(
  app: FastifyInstance,
  request: DeletionRequestRow,
  linkBase: string,
): Promise<void> {
  if (!request.requested_by) return;
  const parent = await app.db
    .selectFrom('users')
    .select(['email', 'first_name'])
    .where('id', '=', request.requested_by)
    .executeTakeFirst();
  if (!parent) return;
  const email = deletionDoneEmail({
    parentFirstName: parent.first_name,
    link: `${linkBase}${PATHS.parentArea}`,
  });
  await app.email
    .send({ to: parent.email, ...email })
    .catch((error: unknown) =>
      app.log.error({ err: error, requestId: request.id }, 'Privacy: the done email failed'),
    );
}
