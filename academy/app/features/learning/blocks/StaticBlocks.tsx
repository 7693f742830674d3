import { sanitizeLessonHtml } from '@common/academy/lesson-html';
import { LESSON_PAGE } from '@common/copy/academy-learning';
import type { LessonBlockOf } from '@common/schemas/academy-blocks';
import { ACADEMY_LEARNING_API } from '@common/schemas/academy-learning';
import { formatBytes } from '@common/uploads/kinds';
import { courseFileUrl } from '@academy/lib/course-files';
import styles from './Blocks.module.css';

/** The blocks that only show: text, scripture, image, attachment and prompts. */

export function TextBlock({ block }: { block: LessonBlockOf<'text'> }) {
  // Sanitised when saved and again here: the page never trusts stored HTML.
  return (
    <div
      className={styles.text}
      dangerouslySetInnerHTML={{ __html: sanitizeLessonHtml(block.html) }}
    />
  );
}

export function ScriptureBlock({ block }: { block: LessonBlockOf<'scripture'> }) {
  return (
    <figure className={styles.scripture}>
      <blockquote className={styles.passage}>
        {block.text.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </blockquote>
      <figcaption className={styles.reference}>
        <span className="visually-hidden">{LESSON_PAGE.scriptureLabel}: </span>
        {block.reference} <span className={styles.translation}>({block.translation})</span>
      </figcaption>
    </figure>
  );
}

export function ImageBlock({
  block,
  courseId,
}: {
  block: LessonBlockOf<'image'>;
  courseId: string;
}) {
  const src =
    block.source.kind === 'art'
      ? ACADEMY_LEARNING_API.art(block.source.art)
      : courseFileUrl(courseId, block.source.fileKey);
  return (
    <figure className={styles.image}>
      <img src={src} alt={block.alt} loading="lazy" />
      {block.caption && <figcaption className={styles.caption}>{block.caption}</figcaption>}
    </figure>
  );
}

/** "PDF", "DOCX": the kind of file, from its name (else its type). */
function fileKind(name: string, contentType: string): string {
  const extension = name.includes('.') ? name.split('.').pop() : contentType.split('/').pop();
  return (extension ?? '').toUpperCase();
}

export function AttachmentBlock({
  block,
  courseId,
}: {
  block: LessonBlockOf<'attachment'>;
  courseId: string;
}) {
  const details = LESSON_PAGE.fileSize(
    fileKind(block.name, block.contentType),
    formatBytes(block.sizeBytes),
  );
  return (
    <p className={styles.attachment}>
      <a
        href={courseFileUrl(courseId, block.fileKey)}
        download={block.name}
        className={styles.download}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M12 3v12m0 0l-5-5m5 5l5-5M5 20h14"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span>
          <span className="visually-hidden">{LESSON_PAGE.download}: </span>
          {block.name}
        </span>
      </a>
      <span className={styles.fileDetails}>{details}</span>
    </p>
  );
}
