import { ACADEMY_EXPORT } from '../../../../common/academy/privacy-messages';
import type { LessonBlock } from '../../../../common/schemas/academy-blocks';
import { plainTextOf } from '../../../../common/writing/rich-text';
import { promptsOf } from '../../academy-reflections/lesson-prompts';
import { pdfTime, type ExportSectionProvider, type PdfPiece } from './section';

const L = ACADEMY_EXPORT.labels;

type Answers = Record<string, string>;
const parseAnswers = (json: string): Answers => {
  const parsed: unknown = JSON.parse(json);
  return parsed && typeof parsed === 'object' ? (parsed as Answers) : {};
};

/**
 * The person's reflections: the current answers, every version handed in, and the feedback
 * comments received on them (with their author's name), each answer beside its prompt.
 */
export const reflectionsSection: ExportSectionProvider = {
  key: 'reflections',
  title: ACADEMY_EXPORT.sections.reflections,
  async collect(db, userId) {
    const reflections = await db
      .selectFrom('course_reflections as r')
      .innerJoin('course_lessons as l', 'l.id', 'r.lesson_id')
      .innerJoin('courses as c', 'c.id', 'r.course_id')
      .select([
        'r.id',
        'r.answers',
        'r.status',
        'r.word_count',
        'r.submitted_at',
        'r.decided_at',
        'r.created_at',
        'r.updated_at',
        'l.title as lessonTitle',
        'l.blocks',
        'c.title as courseTitle',
      ])
      .where('r.user_id', '=', userId)
      .orderBy('r.created_at')
      .orderBy('r.id')
      .execute();
    const ids = reflections.map((row) => row.id);
    const [versions, comments] =
      ids.length === 0
        ? [[], []]
        : await Promise.all([
            db
              .selectFrom('reflection_versions')
              .select(['reflection_id', 'number', 'answers', 'submitted_at'])
              .where('reflection_id', 'in', ids)
              .orderBy('number')
              .execute(),
            db
              .selectFrom('reflection_comments as k')
              .innerJoin('users as u', 'u.id', 'k.author_id')
              .select([
                'k.reflection_id',
                'k.version_number',
                'k.body',
                'k.decision',
                'k.quote',
                'k.created_at',
                'u.first_name',
                'u.last_name',
              ])
              .where('k.reflection_id', 'in', ids)
              .orderBy('k.created_at')
              .orderBy('k.id')
              .execute(),
          ]);

    const data = reflections.map((row) => {
      const prompts = promptsOf(JSON.parse(row.blocks) as LessonBlock[]);
      const withPrompts = (answers: Answers) =>
        prompts
          .filter((prompt) => prompt.id in answers)
          .map((prompt) => ({ prompt: prompt.text, answer: plainTextOf(answers[prompt.id]!) }));
      return {
        courseTitle: row.courseTitle,
        lessonTitle: row.lessonTitle,
        status: row.status,
        wordCount: Number(row.word_count),
        createdAt: row.created_at,
        updatedAt: row.updated_at,
        submittedAt: row.submitted_at,
        decidedAt: row.decided_at,
        answers: withPrompts(parseAnswers(row.answers)),
        versions: versions
          .filter((version) => version.reflection_id === row.id)
          .map((version) => ({
            number: Number(version.number),
            submittedAt: version.submitted_at,
            answers: withPrompts(parseAnswers(version.answers)),
          })),
        feedback: comments
          .filter((comment) => comment.reflection_id === row.id)
          .map((comment) => ({
            version: Number(comment.version_number),
            author: `${comment.first_name} ${comment.last_name}`.trim(),
            body: comment.body,
            decision: comment.decision,
            quote: comment.quote,
            createdAt: comment.created_at,
          })),
      };
    });

    const pdf: PdfPiece[] = data.map((entry) => {
      const lines = [`${L.course}: ${entry.courseTitle} · ${L.status}: ${entry.status}`];
      for (const { prompt, answer } of entry.answers) lines.push('', prompt, answer);
      for (const version of entry.versions) {
        lines.push(
          '',
          `${L.version} ${version.number} · ${L.submittedAt}: ${pdfTime(version.submittedAt)}`,
        );
        for (const { prompt, answer } of version.answers) lines.push(prompt, answer);
      }
      if (entry.feedback.length > 0) lines.push('', `${L.feedback}:`);
      for (const comment of entry.feedback) {
        const quote = comment.quote ? ` (“${comment.quote}”)` : '';
        lines.push(
          `${comment.author}, ${L.version.toLowerCase()} ${comment.version}, ${pdfTime(comment.createdAt)}${quote}: ${comment.body}`,
        );
      }
      return { title: entry.lessonTitle, lines };
    });
    return {
      data,
      pdf:
        pdf.length === 0
          ? [{ title: ACADEMY_EXPORT.sections.reflections, lines: [ACADEMY_EXPORT.none] }]
          : pdf,
    };
  },
};
