import { createContext, useContext } from 'react';

/**
 * Offers the priced choice for a refused seating (issue 16, point 2): true when `error` was a
 * 402 with a plan choice and the choice is now shown; `retry` sends the same request again once
 * the plan allows it. Screens of any feature call it; app/features/plan-choice provides it
 * (composed in the routes). Without a provider it offers nothing, and the screen says the error.
 */
export type OfferPlanChoice = (error: unknown, retry: () => void) => boolean;

export const PlanChoiceContext = createContext<OfferPlanChoice>(() => false);

export const useOfferPlanChoice = () => useContext(PlanChoiceContext);
