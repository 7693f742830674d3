import { useCallback, useEffect, useState } from 'react';
import type { ShippingOption } from '@common/schemas/store';
import { fetchShippingOptions } from '../api/store-api';

export interface ShippingOptionsState {
  /** null while loading (or before there is anything to load). */
  options: ShippingOption[] | null;
  failed: boolean;
  retry: () => void;
}

/** The shipping options for a country and a number of copies, loaded again when either changes. */
export function useShippingOptions(
  countryCode: string,
  quantity: number,
  enabled: boolean,
): ShippingOptionsState {
  const [loaded, setLoaded] = useState<{ key: string; options: ShippingOption[] | null } | null>(
    null,
  );
  const [attempt, setAttempt] = useState(0);
  const key = `${countryCode}:${quantity}:${attempt}`;

  useEffect(() => {
    if (!enabled || !countryCode || quantity < 1) return;
    let active = true;
    void fetchShippingOptions(countryCode, quantity).then((options) => {
      if (active) setLoaded({ key, options });
    });
    return () => {
      active = false;
    };
  }, [enabled, countryCode, quantity, key]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  // Answers for another country or quantity are never shown: a change clears the list at once.
  const current = loaded?.key === key ? loaded : null;
  return { options: current?.options ?? null, failed: current !== null && !current.options, retry };
}
