import { ACADEMY_EXPORT } from '../../../../common/academy/privacy-messages';
import { formatCertificateCode } from '../../../../common/academy/certificates';
import { pdfTime, type ExportSectionProvider } from './section';

const L = ACADEMY_EXPORT.labels;

/** The person's completion certificates, as each states them. */
export const certificatesSection: ExportSectionProvider = {
  key: 'certificates',
  title: ACADEMY_EXPORT.sections.certificates,
  async collect(db, userId) {
    const rows = await db
      .selectFrom('course_certificates')
      .select(['code', 'course_title', 'participant_name', 'instructor_name', 'issued_at'])
      .where('user_id', '=', userId)
      .orderBy('issued_at')
      .execute();
    const data = rows.map((row) => ({
      code: formatCertificateCode(row.code),
      course: row.course_title,
      participant: row.participant_name,
      instructor: row.instructor_name,
      issuedAt: row.issued_at,
    }));
    return {
      data,
      pdf: [
        {
          title: ACADEMY_EXPORT.sections.certificates,
          lines:
            data.length === 0
              ? [ACADEMY_EXPORT.none]
              : data.map(
                  (row) =>
                    `${row.course} · ${L.code}: ${row.code} · ${L.issuedAt}: ${pdfTime(row.issuedAt)}`,
                ),
        },
      ],
    };
  },
};
