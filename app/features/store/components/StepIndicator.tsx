import { STORE_COPY } from '@common/copy/store';
import styles from './Store.module.css';

/** Where the buyer is: the three steps, the current one marked for assistive technology. */
export function StepIndicator({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <ol className={styles.steps} aria-label={STORE_COPY.checkout.stepLabel(current, steps.length)}>
      {steps.map((label, index) => {
        const number = index + 1;
        const state = number < current ? styles.stepDone : number === current ? styles.stepNow : '';
        return (
          <li
            key={label}
            className={`${styles.stepItem} ${state}`}
            aria-current={number === current ? 'step' : undefined}
          >
            <span className={styles.stepNumber} aria-hidden="true">
              {number}
            </span>
            {label}
          </li>
        );
      })}
    </ol>
  );
}
