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

/**
 * Our own short pieces, in the voice of 7th graders: each prompt has several answers, handed
 * out in turn, so a demo book reads like a class wrote it, not one child eight times.
 */
const STORY_PIECES = [
  {
    title: 'The Neighbor on My Street',
    bodies: [
      'When I read about the Good Samaritan I thought of Mrs. Ellis next door. Her hands shake now, so on Saturdays I carry her groceries up the steps. She always says I do not have to. I think that is exactly why I should. Being a neighbor is not about where you live. It is about who you stop for.',
      'The priest and the Levite were busy. I am busy too, with soccer and homework and my little brothers. But the Samaritan was probably busy as well, and he still stopped. This week a new boy sat alone at lunch. I stopped.',
      'I always thought the Samaritan was brave. Now I think he was mostly paying attention. He saw the man on the road when others looked away. I want to notice people more, especially the quiet ones in our class.',
      'My grandma says mercy costs something. The Samaritan paid with his time, his oil and his money. I do not have much money, but I can give time. I read to my cousin every night now, even when I would rather play games.',
    ],
  },
  {
    title: 'Coming Home',
    bodies: [
      'The father in the story of the Prodigal Son runs. I never noticed that before. He does not wait at the door with his arms crossed. He runs down the road. When I mess up, I picture God running toward me like that, and it makes it easier to say sorry.',
      'I feel a little bad for the older brother. He stayed and worked and nobody threw him a party. But the father goes out to him too. That part made me think God has enough love for both of them, and for me on my grumpy days.',
      'The son had a whole speech ready, and the father did not even let him finish. I rehearse my apologies like that. Maybe I worry too much about the words. Maybe coming home is the important part.',
      'When I moved schools last year I felt far from home for a long time. This story reminds me that you can always turn around. There is a place set for you at the table, even when you think you do not deserve it.',
    ],
  },
] as const;

const JOURNAL_PIECES = [
  {
    title: 'Psalm 23, Monday',
    bodies: [
      'The Lord is my shepherd. Today was loud and busy, and I did not feel very calm. I wrote the first line on my hand so I would see it during the math test. It helped more than I expected.',
      'A shepherd walks in front of the sheep, not behind them. So when I feel lost, maybe God has already gone ahead to the hard part. That made the dentist appointment less scary.',
      'I do not know any real sheep, but our dog follows my mom everywhere because he trusts her. I want to trust like that.',
    ],
  },
  {
    title: 'Psalm 23, Friday',
    bodies: [
      'Green pastures made me think of the field behind church where we play after Mass. Rest is a gift. This week I want to notice the quiet moments instead of filling them with my phone.',
      'Still waters: the lake at my uncle’s cabin early in the morning, before anyone wakes up. I think peace sounds like that. I found a little of it today in the library.',
      'You prepare a table before me. Friday dinner at our house is loud and messy and everyone talks at once. I think God’s table might be a little like ours.',
    ],
  },
] as const;

const MERCY_PIECES = [
  {
    title: 'Feeding the Hungry',
    bodies: [
      'Our class packed two hundred lunches for the shelter downtown. I put an apple and a note in every bag. Mine said: You are loved. I hope someone read it on a hard day.',
      'I was in charge of sandwiches. After fifty my arms hurt, but I kept thinking about who would eat them. Someone hungry is a person with a name, not just a number on a sign-up sheet.',
      'My family brings canned food to the parish pantry every month. This time I went inside and helped stack the shelves. The volunteers knew every visitor by name. That is what mercy looks like to me.',
    ],
  },
] as const;

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
  // Answers are handed out in the order the book prints its authors (by name), so neighbours
  // on a page never share one.
  const named = await trx
    .selectFrom('students')
    .select(['id', 'first_name', 'last_name'])
    .where('id', 'in', everyone)
    .execute();
  const rank = new Map(
    named
      .map((row) => ({ id: row.id, name: `${row.first_name} ${row.last_name}` }))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((row, index) => [row.id, index]),
  );

  const book = async (
    details: { code: string; name: string },
    type: BookType,
    openClassOrder: number,
    pieces: readonly { title: string; bodies: readonly string[] }[],
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
            body: piece.bodies[(rank.get(studentId) ?? 0) % piece.bodies.length] ?? '',
            created_at: at,
          })),
        ),
      )
      .execute();
  };
  await book(DEMO_BOOKS.story, 'story', 0, STORY_PIECES);
  await book(DEMO_BOOKS.journal, 'journal', 0, JOURNAL_PIECES);
  await book(DEMO_BOOKS.classOrder, 'story', 1, MERCY_PIECES);

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
