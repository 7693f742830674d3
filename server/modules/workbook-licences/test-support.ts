import type { FastifyInstance } from 'fastify';
import type { BillingStatus, CollectionMethod } from '../../../common/billing/plans';
import { PAYMENT_API } from '../../../common/schemas/payments';
import {
  insertClass,
  send,
  signedInStudent,
  signedInUser,
  type Caller,
} from '../../../tests/support/factories';
import { accountForOwner } from '../billing/billing-accounts';

/** Helpers shared by the workbook licence tests (not a test file itself). */

/** The workbook the tests buy licences for. */
export const COURSE_I = 'core-1';

/** A card the local payment double takes. */
export const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

/**
 * A signed-in teacher with these classes (their titles, then so many students each), on a
 * billing account with this status (Small Class when free, else Standard) and collection method.
 */
export async function teacherWithClasses(
  app: FastifyInstance,
  classes: readonly { title: string; students: number }[],
  status: BillingStatus,
  collection: CollectionMethod,
) {
  const teacher = await signedInUser(app);
  const classIds: string[] = [];
  for (const { title } of classes) classIds.push(await insertClass(app, teacher.id, title));
  const students: Caller[][] = [];
  for (const [index, klass] of classes.entries()) {
    const roster: Caller[] = [];
    for (let i = 0; i < klass.students; i++)
      roster.push(await signedInStudent(app, teacher.id, [classIds[index]!]));
    students.push(roster);
  }
  const account = await accountForOwner(app.db, teacher.id);
  await app.db
    .updateTable('billing_accounts')
    .set({
      plan: status === 'free' ? 'small' : 'standard',
      status,
      collection_method: collection,
    })
    .where('id', '=', account.id)
    .execute();
  return { teacher, classIds, students, accountId: account.id };
}

/** Pays a purchase's card payment through the local payment double, as the card field does. */
export const payByCard = (app: FastifyInstance, clientSecret: string) =>
  send(app, 'POST', PAYMENT_API.localConfirm, undefined, {
    clientSecret,
    card: GOOD_CARD,
    billing: { name: 'Ann Teacher', email: '' },
  });
