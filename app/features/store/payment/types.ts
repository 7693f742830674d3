import type { Ref } from 'react';

export interface ConfirmCardInput {
  /** The `cs` of the print_order answer. */
  clientSecret: string;
  /** The `provider` of the print_order answer: which one made the intent. */
  provider: 'stripe' | 'local';
  billing: { name: string; email: string };
}

export type ConfirmCardResult =
  | { ok: true; paymentIntentId: string }
  /** `message` is the card provider's text, to show as given under the field (SPEC §8). */
  | { ok: false; message: string };

/** What the checkout calls when 'Purchase now' is pressed (through the field's ref). */
export interface CardPaymentHandle {
  confirm(input: ConfirmCardInput): Promise<ConfirmCardResult>;
  /**
   * Brings the field and its error into view and moves focus into the card input (issue 12,
   * point 10), after a declined card: what was typed stays.
   */
  reveal(): void;
}

export interface CardFieldProps {
  ref?: Ref<CardPaymentHandle>;
  /** The last confirm() failure, shown under the field; empty or undefined shows nothing. */
  error?: string | null;
  /** Whether the card details look complete enough to try (for enabling 'Purchase now'). */
  onCompleteChange?: (complete: boolean) => void;
}
