import { useCallback, useState, type ReactNode } from 'react';
import type { PlanChoice } from '@common/billing/choice';
import { PlanChoiceModal } from './PlanChoiceModal';
import { planChoiceOf } from './plan-choice-of';

interface Pending {
  choice: PlanChoice;
  message: string;
  retry: () => void;
}

/**
 * The priced choice for a roster screen (issue 16, point 2). `offer(error, retry)` answers true
 * and opens the modal when a seating call was refused with 402; the screen's form keeps what
 * was typed, and `retry` sends the same request again once a trial has started. Render `modal`.
 */
export function usePlanChoice(): {
  offer: (error: unknown, retry: () => void) => boolean;
  modal: ReactNode;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const offer = useCallback((error: unknown, retry: () => void) => {
    const found = planChoiceOf(error);
    if (!found) return false;
    setPending({ ...found, retry });
    return true;
  }, []);
  const modal = pending ? (
    <PlanChoiceModal
      choice={pending.choice}
      message={pending.message}
      onClose={() => setPending(null)}
      onTrialStarted={() => {
        setPending(null);
        pending.retry();
      }}
    />
  ) : null;
  return { offer, modal };
}
