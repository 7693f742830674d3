import { coverNameField } from '@common/schemas/store-preview';
import type { BookDetails } from '@common/schemas/store';
import type { PreviewCover } from '../api/get-book-preview';
import { useSettledValue } from '../hooks/use-settled-value';
import type { CheckoutState } from '../state/checkout-state';
import { BookPreview } from './BookPreview';

/** A pause in typing the cover name before the cover is drawn again (each name is a render). */
const COVER_NAME_SETTLE_MS = 700;

/**
 * The preview beside the book step: the whole class book, or once a Premium child is chosen,
 * that child's copy with the cover name as typed (the last child chosen).
 */
export function StorePreviewPanel({ state, book }: { state: CheckoutState; book: BookDetails }) {
  const child = state.type === 'premium' ? state.items.at(-1) : undefined;
  const typed = child ? (child.coverName ?? child.studentName) : '';
  const settled = useSettledValue(typed, COVER_NAME_SETTLE_MS);
  const name = coverNameField.safeParse(settled);
  const cover: PreviewCover | null =
    child && name.success ? { studentId: child.studentId, childName: name.data } : null;
  return (
    <BookPreview
      code={book.bookCode}
      bookName={book.bookName}
      cover={cover}
      coverLabel={child?.studentName}
    />
  );
}
