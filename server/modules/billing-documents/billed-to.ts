import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { BillingAccount } from '../billing/billing-accounts';
import type { BilledTo } from './render-billing-document';

/** Who a document is addressed to: the account's name and email, its school's address, a PO. */
export async function billedToOf(
  db: Kysely<Database>,
  account: BillingAccount,
  poNumber: string | null,
): Promise<BilledTo> {
  const school = account.school_id
    ? await db
        .selectFrom('schools')
        .select(['address_1', 'address_2', 'city', 'state_code', 'zip', 'country_code'])
        .where('id', '=', account.school_id)
        .executeTakeFirst()
    : undefined;
  const address = school
    ? [
        school.address_1,
        school.address_2,
        [school.city, [school.state_code, school.zip].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join(', '),
        school.country_code === 'US' ? null : school.country_code,
      ].filter((line): line is string => Boolean(line))
    : [];
  return { name: account.name, email: account.billing_email, address, poNumber };
}
