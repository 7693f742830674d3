import { sanitizeBoardHtml } from '@common/academy/board-html';
import styles from './Board.module.css';

/** A post's words: sanitised again in the browser before they are shown as HTML. */
export function PostBody({ html }: { html: string }) {
  return (
    <div
      className={styles.body}
      // The server stores only sanitised board HTML; this second pass guards any other path.
      dangerouslySetInnerHTML={{ __html: sanitizeBoardHtml(html) }}
    />
  );
}
