import type { Kysely } from 'kysely';
import type { ShippingOption } from '../../../common/schemas/store';
import { UNITED_STATES } from '../../../common/store/countries';
import { centsToDollars } from '../../../common/store/pricing';
import type { Database, ShippingRatesTable, ShippingZone } from '../../db/schema';

const NORTH_AMERICA = new Set(['CA', 'MX']);

export function shippingZone(countryCode: string): ShippingZone {
  if (countryCode === UNITED_STATES) return 'domestic';
  return NORTH_AMERICA.has(countryCode) ? 'north_america' : 'international';
}

/** The rates that apply to a destination and a number of copies, cheapest service first. */
export async function shippingRatesFor(
  db: Kysely<Database>,
  countryCode: string,
  quantity: number,
): Promise<ShippingRatesTable[]> {
  return db
    .selectFrom('shipping_rates')
    .selectAll()
    .where('zone', '=', shippingZone(countryCode))
    .where('min_quantity', '<=', quantity)
    .where((eb) => eb.or([eb('max_quantity', 'is', null), eb('max_quantity', '>=', quantity)]))
    .orderBy('position')
    .execute();
}

export const toShippingOption = (rate: ShippingRatesTable): ShippingOption => ({
  id: rate.id,
  name: rate.name,
  price: centsToDollars(rate.price_cents),
  estimated: rate.estimated,
  tracking: rate.tracking === 1 ? 'yes' : 'no',
});
