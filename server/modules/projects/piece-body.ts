import type { Question } from '../../../common/schemas/activities';

/** The printed text of one piece: each answered question, then the answer. */
export function pieceBody(questions: Question[], answers: Record<string, string>): string {
  return questions
    .filter((question) => (answers[question.id] ?? '').trim() !== '')
    .map((question) => `${question.prompt}\n${answers[question.id]!.trim()}`)
    .join('\n\n');
}
