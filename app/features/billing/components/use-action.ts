import { useState } from 'react';

/**
 * One button's call: whether it is running, and its failure message. The call answers an error
 * message or null; while it runs the button is disabled and says so.
 */
export function useAction<TInput extends unknown[]>(
  call: (...input: TInput) => Promise<string | null>,
) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(...input: TInput) {
    setBusy(true);
    setError(null);
    const failure = await call(...input);
    setBusy(false);
    setError(failure);
    return failure;
  }
  return { busy, error, run };
}
