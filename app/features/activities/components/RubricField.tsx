import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '~/components/ui/Button';
import { ACTIVITIES_COPY as COPY } from '../utils/copy';
import { newCriterion, type ActivityFormValues } from '../utils/form-values';
import { Field, FieldError } from './Field';
import { ItemActions } from './ItemActions';
import styles from './Form.module.css';
import { ACTIVITY_LIMITS } from '@common/activities/limits';

/** The optional rubric: criteria, each with its levels and their points. */
export function RubricField() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ActivityFormValues>();
  const useRubric = useWatch({ control, name: 'useRubric' });
  const { fields, append, remove, move } = useFieldArray({
    control,
    name: 'rubric.criteria',
    keyName: 'key',
  });
  const listError = errors.rubric?.criteria?.root?.message ?? errors.rubric?.criteria?.message;
  return (
    <>
      <label className={styles.checkbox}>
        <input type="checkbox" {...register('useRubric')} />
        {COPY.fields.useRubric}
      </label>
      {useRubric && (
        <>
          <ol className={styles.list} aria-label="Rubric criteria">
            {fields.map((field, index) => (
              <li key={field.key} className={styles.criterion}>
                <div className={styles.criterionHeader}>
                  <h3 className={styles.criterionTitle}>{COPY.fields.criterion(index + 1)}</h3>
                  <ItemActions
                    what={`criterion ${index + 1}`}
                    index={index}
                    count={fields.length}
                    onMove={move}
                    onRemove={() => remove(index)}
                    canRemove={fields.length > 1}
                  />
                </div>
                <Field
                  id={`criterion-${index}-name`}
                  label={`${COPY.fields.criterion(index + 1)}: name`}
                  registration={register(`rubric.criteria.${index}.name`)}
                  error={errors.rubric?.criteria?.[index]?.name?.message}
                />
                <Field
                  id={`criterion-${index}-description`}
                  label={COPY.fields.criterionDescription}
                  rows={2}
                  registration={register(`rubric.criteria.${index}.description`)}
                  error={errors.rubric?.criteria?.[index]?.description?.message}
                />
                <CriterionLevels criterion={index} />
              </li>
            ))}
          </ol>
          {listError && <FieldError id="rubric-error" message={listError} />}
          {fields.length < ACTIVITY_LIMITS.rubric.criteria && (
            <Button
              variant="secondary"
              size="sm"
              className={styles.add}
              onClick={() =>
                append(newCriterion(), { focusName: `rubric.criteria.${fields.length}.name` })
              }
            >
              {COPY.addCriterion}
            </Button>
          )}
        </>
      )}
    </>
  );
}

function CriterionLevels({ criterion }: { criterion: number }) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ActivityFormValues>();
  const { fields, append, remove } = useFieldArray({
    control,
    name: `rubric.criteria.${criterion}.levels`,
  });
  const levelErrors = errors.rubric?.criteria?.[criterion]?.levels;
  const { min, max } = ACTIVITY_LIMITS.rubric.levels;
  return (
    <>
      <ol className={styles.levels} aria-label={`Levels of criterion ${criterion + 1}`}>
        {fields.map((field, index) => {
          const what = `level ${index + 1} of criterion ${criterion + 1}`;
          return (
            <li key={field.id} className={styles.level}>
              <div className={`${styles.itemFields} ${styles.levelFields}`}>
                <Field
                  id={`criterion-${criterion}-level-${index}`}
                  label={`${COPY.fields.level(index + 1)}: ${COPY.fields.levelLabel}`}
                  registration={register(`rubric.criteria.${criterion}.levels.${index}.label`)}
                  error={levelErrors?.[index]?.label?.message}
                />
                <Field
                  id={`criterion-${criterion}-points-${index}`}
                  label={COPY.fields.points}
                  type="number"
                  registration={register(`rubric.criteria.${criterion}.levels.${index}.points`)}
                  error={levelErrors?.[index]?.points?.message}
                />
              </div>
              <ItemActions
                what={what}
                index={index}
                count={fields.length}
                onRemove={() => remove(index)}
                canRemove={fields.length > min}
              />
            </li>
          );
        })}
      </ol>
      {fields.length < max && (
        <Button
          variant="ghost"
          size="sm"
          className={styles.add}
          onClick={() => append({ label: '', points: fields.length + 1 })}
        >
          {COPY.addLevel}
        </Button>
      )}
    </>
  );
}
