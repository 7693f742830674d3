import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShippingOption } from '@common/schemas/store';
import { fetchJson } from '~/lib/api';
import { STORE_KEYS } from './keys';
import { STORE_API } from './paths';

/** GET /api/store/shipping?countryCode=&quantity= : the rates for that many copies there. */
export const getShippingOptions = (countryCode: string, quantity: number) =>
  fetchJson<ShippingOption[]>(STORE_API.shipping(countryCode, quantity));

export const shippingOptionsQuery = (countryCode: string, quantity: number) =>
  queryOptions({
    queryKey: STORE_KEYS.shipping(countryCode, quantity),
    queryFn: () => getShippingOptions(countryCode, quantity),
  });

export interface ShippingOptionsState {
  /** null while loading (or before there is anything to load). */
  options: ShippingOption[] | null;
  failed: boolean;
  retry: () => void;
}

/**
 * The options for a country and a number of copies, asked again when either changes: the
 * list of another country or quantity is never shown meanwhile.
 */
export function useShippingOptions(
  countryCode: string,
  quantity: number,
  enabled: boolean,
): ShippingOptionsState {
  const { data, isError, refetch } = useQuery({
    ...shippingOptionsQuery(countryCode, quantity),
    enabled: enabled && countryCode !== '' && quantity >= 1,
  });
  return { options: data ?? null, failed: isError, retry: () => void refetch() };
}
