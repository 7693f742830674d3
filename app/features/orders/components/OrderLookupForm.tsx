import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { orderLookupSchema } from '@common/schemas/orders';
import { Button } from '~/components/ui/Button';
import { InputField } from '~/components/ui/FormField';
import { revealError } from '~/lib/reveal-error';
import { useLookUpOrder } from '../api/look-up-order';
import { ORDERS_COPY as COPY } from '../utils/copy';
import styles from './Orders.module.css';

type Field = 'email' | 'number';
type Errors = Partial<Record<Field, string>>;

/**
 * The order lookup (issue 12, point 11): email and order number; the server emails the
 * order's link when they match and answers the same when they do not. Field errors show under
 * their field and take focus; the answer replaces the form and is announced.
 */
export function OrderLookupForm({ title }: { title: string }) {
  const id = useId();
  const [values, setValues] = useState({ email: '', number: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const lookup = useLookUpOrder();
  const alert = useRef<HTMLParagraphElement>(null);
  const done = useRef<HTMLDivElement>(null);

  // Each failed try brings its error into view: the first wrong field, or the form's message.
  useEffect(() => {
    if (attempt === 0) return;
    const field = (['email', 'number'] as const).find((name) => errors[name]);
    if (field) {
      const control = document.getElementById(`${id}-${field}`);
      revealError(control?.parentElement ?? null, control);
    } else if (problem) revealError(alert.current);
    // Only a new attempt reveals; typing afterwards must not move the screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  useEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (lookup.isPending) return;
    setProblem(null);
    const parsed = orderLookupSchema.safeParse(values);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      setAttempt((count) => count + 1);
      return;
    }
    setErrors({});
    const answer = await lookup.mutateAsync(values);
    if (answer.ok && answer.body.message) {
      setSent(answer.body.message);
      return;
    }
    const serverErrors = answer.body.errors ?? {};
    // A limit or a refused field comes back with the server's words; a lost connection with ours.
    if (answer.status === 400 && (serverErrors.email || serverErrors.number)) {
      setErrors({ email: serverErrors.email, number: serverErrors.number });
    } else {
      setProblem(Object.values(serverErrors)[0] ?? COPY.lookupFailed);
    }
    setAttempt((count) => count + 1);
  }

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        {title}
      </h2>
      {sent ? (
        <div ref={done} className={styles.lookupDone} role="status" tabIndex={-1}>
          <p className={styles.lookupDoneTitle}>{COPY.lookupSentTitle}</p>
          <p>{sent}</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setSent(null);
              setValues({ email: values.email, number: '' });
            }}
          >
            {COPY.lookupAgain}
          </Button>
        </div>
      ) : (
        <form className={styles.lookupForm} onSubmit={(event) => void submit(event)} noValidate>
          <p className={styles.muted}>{COPY.lookupIntro}</p>
          <p ref={alert} className={styles.lookupAlert} role="alert" tabIndex={-1}>
            {problem}
          </p>
          <InputField
            id={`${id}-email`}
            name="email"
            type="email"
            label={COPY.lookupEmail}
            autoComplete="email"
            value={values.email}
            error={errors.email}
            onChange={(email) => setValues({ ...values, email })}
          />
          <InputField
            id={`${id}-number`}
            name="orderNumber"
            label={COPY.lookupNumber}
            value={values.number}
            error={errors.number}
            hint={COPY.lookupNumberHint}
            onChange={(number) => setValues({ ...values, number })}
          />
          <div>
            <Button type="submit" disabled={lookup.isPending} aria-busy={lookup.isPending}>
              {lookup.isPending ? COPY.lookupSending : COPY.lookupSubmit}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
