import { isRichText } from '@common/writing/rich-text';
import { sanitizeRichHtml } from '@common/writing/sanitize';
import styles from './RichTextView.module.css';

/**
 * A student's answer shown as formatted text (issue 11, point 11). Rich text is sanitized again
 * here, in the browser, before it becomes HTML, whatever the server sent; a legacy plain-text
 * answer is shown as text, one paragraph per line, never parsed as HTML.
 */
export function RichTextView({ value, className }: { value: string; className?: string }) {
  const classes = className ? `${styles.rich} ${className}` : styles.rich;
  if (!isRichText(value)) {
    return (
      <div className={classes}>
        {value
          .split(/\n+/)
          .filter((line) => line.trim() !== '')
          .map((line, index) => (
            <p key={index}>{line}</p>
          ))}
      </div>
    );
  }
  return <div className={classes} dangerouslySetInnerHTML={{ __html: sanitizeRichHtml(value) }} />;
}
