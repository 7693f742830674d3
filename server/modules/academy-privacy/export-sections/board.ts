import { ACADEMY_EXPORT } from '../../../../common/academy/privacy-messages';
import { plainTextOf } from '../../../../common/writing/rich-text';
import { pdfTime, type ExportSectionProvider } from './section';

const L = ACADEMY_EXPORT.labels;

/**
 * The person's Discussion Board posts (threads and replies, with the thread each answers) and
 * the reports they made. Others' posts are never included, not even the threads' text: only
 * the title of the thread a reply belongs to, which the person saw when replying.
 */
export const boardSection: ExportSectionProvider = {
  key: 'board',
  title: ACADEMY_EXPORT.sections.board,
  async collect(db, userId) {
    const [posts, reports] = await Promise.all([
      db
        .selectFrom('board_posts as p')
        .innerJoin('courses as c', 'c.id', 'p.course_id')
        .leftJoin('board_posts as t', 't.id', 'p.thread_id')
        .select([
          'p.id',
          'p.thread_id',
          'p.title',
          'p.body',
          'p.status',
          'p.created_at',
          'p.edited_at',
          'c.title as course_title',
          't.title as thread_title',
        ])
        .where('p.author_id', '=', userId)
        .where('p.gone', 'is', null)
        .orderBy('p.created_at')
        .orderBy('p.id')
        .execute(),
      db
        .selectFrom('board_reports as r')
        .innerJoin('courses as c', 'c.id', 'r.course_id')
        .select(['r.reason', 'r.created_at', 'c.title as course_title'])
        .where('r.reporter_id', '=', userId)
        .orderBy('r.created_at')
        .execute(),
    ]);
    const data = {
      posts: posts.map((post) => ({
        id: post.id,
        course: post.course_title,
        kind: post.thread_id ? ('reply' as const) : ('thread' as const),
        thread: post.thread_id ? post.thread_title : post.title,
        text: plainTextOf(post.body),
        status: post.status,
        postedAt: post.created_at,
        editedAt: post.edited_at,
      })),
      reports: reports.map((report) => ({
        course: report.course_title,
        reason: report.reason,
        reportedAt: report.created_at,
      })),
    };
    const pieces = [
      ...data.posts.map((post) => ({
        title: `${post.kind === 'reply' ? L.reply : L.thread}: ${post.thread ?? ''}`,
        lines: [
          `${L.course}: ${post.course}`,
          `${L.postedAt}: ${pdfTime(post.postedAt)}` +
            (post.editedAt ? ` · ${L.editedAt}: ${pdfTime(post.editedAt)}` : ''),
          post.text,
        ],
      })),
      ...data.reports.map((report) => ({
        title: L.reported,
        lines: [
          `${L.course}: ${report.course} · ${pdfTime(report.reportedAt)}`,
          ...(report.reason ? [`${L.reason}: ${report.reason}`] : []),
        ],
      })),
    ];
    return {
      data,
      pdf:
        pieces.length > 0
          ? pieces
          : [{ title: ACADEMY_EXPORT.sections.board, lines: [ACADEMY_EXPORT.none] }],
    };
  },
};
