import { REFLECTION_AREA } from '@common/copy/academy-learning';
import type { ReflectionPrompt } from '@common/schemas/academy-blocks';
import styles from './Learning.module.css';

/**
 * Where a participant will answer a lesson's prompts (issue 13, point 11, a later part). Until
 * then it says plainly what the questions are for; there is no form that would lose words.
 */
export function ReflectionArea({
  lessonId,
  prompts,
}: {
  lessonId: string;
  prompts: readonly ReflectionPrompt[];
}) {
  return (
    <aside
      className={styles.reflection}
      aria-label={REFLECTION_AREA.heading}
      data-lesson={lessonId}
      data-prompts={prompts.map((prompt) => prompt.id).join(' ')}
    >
      <p className={styles.reflectionTitle}>{REFLECTION_AREA.heading}</p>
      <p>{REFLECTION_AREA.note}</p>
    </aside>
  );
}
