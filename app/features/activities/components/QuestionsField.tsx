import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '~/components/ui/Button';
import { ACTIVITIES_COPY as COPY } from '../utils/copy';
import type { ActivityFormValues } from '../utils/form-values';
import { Field, FieldError } from './Field';
import { ItemActions } from './ItemActions';
import styles from './Form.module.css';
import { ACTIVITY_LIMITS } from '@common/activities/limits';

/** The ordered reflection questions: add, reorder, remove (at least one stays). */
export function QuestionsField() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ActivityFormValues>();
  // 'key' holds react-hook-form's row identity so the questions' own `id` is left alone.
  const { fields, append, remove, move } = useFieldArray({
    control,
    name: 'questions',
    keyName: 'key',
  });
  const listError = errors.questions?.root?.message ?? errors.questions?.message;
  return (
    <div className={styles.field}>
      <ol className={styles.list} aria-label="Reflection questions">
        {fields.map((field, index) => (
          <li key={field.key} className={styles.item}>
            <Field
              id={`question-${index}`}
              label={COPY.fields.question(index + 1)}
              rows={2}
              registration={register(`questions.${index}.prompt`)}
              error={errors.questions?.[index]?.prompt?.message}
            />
            <ItemActions
              what={`question ${index + 1}`}
              index={index}
              count={fields.length}
              onMove={move}
              onRemove={() => remove(index)}
              canRemove={fields.length > 1}
            />
          </li>
        ))}
      </ol>
      {listError && <FieldError id="questions-error" message={listError} />}
      {fields.length < ACTIVITY_LIMITS.questions.max && (
        <Button
          variant="secondary"
          size="sm"
          className={styles.add}
          onClick={() => append({ prompt: '' }, { focusName: `questions.${fields.length}.prompt` })}
        >
          {COPY.addQuestion}
        </Button>
      )}
    </div>
  );
}
