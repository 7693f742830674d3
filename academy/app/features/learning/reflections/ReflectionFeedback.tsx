import { useId } from 'react';
import type { ReflectionPrompt } from '@common/schemas/academy-blocks';
import type { ReflectionAnswer } from '@common/schemas/academy-reflections';
import { REFLECTION_COPY as COPY } from '@common/copy/academy-reflections';
import { RichTextView } from '~/components/rich-text/RichTextView';
import { formatDate } from '~/lib/format-date';
import styles from './Reflections.module.css';

type Reflection = ReflectionAnswer['reflection'];

/**
 * What the instructor said, newest first: a return's or acceptance's note, general feedback,
 * and feedback on a passage (the words quoted under the question they answer). Then the
 * participant's earlier hand-ins, kept as they were sent.
 */
export function ReflectionFeedback({
  reflection,
  prompts,
}: {
  reflection: Reflection;
  prompts: ReflectionPrompt[];
}) {
  const headingId = useId();
  const promptText = new Map(prompts.map((prompt) => [prompt.id, prompt.text]));
  const comments = [...reflection.comments].reverse();
  return (
    <>
      {comments.length > 0 && (
        <section className={styles.feedback} aria-labelledby={headingId}>
          <h3 id={headingId} className={styles.subheading}>
            {COPY.feedbackHeading}
          </h3>
          <ul className={styles.comments}>
            {comments.map((comment) => (
              <li key={comment.id} className={styles.comment} data-decision={comment.decision}>
                <p className={styles.commentMeta}>
                  {comment.decision === 'returned' && (
                    <strong className={styles.decision}>{COPY.returnedNote}</strong>
                  )}
                  {comment.decision === 'accepted' && (
                    <strong className={styles.decision}>{COPY.acceptedNote}</strong>
                  )}
                  <span>
                    {comment.author} · {formatDate(comment.createdAt)}
                  </span>
                </p>
                {comment.anchor && (
                  <blockquote className={styles.quote}>
                    <span className="visually-hidden">
                      {COPY.onPassage} {promptText.get(comment.anchor.promptId) ?? ''}:
                    </span>
                    “{comment.anchor.quote}”
                  </blockquote>
                )}
                <p className={styles.commentBody}>{comment.body}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {reflection.versions.length > 0 && (
        <details className={styles.history}>
          <summary>{COPY.history(reflection.versions.length)}</summary>
          {[...reflection.versions].reverse().map((version) => (
            <section key={version.number} className={styles.version}>
              <h4>{COPY.version(version.number, formatDate(version.submittedAt))}</h4>
              {prompts.map((prompt) => (
                <div key={prompt.id}>
                  <p className={styles.prompt}>{prompt.text}</p>
                  <RichTextView value={version.answers[prompt.id] ?? ''} />
                </div>
              ))}
            </section>
          ))}
        </details>
      )}
    </>
  );
}
