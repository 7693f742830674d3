import { ACADEMY_EXPORT } from '../../../../common/academy/privacy-messages';
import { pdfTime, type ExportSectionProvider } from './section';

const L = ACADEMY_EXPORT.labels;

/**
 * The course messages the person sent (issue 17, point 1), withdrawn ones included: they are
 * the person's words. Messages others sent them are others' words and stay out.
 */
export const messagesSection: ExportSectionProvider = {
  key: 'messages',
  title: ACADEMY_EXPORT.sections.messages,
  async collect(db, userId) {
    const rows = await db
      .selectFrom('course_messages as m')
      .innerJoin('course_conversations as v', 'v.id', 'm.conversation_id')
      .innerJoin('courses as c', 'c.id', 'v.course_id')
      .select(['m.id', 'm.body', 'm.created_at', 'm.withdrawn_at', 'c.title as course_title'])
      .where('m.sender_user_id', '=', userId)
      .orderBy('m.created_at')
      .orderBy('m.id')
      .execute();
    const data = rows.map((row) => ({
      id: row.id,
      course: row.course_title,
      text: row.body,
      sentAt: row.created_at,
      withdrawnAt: row.withdrawn_at,
    }));
    return {
      data,
      pdf:
        data.length > 0
          ? data.map((message) => ({
              title: `${L.course}: ${message.course}`,
              lines: [
                `${L.sentAt}: ${pdfTime(message.sentAt)}` +
                  (message.withdrawnAt
                    ? ` · ${L.withdrawnAt}: ${pdfTime(message.withdrawnAt)}`
                    : ''),
                message.text,
              ],
            }))
          : [{ title: ACADEMY_EXPORT.sections.messages, lines: [ACADEMY_EXPORT.none] }],
    };
  },
};
