import type { Kysely } from 'kysely';

/**
 * The bookstore (issue 4): schools and their shipping address, published books with the
 * children and the writing in them, the shipping rate table, orders with their items and
 * payments, the teacher credit ledger, the local test payment provider's intents and the
 * provider events already handled. Money is integer cents; flags are integers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('schools')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('address_1', 'varchar(200)', (col) => col.notNull())
    .addColumn('address_2', 'varchar(200)')
    .addColumn('city', 'varchar(120)', (col) => col.notNull())
    .addColumn('zip', 'varchar(20)', (col) => col.notNull())
    .addColumn('country_code', 'varchar(2)', (col) => col.notNull())
    .addColumn('state_code', 'varchar(10)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();

  await db.schema
    .alterTable('classes')
    .addColumn('school_id', 'varchar(40)', (col) => col.references('schools.id'))
    .execute();

  await db.schema
    .createTable('books')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    /** The 5-character store code parents type (SPEC §2.7). */
    .addColumn('code', 'varchar(5)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('class_id', 'varchar(40)', (col) =>
      col.notNull().references('classes.id').onDelete('cascade'),
    )
    .addColumn('teacher_id', 'varchar(40)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('type', 'varchar(10)', (col) => col.notNull())
    .addColumn('open_class_order', 'integer', (col) => col.notNull().defaultTo(0))
    /** Null while unpublished: the store finds only published books. */
    .addColumn('published_at', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('books_class_idx').on('books').column('class_id').execute();

  await db.schema
    .createTable('book_students')
    .addColumn('book_id', 'varchar(40)', (col) =>
      col.notNull().references('books.id').onDelete('cascade'),
    )
    .addColumn('student_id', 'varchar(40)', (col) =>
      col.notNull().references('students.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('book_students_pk', ['book_id', 'student_id'])
    .execute();

  // The writing as published: a snapshot, so the printed book is what the teacher approved
  // even if the draft changes later.
  await db.schema
    .createTable('book_pieces')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('book_id', 'varchar(40)', (col) =>
      col.notNull().references('books.id').onDelete('cascade'),
    )
    .addColumn('student_id', 'varchar(40)', (col) =>
      col.notNull().references('students.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('book_pieces_book_idx')
    .on('book_pieces')
    .columns(['book_id', 'student_id', 'position'])
    .execute();

  await db.schema
    .createTable('shipping_rates')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    /** 'domestic' (US), 'north_america' (CA, MX) or 'international'. */
    .addColumn('zone', 'varchar(20)', (col) => col.notNull())
    /** untracked, priority, ground, expedited, express. */
    .addColumn('service', 'varchar(20)', (col) => col.notNull())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('min_quantity', 'integer', (col) => col.notNull())
    /** Null: no upper bound. */
    .addColumn('max_quantity', 'integer')
    .addColumn('price_cents', 'integer', (col) => col.notNull())
    .addColumn('estimated', 'varchar(100)', (col) => col.notNull())
    .addColumn('tracking', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('shipping_rates_zone_idx')
    .on('shipping_rates')
    .columns(['zone', 'min_quantity'])
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    /** Human order number shown in emails and on the status page, e.g. 'LB-100042'. */
    .addColumn('number', 'varchar(20)', (col) => col.notNull().unique())
    .addColumn('book_id', 'varchar(40)', (col) => col.notNull().references('books.id'))
    .addColumn('buyer_user_id', 'varchar(40)', (col) =>
      col.references('users.id').onDelete('set null'),
    )
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('first_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('last_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('telephone', 'varchar(40)')
    .addColumn('address_1', 'varchar(200)')
    .addColumn('address_2', 'varchar(200)')
    .addColumn('city', 'varchar(120)')
    .addColumn('zip', 'varchar(20)')
    .addColumn('country_code', 'varchar(2)')
    .addColumn('state_code', 'varchar(10)')
    /** premium, standard or journal. */
    .addColumn('book_type', 'varchar(10)', (col) => col.notNull())
    .addColumn('class_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('copies', 'integer', (col) => col.notNull())
    .addColumn('unit_price_cents', 'integer', (col) => col.notNull())
    /** copies × unit price, before credits. */
    .addColumn('books_cents', 'integer', (col) => col.notNull())
    .addColumn('credits_redeemed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('credit_discount_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('shipping_rate_id', 'varchar(40)')
    .addColumn('shipping_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('shipping_estimated', 'varchar(100)')
    .addColumn('shipping_tracking', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('shipping_cents', 'integer', (col) => col.notNull())
    .addColumn('total_cents', 'integer', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    /** awaiting_payment → paid → in_production → shipped, or cancelled. */
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('payment_provider', 'varchar(10)', (col) => col.notNull())
    /** The intent of this cart (the client's stored print_pi_id). */
    .addColumn('payment_intent_id', 'varchar(100)', (col) => col.unique())
    .addColumn('tracking_number', 'varchar(100)')
    /** Storage key of the print-ready PDF once generated. */
    .addColumn('pdf_key', 'varchar(300)')
    .addColumn('paid_at', 'varchar(40)')
    .addColumn('in_production_at', 'varchar(40)')
    .addColumn('shipped_at', 'varchar(40)')
    .addColumn('cancelled_at', 'varchar(40)')
    .addColumn('confirmation_sent_at', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('orders_status_idx').on('orders').column('status').execute();
  await db.schema.createIndex('orders_buyer_idx').on('orders').column('buyer_user_id').execute();
  await db.schema.createIndex('orders_book_idx').on('orders').column('book_id').execute();

  await db.schema
    .createTable('order_items')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('order_id', 'varchar(40)', (col) =>
      col.notNull().references('orders.id').onDelete('cascade'),
    )
    /** Null for a Standard book (the whole class's book, no chosen child). */
    .addColumn('student_id', 'varchar(40)', (col) =>
      col.references('students.id').onDelete('set null'),
    )
    /** First name and last initial, as the store shows it. */
    .addColumn('student_name', 'varchar(200)')
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('order_items_order_idx')
    .on('order_items')
    .column('order_id')
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('order_id', 'varchar(40)', (col) =>
      col.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('provider', 'varchar(10)', (col) => col.notNull())
    .addColumn('intent_id', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('status', 'varchar(40)', (col) => col.notNull())
    .addColumn('succeeded_at', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('credit_ledger')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('teacher_id', 'varchar(40)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    /** grant, reward or redemption. */
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    /** Signed: grants and rewards add, redemptions subtract. */
    .addColumn('credits', 'integer', (col) => col.notNull())
    .addColumn('order_id', 'varchar(40)', (col) => col.references('orders.id'))
    .addColumn('note', 'varchar(300)')
    .addColumn('created_by', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    // One redemption per order, however many times payment success is reported.
    .addUniqueConstraint('credit_ledger_order_kind_unique', ['order_id', 'kind'])
    .execute();
  await db.schema
    .createIndex('credit_ledger_teacher_idx')
    .on('credit_ledger')
    .column('teacher_id')
    .execute();

  // The local test provider (never in production) keeps Stripe's PaymentIntent lifecycle here,
  // so two instances behind a load balancer see the same intents.
  await db.schema
    .createTable('local_payment_intents')
    .addColumn('id', 'varchar(60)', (col) => col.primaryKey())
    .addColumn('client_secret_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('status', 'varchar(40)', (col) => col.notNull())
    .addColumn('last_error', 'varchar(300)')
    .addColumn('idempotency_key', 'varchar(200)', (col) => col.unique())
    /** JSON text. */
    .addColumn('metadata', 'text')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .execute();

  // Provider events already handled: a webhook delivered twice is acted on once.
  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'varchar(100)', (col) => col.primaryKey())
    .addColumn('type', 'varchar(100)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'payment_events',
    'local_payment_intents',
    'credit_ledger',
    'payments',
    'order_items',
    'orders',
    'shipping_rates',
    'book_pieces',
    'book_students',
    'books',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('classes').dropColumn('school_id').execute();
  await db.schema.dropTable('schools').execute();
}
