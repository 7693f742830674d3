import type { Question } from '../../../common/schemas/activities';
import { plainTextOf } from '../../../common/writing/rich-text';

/**
 * The printed text of one piece: each answered question, then the answer. PDFs print plain
 * text, so rich-text answers become their words, paragraphs and list items as lines.
 */
export function pieceBody(questions: Question[], answers: Record<string, string>): string {
  const text = (id: string) => plainTextOf(answers[id] ?? '').trim();
  return questions
    .filter((question) => text(question.id) !== '')
    .map((question) => `${question.prompt}\n${text(question.id)}`)
    .join('\n\n');
}
