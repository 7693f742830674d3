import { formatDateTime, PRIVACY_SCREENS } from '../../../common/copy/privacy';
import { FAMILY_COPY } from '../../../common/copy/writing';
import type { StudentExport } from '../../../common/schemas/privacy';
import {
  renderOrderPdf,
  type OrderPdfInput,
  type OrderPdfOptions,
  type PrintPiece,
} from '../fulfilment/render-order-pdf';

const COPY = PRIVACY_SCREENS.pdf;
const when = (iso: string) => formatDateTime(iso, 'UTC');

/**
 * The export laid out as a readable document with the same renderer as the student's own
 * writing PDF (/api/projects/student/writing.pdf): a cover, then the profile, classes, each piece of
 * writing with its score and comments, points, avatar items and parents.
 */
export function exportPdfInput(data: StudentExport): OrderPdfInput {
  const { student } = data;
  const name = `${student.firstName} ${student.lastName}`;
  const piece = (title: string, lines: string[]): PrintPiece => ({
    author: name,
    title,
    body: lines.join('\n'),
  });
  const value = (text: string | null) => (text && text.trim() !== '' ? text : COPY.notSet);

  const pieces: PrintPiece[] = [
    piece(COPY.profile, [
      `${COPY.firstName}: ${student.firstName}`,
      `${COPY.lastName}: ${student.lastName}`,
      `${COPY.gradeLevel}: ${value(student.gradeLevel)}`,
      `${COPY.username}: ${value(student.username)}`,
      `${COPY.email}: ${value(student.email)}`,
      `${COPY.password}: ${student.passwordSet ? COPY.passwordSet : COPY.passwordNotSet}`,
      `${COPY.avatar}: ${Object.values(student.avatar).join(', ')}`,
      `${COPY.createdAt}: ${when(student.createdAt)}`,
      `${COPY.exportedAt}: ${when(data.exportedAt)}`,
    ]),
    piece(
      COPY.classes,
      data.classes.length === 0
        ? [COPY.noClasses]
        : data.classes.map(
            (entry) =>
              `${entry.title}${entry.subject ? ` (${entry.subject})` : ''}, ${COPY.joined} ${when(entry.joinedAt)}`,
          ),
    ),
    ...data.projects.map((project) => {
      const lines = [
        `${project.classTitle} · ${COPY.status}: ${FAMILY_COPY.status[project.status]} · ${COPY.words}: ${project.wordCount}`,
        `${COPY.submitted}: ${project.submittedAt ? when(project.submittedAt) : COPY.notSubmitted}`,
      ];
      if (project.score) {
        lines.push(`${COPY.score}: ${project.score.points} / ${project.score.maxPoints}`);
        for (const entry of project.score.criteria) {
          lines.push(`  ${entry.criterion}: ${entry.level} (${entry.points})`);
        }
      }
      for (const { question, answer } of project.answers) {
        lines.push('', question, answer.trim() === '' ? COPY.notSet : answer.trim());
      }
      if (project.comments.length > 0) {
        lines.push('', `${COPY.comments}:`);
        for (const comment of project.comments) {
          lines.push(`${comment.author} (${when(comment.createdAt)}): ${comment.body}`);
        }
      }
      return piece(project.activityTitle, lines);
    }),
    piece(COPY.points, [
      `${COPY.balance}: ${data.points.balance}`,
      ...data.points.ledger.map(
        (entry) =>
          `${when(entry.createdAt)}: ${entry.points > 0 ? '+' : ''}${entry.points} (${entry.kind}${entry.note ? `: ${entry.note}` : ''})`,
      ),
    ]),
    piece(
      COPY.avatarItems,
      data.avatarItems.length === 0
        ? [COPY.none]
        : data.avatarItems.map((item) => `${item.name} (${when(item.purchasedAt)})`),
    ),
    piece(
      COPY.parents,
      data.parents.length === 0
        ? [COPY.none]
        : data.parents.map((parent) => `${parent.firstName} ${parent.lastName}`),
    ),
  ];

  return {
    orderNumber: COPY.reference,
    bookName: COPY.bookName(name),
    className: data.classes.map((entry) => entry.title).join(', '),
    schoolName: null,
    books: [{ childName: name, copies: 1, pieces }],
  };
}

export function renderStudentExportPdf(
  data: StudentExport,
  options?: OrderPdfOptions,
): Promise<Buffer> {
  return renderOrderPdf(exportPdfInput(data), options);
}
