import { ACADEMY_EXPORT } from '../../../../common/academy/privacy-messages';
import { pdfTime, type ExportSectionProvider } from './section';

const L = ACADEMY_EXPORT.labels;

/**
 * Every course the person is or was in (participant or co-instructor, whatever the status,
 * a course they left included), and the courses they own.
 */
export const membershipsSection: ExportSectionProvider = {
  key: 'memberships',
  title: ACADEMY_EXPORT.sections.memberships,
  async collect(db, userId) {
    const [members, owned] = await Promise.all([
      db
        .selectFrom('course_members as m')
        .innerJoin('courses as c', 'c.id', 'm.course_id')
        .select(['c.id', 'c.title', 'm.role', 'm.status', 'm.joined_at', 'm.created_at'])
        .where('m.user_id', '=', userId)
        .orderBy('m.created_at')
        .orderBy('c.id')
        .execute(),
      db
        .selectFrom('courses')
        .select(['id', 'title', 'status', 'created_at'])
        .where('owner_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
    ]);
    const data = [
      ...owned.map((course) => ({
        courseId: course.id,
        courseTitle: course.title,
        role: 'owner' as const,
        status: course.status,
        joinedAt: course.created_at,
      })),
      ...members.map((row) => ({
        courseId: row.id,
        courseTitle: row.title,
        role: row.role,
        status: row.status,
        joinedAt: row.joined_at,
      })),
    ];
    return {
      data,
      pdf: [
        {
          title: ACADEMY_EXPORT.sections.memberships,
          lines:
            data.length === 0
              ? [ACADEMY_EXPORT.none]
              : data.map(
                  (row) =>
                    `${row.courseTitle} · ${L.role}: ${row.role} · ${L.status}: ${row.status}` +
                    (row.joinedAt ? ` · ${L.joinedAt}: ${pdfTime(row.joinedAt)}` : ''),
                ),
        },
      ],
    };
  },
};
