import { ACADEMY_EXPORT } from '../../../../common/academy/privacy-messages';
import { pdfTime, type ExportSectionProvider } from './section';

const L = ACADEMY_EXPORT.labels;

/** The account itself: name, email and when it was made (no hash, no sessions). */
export const accountSection: ExportSectionProvider = {
  key: 'account',
  title: ACADEMY_EXPORT.sections.account,
  async collect(db, userId) {
    const user = await db
      .selectFrom('users')
      .select(['first_name', 'last_name', 'email', 'created_at'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const data = {
      firstName: user.first_name,
      lastName: user.last_name,
      email: user.email,
      createdAt: user.created_at,
    };
    const name = `${user.first_name} ${user.last_name}`.trim();
    return {
      data,
      pdf: [
        {
          title: ACADEMY_EXPORT.sections.account,
          lines: [
            `${L.name}: ${name}`,
            `${L.email}: ${user.email}`,
            `${L.createdAt}: ${pdfTime(user.created_at)}`,
          ],
        },
      ],
    };
  },
};
