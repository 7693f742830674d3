import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, OrderBookType } from '../../../db/schema';

/**
 * A published sample book and a paid order of it, written straight to the database, for the
 * fulfilment tests (the browser journeys buy through the real checkout instead).
 */

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** Random letters that cannot collide across runs on the same database. */
export function randomTag(length: number): string {
  return [...randomBytes(length)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

export interface SampleChild {
  firstName: string;
  lastName: string;
  pieces: { title: string; body: string }[];
}

export interface SampleBook {
  id: string;
  name: string;
  classTitle: string;
  schoolName: string;
  children: (SampleChild & { id: string })[];
}

export async function insertSampleBook(
  db: Kysely<Database>,
  {
    teacherId,
    type = 'story',
    children,
  }: { teacherId: string; type?: 'story' | 'journal'; children: SampleChild[] },
): Promise<SampleBook> {
  const now = new Date().toISOString();
  const tag = randomTag(6);
  const schoolId = crypto.randomUUID();
  const schoolName = `St Jerome School ${tag}`;
  await db
    .insertInto('schools')
    .values({
      id: schoolId,
      name: schoolName,
      address_1: '1 Main Street',
      address_2: null,
      city: 'Boston',
      zip: '02108',
      country_code: 'US',
      state_code: 'MA',
      created_at: now,
    })
    .execute();
  const classId = crypto.randomUUID();
  const classTitle = `Grade 5 Theology ${tag}`;
  await db
    .insertInto('classes')
    .values({
      id: classId,
      title: classTitle,
      access_code: `S${randomTag(7)}`,
      teacher_id: teacherId,
      school_id: schoolId,
      created_at: now,
    })
    .execute();
  const id = crypto.randomUUID();
  const name = `Psalms of Our Class ${tag}`;
  await db
    .insertInto('books')
    .values({
      id,
      code: randomTag(5),
      name,
      class_id: classId,
      teacher_id: teacherId,
      type,
      published_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const seeded: SampleBook['children'] = [];
  for (const child of children) {
    const studentId = crypto.randomUUID();
    await db
      .insertInto('students')
      .values({
        id: studentId,
        first_name: child.firstName,
        last_name: child.lastName,
        grade: '5',
        username: `sample.${randomTag(8).toLowerCase()}`,
        email: null,
        password_hash: null,
        login_code_hash: null,
        administrator_id: teacherId,
        google_subject: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db.insertInto('book_students').values({ book_id: id, student_id: studentId }).execute();
    for (const [position, piece] of child.pieces.entries()) {
      await db
        .insertInto('book_pieces')
        .values({
          id: crypto.randomUUID(),
          book_id: id,
          student_id: studentId,
          position,
          title: piece.title,
          body: piece.body,
          created_at: now,
        })
        .execute();
    }
    seeded.push({ id: studentId, ...child });
  }
  return { id, name, classTitle, schoolName, children: seeded };
}

export interface SampleOrder {
  id: string;
  number: string;
  email: string;
}

export async function insertSampleOrder(
  db: Kysely<Database>,
  {
    bookId,
    type,
    items,
    copies,
    buyerUserId = null,
    email = `buyer.${randomTag(8).toLowerCase()}@example.com`,
    status = 'paid',
    createdAt = new Date().toISOString(),
  }: {
    bookId: string;
    type: OrderBookType;
    /** Chosen children and quantities; Standard: one item without a child. */
    items: { studentId: string | null; studentName: string | null; quantity: number }[];
    copies: number;
    buyerUserId?: string | null;
    email?: string;
    status?: 'awaiting_payment' | 'paid' | 'in_production' | 'shipped';
    createdAt?: string;
  },
): Promise<SampleOrder> {
  const id = crypto.randomUUID();
  const number = `LB-S${randomTag(7)}`;
  const unit = type === 'standard' ? 1099 : 1299;
  await db
    .insertInto('orders')
    .values({
      id,
      number,
      book_id: bookId,
      buyer_user_id: buyerUserId,
      email,
      first_name: 'Maria',
      last_name: 'Gonzalez',
      telephone: null,
      address_1: '12 Elm Road',
      address_2: null,
      city: 'Springfield',
      zip: '62701',
      country_code: 'US',
      state_code: 'IL',
      book_type: type,
      copies,
      unit_price_cents: unit,
      books_cents: unit * copies,
      shipping_name: 'Priority Mail',
      shipping_estimated: '3-5 business days',
      shipping_tracking: 1,
      shipping_cents: 799,
      total_cents: unit * copies + 799,
      currency: 'usd',
      status,
      payment_provider: 'local',
      payment_intent_id: `pi_sample_${id}`,
      paid_at: status === 'awaiting_payment' ? null : createdAt,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
  for (const item of items) {
    await db
      .insertInto('order_items')
      .values({
        id: crypto.randomUUID(),
        order_id: id,
        student_id: item.studentId,
        student_name: item.studentName,
        quantity: item.quantity,
      })
      .execute();
  }
  return { id, number, email };
}
