import type { Kysely } from 'kysely';
import type { UserDetails } from '../../../common/schemas/store';
import { countryName, usStateName } from '../../../common/store/countries';
import type { Database } from '../../db/schema';
import type { SignedInAccount } from '../../plugins/session';
import { creditBalance } from '../credits/ledger';

/**
 * The signed-in buyer for the checkout (SPEC §3 user details): credits for teachers, and the
 * address of their latest paid order so a second purchase needs less typing.
 */
export async function userDetails(
  db: Kysely<Database>,
  account: SignedInAccount,
): Promise<UserDetails> {
  const teacher = account.type === 'teacher';
  const lastOrder = await db
    .selectFrom('orders')
    .select(['address_1', 'address_2', 'city', 'zip', 'country_code', 'state_code'])
    .where('buyer_user_id', '=', account.id)
    .where('status', 'in', ['paid', 'in_production', 'shipped'])
    .where('class_order', '=', 0)
    .orderBy('paid_at', 'desc')
    .executeTakeFirst();
  return {
    email: account.email ?? '',
    firstName: account.firstName,
    lastName: account.lastName,
    points: teacher ? await creditBalance(db, account.id) : 0,
    teacher,
    address_1: lastOrder?.address_1 ?? '',
    address_2: lastOrder?.address_2 ?? '',
    city: lastOrder?.city ?? '',
    zip: lastOrder?.zip ?? '',
    countryName: (lastOrder?.country_code && countryName(lastOrder.country_code)) || '',
    stateName: (lastOrder?.state_code && usStateName(lastOrder.state_code)) || '',
  };
}
