import { sql, type Kysely } from 'kysely';

/**
 * Teacher credits are held for an order when it is priced (issue 15, point 1), and the ledger
 * itself forbids holding more than the balance: every row carries the teacher's running
 * balance after it (`balance_after`, checked ≥ 0) and its place in the teacher's sequence
 * (`seq`, unique per teacher). Two writers that read the same last row both try the same
 * `seq`, so one fails: no interleaving can spend a credit twice, on either database.
 *
 * A hold is a negative row of kind `hold` with an expiry. It becomes the redemption when the
 * order is paid (its kind changes; the credits and the running balance stay as they are), or a
 * positive `release` row naming it (`hold_id`, unique: a hold is released at most once) gives
 * the credits back. The table is rebuilt because SQLite cannot drop the old one-redemption-
 * per-order constraint, which a cart re-priced several times (hold, release, hold) would break.
 *
 * Schools get `verified_at`: the flat class-order shipping rate is only for a school address
 * that staff have checked (point 3).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('credit_ledger_v2')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('teacher_id', 'varchar(40)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (col) => col.notNull())
    /** grant, reward, hold, release or redemption. */
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    /** Signed: grants, rewards and releases add; holds and redemptions subtract. */
    .addColumn('credits', 'integer', (col) => col.notNull())
    /** The teacher's spendable credits after this row. */
    .addColumn('balance_after', 'integer', (col) => col.notNull())
    .addColumn('order_id', 'varchar(40)', (col) => col.references('orders.id'))
    /** On a release: the hold it gives back. */
    .addColumn('hold_id', 'varchar(40)')
    /** On a hold: when the sweep releases it if the order is still unpaid. */
    .addColumn('expires_at', 'varchar(40)')
    .addColumn('note', 'varchar(300)')
    .addColumn('created_by', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addUniqueConstraint('credit_ledger_teacher_seq_unique', ['teacher_id', 'seq'])
    .addCheckConstraint('credit_ledger_balance_not_negative', sql`balance_after >= 0`)
    .execute();

  const rows = await sql<{
    id: string;
    teacher_id: string;
    kind: string;
    credits: number;
    order_id: string | null;
    note: string | null;
    created_by: string | null;
    created_at: string;
  }>`select id, teacher_id, kind, credits, order_id, note, created_by, created_at
     from credit_ledger order by teacher_id, created_at, id`.execute(db);
  const running = new Map<string, { seq: number; balance: number }>();
  for (const row of rows.rows) {
    const last = running.get(row.teacher_id) ?? { seq: 0, balance: 0 };
    // Before holds existed a redemption took only what was left, so the balance never fell
    // below zero; max() keeps the check true even for a hand-edited database.
    const next = { seq: last.seq + 1, balance: Math.max(0, last.balance + Number(row.credits)) };
    running.set(row.teacher_id, next);
    await sql`insert into credit_ledger_v2
      (id, teacher_id, seq, kind, credits, balance_after, order_id, note, created_by, created_at)
      values (${row.id}, ${row.teacher_id}, ${next.seq}, ${row.kind}, ${row.credits},
              ${next.balance}, ${row.order_id}, ${row.note}, ${row.created_by}, ${row.created_at})`.execute(
      db,
    );
  }
  await db.schema.dropTable('credit_ledger').execute();
  await db.schema.alterTable('credit_ledger_v2').renameTo('credit_ledger').execute();

  // One redemption per order, however many times payment success is reported.
  await db.schema
    .createIndex('credit_ledger_order_redemption_unique')
    .on('credit_ledger')
    .column('order_id')
    .unique()
    .where(sql.ref('kind'), '=', 'redemption')
    .execute();
  await db.schema
    .createIndex('credit_ledger_hold_unique')
    .on('credit_ledger')
    .column('hold_id')
    .unique()
    .execute();
  await db.schema
    .createIndex('credit_ledger_order_idx')
    .on('credit_ledger')
    .column('order_id')
    .execute();
  await db.schema
    .createIndex('credit_ledger_expiry_idx')
    .on('credit_ledger')
    .columns(['kind', 'expires_at'])
    .execute();

  await db.schema.alterTable('schools').addColumn('verified_at', 'varchar(40)').execute();
  await db.schema.alterTable('schools').addColumn('verified_by', 'varchar(40)').execute();
}

export async function down(): Promise<void> {
  throw new Error('0013-credit-holds cannot be undone: holds have no place in the old ledger');
}
