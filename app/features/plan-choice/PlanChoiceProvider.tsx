import type { ReactNode } from 'react';
import { PlanChoiceContext } from '~/lib/plan-choice';
import { usePlanChoice } from './use-plan-choice';

/**
 * Gives the screens below it the priced choice (`useOfferPlanChoice` from ~/lib/plan-choice):
 * one modal for every roster screen, composed by the teacher's routes.
 */
export function PlanChoiceProvider({ children }: { children: ReactNode }) {
  const { offer, modal } = usePlanChoice();
  return (
    <PlanChoiceContext.Provider value={offer}>
      {children}
      {modal}
    </PlanChoiceContext.Provider>
  );
}
