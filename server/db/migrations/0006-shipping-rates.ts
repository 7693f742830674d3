import type { Kysely } from 'kysely';

/**
 * The shipping rate table's starting levels (issue 4, point 9): five services in three zones,
 * priced by quantity band. Staff can change the rows later; this is reference data every
 * environment needs, so it lives in a migration rather than in the demo seed.
 */
const BANDS: ReadonlyArray<readonly [number, number | null]> = [
  [1, 2],
  [3, 5],
  [6, 10],
  [11, 25],
  [26, null],
];

/** Domestic prices in cents per band; other zones scale them. */
const SERVICES = [
  {
    service: 'untracked',
    name: 'Untracked Mail',
    estimated: '6-10 business days',
    tracking: 0,
    cents: [399, 599, 899, 1499, 2499],
  },
  {
    service: 'ground',
    name: 'Ground',
    estimated: '4-7 business days',
    tracking: 1,
    cents: [599, 849, 1199, 1899, 2999],
  },
  {
    service: 'priority',
    name: 'Priority Mail',
    estimated: '2-4 business days',
    tracking: 1,
    cents: [799, 1099, 1499, 2299, 3599],
  },
  {
    service: 'expedited',
    name: 'Expedited',
    estimated: '2 business days',
    tracking: 1,
    cents: [1299, 1699, 2299, 3299, 4999],
  },
  {
    service: 'express',
    name: 'Express',
    estimated: '1 business day',
    tracking: 1,
    cents: [2499, 2999, 3799, 4999, 7499],
  },
] as const;

const ZONES = [
  { zone: 'domestic', factor: 1, extraDays: 0 },
  { zone: 'north_america', factor: 1.6, extraDays: 2 },
  { zone: 'international', factor: 2.4, extraDays: 5 },
] as const;

/** Scaled prices end in 99 cents, like the domestic ones. */
const scale = (cents: number, factor: number) => Math.round((cents * factor) / 100) * 100 - 1;

const later = (estimated: string, extraDays: number) =>
  extraDays === 0
    ? estimated
    : estimated.replace(/^(\d+)(-(\d+))?/, (_all, low: string, _range, high?: string) =>
        high
          ? `${Number(low) + extraDays}-${Number(high) + extraDays}`
          : `${Number(low) + extraDays}-${Number(low) + extraDays + 2}`,
      );

export function shippingRateRows() {
  return ZONES.flatMap(({ zone, factor, extraDays }) =>
    SERVICES.flatMap((service, serviceIndex) =>
      BANDS.map(([min, max], bandIndex) => ({
        id: `${zone}-${service.service}-${bandIndex + 1}`,
        zone,
        service: service.service,
        name: service.name,
        min_quantity: min,
        max_quantity: max,
        price_cents: scale(service.cents[bandIndex]!, factor),
        estimated: later(service.estimated, extraDays),
        tracking: service.tracking,
        position: serviceIndex + 1,
      })),
    ),
  );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await (db as Kysely<{ shipping_rates: ReturnType<typeof shippingRateRows>[number] }>)
    .insertInto('shipping_rates')
    .values(shippingRateRows())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await (db as Kysely<{ shipping_rates: { id: string } }>).deleteFrom('shipping_rates').execute();
}
