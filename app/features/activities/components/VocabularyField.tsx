import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '~/components/ui/Button';
import { ACTIVITIES_COPY as COPY } from '../utils/copy';
import type { ActivityFormValues } from '../utils/form-values';
import { Field, FieldError } from './Field';
import { ItemActions } from './ItemActions';
import styles from './Form.module.css';
import { ACTIVITY_LIMITS } from '@common/activities/limits';

/** Vocabulary words with their definitions, shown to students beside the passage. */
export function VocabularyField() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ActivityFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'vocabulary' });
  const listError = errors.vocabulary?.root?.message ?? errors.vocabulary?.message;
  return (
    <div className={styles.field}>
      {fields.length === 0 ? (
        <p className={styles.empty}>{COPY.noWords}</p>
      ) : (
        <ul className={styles.list} aria-label="Vocabulary words">
          {fields.map((field, index) => (
            <li key={field.id} className={styles.item}>
              <div className={`${styles.itemFields} ${styles.wordFields}`}>
                <Field
                  id={`word-${index}`}
                  label={`${COPY.fields.word} ${index + 1}`}
                  registration={register(`vocabulary.${index}.word`)}
                  error={errors.vocabulary?.[index]?.word?.message}
                />
                <Field
                  id={`definition-${index}`}
                  label={`${COPY.fields.definition} ${index + 1}`}
                  rows={2}
                  registration={register(`vocabulary.${index}.definition`)}
                  error={errors.vocabulary?.[index]?.definition?.message}
                />
              </div>
              <ItemActions
                what={`word ${index + 1}`}
                index={index}
                count={fields.length}
                onRemove={() => remove(index)}
              />
            </li>
          ))}
        </ul>
      )}
      {listError && <FieldError id="vocabulary-error" message={listError} />}
      {fields.length < ACTIVITY_LIMITS.vocabulary.max && (
        <Button
          variant="secondary"
          size="sm"
          className={styles.add}
          onClick={() =>
            append({ word: '', definition: '' }, { focusName: `vocabulary.${fields.length}.word` })
          }
        >
          {COPY.addWord}
        </Button>
      )}
    </div>
  );
}
