import type { BookContents, ProjectStatusValue } from '../../db/schema';

/**
 * May this piece print under the teacher's contents choice? A student's project and a writing
 * room's co-authored piece pass the same gate: words in it, and approved (or, for "all
 * written work", anything not archived).
 */
export function isEligible(
  contents: BookContents,
  piece: { status: ProjectStatusValue; word_count: number },
): boolean {
  if (piece.word_count <= 0) return false;
  return contents === 'approved' ? piece.status === 'approved' : piece.status !== 'archived';
}
