import { ACADEMY_EXPORT } from '../../../../common/academy/privacy-messages';
import { pdfTime, type ExportSectionProvider } from './section';

const L = ACADEMY_EXPORT.labels;

/** The person's place in each lesson they opened: completed, last viewed, video watched. */
export const progressSection: ExportSectionProvider = {
  key: 'progress',
  title: ACADEMY_EXPORT.sections.progress,
  async collect(db, userId) {
    const rows = await db
      .selectFrom('lesson_progress as p')
      .innerJoin('course_lessons as l', 'l.id', 'p.lesson_id')
      .innerJoin('courses as c', 'c.id', 'p.course_id')
      .select([
        'c.title as courseTitle',
        'l.title as lessonTitle',
        'p.completed_at',
        'p.last_viewed_at',
        'p.video_watched',
      ])
      .where('p.user_id', '=', userId)
      .orderBy('p.last_viewed_at')
      .orderBy('p.lesson_id')
      .execute();
    const data = rows.map((row) => ({
      courseTitle: row.courseTitle,
      lessonTitle: row.lessonTitle,
      completedAt: row.completed_at,
      lastViewedAt: row.last_viewed_at,
      /** The furthest part of the lesson's video watched, in percent. */
      videoWatchedPercent: Math.floor(Number(row.video_watched) / 10),
    }));
    return {
      data,
      pdf: [
        {
          title: ACADEMY_EXPORT.sections.progress,
          lines:
            data.length === 0
              ? [ACADEMY_EXPORT.none]
              : data.map(
                  (row) =>
                    `${row.courseTitle} › ${row.lessonTitle} · ${L.completedAt}: ${
                      row.completedAt ? pdfTime(row.completedAt) : L.notCompleted
                    } · ${L.lastViewedAt}: ${pdfTime(row.lastViewedAt)}` +
                    (row.videoWatchedPercent > 0
                      ? ` · ${L.videoWatched}: ${row.videoWatchedPercent}%`
                      : ''),
                ),
        },
      ],
    };
  },
};
