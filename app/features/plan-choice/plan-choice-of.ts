import type { PlanChoice } from '@common/billing/choice';
import { planRequiredAnswerSchema } from '@common/schemas/billing';
import { ApiError } from '~/lib/api';

/** The priced choice a refused seating carries (HTTP 402), with its message; else null. */
export function planChoiceOf(error: unknown): { choice: PlanChoice; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 402) return null;
  const parsed = planRequiredAnswerSchema.safeParse(error.body);
  if (!parsed.success) return null;
  const message = parsed.data.errors.plan ?? Object.values(parsed.data.errors)[0] ?? '';
  return { choice: parsed.data.planChoice, message };
}
