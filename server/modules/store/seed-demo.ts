import type { Transaction } from 'kysely';
import type { BookType, Database } from '../../db/schema';

/** The demo store books the README lists (codes use the Access Code alphabet). */
export const DEMO_BOOKS = {
  story: { code: 'GRACE', name: 'Stories of Grace' },
  journal: { code: 'PSA23', name: 'Walking with the Psalms' },
  classOrder: { code: 'MERCY', name: 'Works of Mercy' },
} as const;
export const DEMO_TEACHER_CREDITS = 52;

/** More of Theology 7A, so the bookstore's child search has someone to find. */
const MORE_STUDENTS = [
  ['Mateo', 'Alvarez'],
  ['Grace', 'Okafor'],
  ['Sofia', 'Martin'],
  ['Samuel', 'Nguyen'],
  ['Ruth', 'Kowalski'],
  ['Marcus', 'Bell'],
] as const;

/** Our own short pieces, in the voice of 7th graders. */
const STORY_PIECES = [
  {
    title: 'The Neighbor on My Street',
    body: 'When I read about the Good Samaritan I thought of Mrs. Ellis next door. Her hands shake now, so on Saturdays I carry her groceries up the steps. She always says I do not have to. I think that is exactly why I should. Being a neighbor is not about where you live. It is about who you stop for.',
  },
  {
    title: 'Coming Home',
    body: 'The father in the story of the Prodigal Son runs. I never noticed that before. He does not wait at the door with his arms crossed. He runs down the road. When I mess up, I picture God running toward me like that, and it makes it easier to say sorry.',
  },
] as const;

const JOURNAL_PIECES = [
  {
    title: 'Psalm 23, Monday',
    body: 'The Lord is my shepherd. Today was loud and busy, and I did not feel very calm. I wrote the first line on my hand so I would see it during the math test. It helped more than I expected.',
  },
  {
    title: 'Psalm 23, Friday',
    body: 'Green pastures made me think of the field behind church where we play after Mass. Rest is a gift. This week I want to notice the quiet moments instead of filling them with my phone.',
  },
] as const;

const MERCY_PIECE = {
  title: 'Feeding the Hungry',
  body: 'Our class packed two hundred lunches for the shelter downtown. I put an apple and a note in every bag. Mine said: You are loved. I hope someone read it on a hard day.',
};

/**
 * Store demo data on the demo class (called by seedDemoData inside its transaction): the
 * school, three published books and a credit grant for the demo teacher.
 */
export async function seedStoreDemo(
  trx: Transaction<Database>,
  ids: { teacher: string; class: string; students: string[] },
  at: string,
): Promise<void> {
  const schoolId = crypto.randomUUID();
  await trx
    .insertInto('schools')
    .values({
      id: schoolId,
      name: 'St. Brigid Catholic School',
      address_1: '410 Orchard Street',
      address_2: null,
      city: 'Springfield',
      zip: '62704',
      country_code: 'US',
      state_code: 'IL',
      // The demo school's address is known good, so its class order ships at the flat rate.
      verified_at: at,
      verified_by: null,
      created_at: at,
    })
    .execute();
  await trx
    .updateTable('classes')
    .set({ school_id: schoolId })
    .where('id', '=', ids.class)
    .execute();

  const extra = MORE_STUDENTS.map(([firstName, lastName]) => ({
    id: crypto.randomUUID(),
    first_name: firstName,
    last_name: lastName,
    grade: '7',
    username: `${firstName.toLowerCase()}.${lastName.charAt(0).toLowerCase()}`,
    email: null,
    password_hash: null,
    login_code_hash: null,
    administrator_id: ids.teacher,
    google_subject: null,
    created_at: at,
    updated_at: at,
  }));
  await trx.insertInto('students').values(extra).execute();
  await trx
    .insertInto('class_students')
    .values(
      extra.map((student) => ({ class_id: ids.class, student_id: student.id, joined_at: at })),
    )
    .execute();
  const everyone = [...ids.students, ...extra.map((student) => student.id)];

  const book = async (
    details: { code: string; name: string },
    type: BookType,
    openClassOrder: number,
    pieces: readonly { title: string; body: string }[],
  ) => {
    const bookId = crypto.randomUUID();
    await trx
      .insertInto('books')
      .values({
        id: bookId,
        code: details.code,
        name: details.name,
        class_id: ids.class,
        teacher_id: ids.teacher,
        type,
        open_class_order: openClassOrder,
        published_at: at,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await trx
      .insertInto('book_students')
      .values(everyone.map((studentId) => ({ book_id: bookId, student_id: studentId })))
      .execute();
    await trx
      .insertInto('book_pieces')
      .values(
        everyone.flatMap((studentId) =>
          pieces.map((piece, position) => ({
            id: crypto.randomUUID(),
            book_id: bookId,
            student_id: studentId,
            position,
            title: piece.title,
            body: piece.body,
            created_at: at,
          })),
        ),
      )
      .execute();
  };
  await book(DEMO_BOOKS.story, 'story', 0, STORY_PIECES);
  await book(DEMO_BOOKS.journal, 'journal', 0, JOURNAL_PIECES);
  await book(DEMO_BOOKS.classOrder, 'story', 1, [MERCY_PIECE]);

  await trx
    .insertInto('credit_ledger')
    .values({
      id: crypto.randomUUID(),
      teacher_id: ids.teacher,
      seq: 1,
      kind: 'grant',
      credits: DEMO_TEACHER_CREDITS,
      balance_after: DEMO_TEACHER_CREDITS,
      order_id: null,
      hold_id: null,
      expires_at: null,
      note: 'Welcome credits',
      created_by: null,
      created_at: at,
    })
    .execute();
}
