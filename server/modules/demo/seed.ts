import type { Kysely } from 'kysely';
import type { FileStorage } from '../../adapters/storage/storage';
import { hashPassword } from '../../lib/passwords';
import { ACADEMY_DEMO_ACCOUNTS } from '../academy/demo/demo-accounts';
import { seedAcademyDemo } from '../academy/demo/seed-academy-demo';
import { storeAcademyDemoFiles } from '../academy/demo/store-demo-files';
import { findFfmpeg } from '../media/ffmpeg/find-ffmpeg';
import { loginCodeExpiry } from '../roster/login-codes';
import { seedStoreDemo } from '../store/seed-demo';
import type { Database } from '../../db/schema';
import { accountForOwner } from '../billing/billing-accounts';
import { recountSeats } from '../billing/count-seats';

const SEED_MARKER = 'demo_data_seeded_at';

/** The demo accounts the README lists (all share one password; every email is confirmed). */
export const DEMO_PASSWORD = 'LectioDemo1';
export const DEMO_ACCOUNTS = {
  teacher: { email: 'teacher@demo.lectio.app', firstName: 'Thomas', lastName: 'Reyes' },
  parent: { email: 'parent@demo.lectio.app', firstName: 'Lucia', lastName: 'Gomez' },
  admin: { email: 'admin@demo.lectio.app', firstName: 'Anne', lastName: 'Carter' },
  student: { username: 'maria.g', firstName: 'Maria', lastName: 'Gomez', grade: '7' },
  /** Has no password yet: the teacher-issued login code leads to set-password. */
  secondStudent: {
    username: 'jonah.b',
    firstName: 'Jonah',
    lastName: 'Brooks',
    grade: '7',
    loginCode: 'HOPE-2741',
  },
} as const;
/** Class Access Codes use letters and digits that cannot be mistaken for one another. */
export const ACCESS_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const DEMO_CLASS = {
  title: 'Theology 7A',
  accessCode: 'K7Q4M',
  /** A class invitation for student sign-up: /auth/student/signup?i=JOIN-7A-2026. */
  invitationCode: 'JOIN-7A-2026',
} as const;

export class DemoSeedRefused extends Error {
  override name = 'DemoSeedRefused';
  constructor() {
    super(
      'Demo data is never seeded in production: its accounts, a platform admin among them, share the password printed in the README',
    );
  }
}

/**
 * The FFmpeg the seed renders the Academy's title video with. None in tests: they build apps
 * by the hundred and rendering takes seconds (the seed's own test renders it); their courses
 * go without the video block, as on a machine without FFmpeg.
 */
export function demoVideoFfmpegPath(config: {
  NODE_ENV: string;
  FFMPEG_PATH?: string | undefined;
}) {
  if (config.NODE_ENV === 'test') return null;
  return findFfmpeg({ configuredPath: config.FFMPEG_PATH })?.path ?? null;
}

export interface DemoSeedOptions {
  production?: boolean;
  /**
   * Where the Academy demo's files go (its handout, covers and, with FFmpeg, its title video).
   * Without it the courses are seeded without the blocks that need a file.
   */
  files?: { storage: FileStorage; ffmpegPath: string | null };
}

/**
 * Fills an empty database with the demo data listed in the README. It runs once: the marker
 * row makes a second boot (or a second instance) skip it, and the primary key on the marker
 * means two instances racing at first boot cannot both seed. Production refuses it outright
 * (the configuration already does; this holds for any other caller).
 */
export async function seedDemoData(
  db: Kysely<Database>,
  now = new Date(),
  { production = false, files }: DemoSeedOptions = {},
): Promise<boolean> {
  if (production) throw new DemoSeedRefused();
  const existing = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', SEED_MARKER)
    .executeTakeFirst();
  if (existing) return false;
  // Before the transaction: the video takes seconds to render. Two instances racing here
  // store the same bytes under the same keys.
  const storedKeys = files
    ? await storeAcademyDemoFiles(files.storage, files.ffmpegPath)
    : new Set<string>();
  // One hash for every demo account keeps the first boot fast.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const loginCodeHash = await hashPassword(DEMO_ACCOUNTS.secondStudent.loginCode);
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('app_meta')
      .values({ key: SEED_MARKER, value: at, updated_at: at })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) !== 1) return false;

    const ids = {
      teacher: crypto.randomUUID(),
      parent: crypto.randomUUID(),
      admin: crypto.randomUUID(),
      student: crypto.randomUUID(),
      secondStudent: crypto.randomUUID(),
      class: crypto.randomUUID(),
      instructor: crypto.randomUUID(),
      participant: crypto.randomUUID(),
      inquirer: crypto.randomUUID(),
    };
    const user = (
      id: string,
      account: { email: string; firstName: string; lastName: string },
      accountType: 'teacher' | 'parent' | 'participant',
      isPlatformAdmin = 0,
    ) => ({
      id,
      email: account.email,
      second_email: null,
      first_name: account.firstName,
      last_name: account.lastName,
      account_type: accountType,
      password_hash: passwordHash,
      email_confirmed_at: at,
      is_platform_admin: isPlatformAdmin,
      school_id: null,
      is_school_admin: 0,
      referral_r: null,
      referral_rc: null,
      created_at: at,
      updated_at: at,
    });
    await trx
      .insertInto('users')
      .values([
        user(ids.teacher, DEMO_ACCOUNTS.teacher, 'teacher'),
        user(ids.parent, DEMO_ACCOUNTS.parent, 'parent'),
        user(ids.admin, DEMO_ACCOUNTS.admin, 'teacher', 1),
        user(ids.instructor, ACADEMY_DEMO_ACCOUNTS.instructor, 'teacher'),
        user(ids.participant, ACADEMY_DEMO_ACCOUNTS.participant, 'participant'),
        user(ids.inquirer, ACADEMY_DEMO_ACCOUNTS.inquirer, 'participant'),
      ])
      .execute();
    await trx
      .insertInto('classes')
      .values({
        id: ids.class,
        title: DEMO_CLASS.title,
        access_code: DEMO_CLASS.accessCode,
        teacher_id: ids.teacher,
        created_at: at,
      })
      .execute();
    const { student, secondStudent } = DEMO_ACCOUNTS;
    const studentRow = (
      id: string,
      account: { username: string; firstName: string; lastName: string; grade: string },
      hashes: { password: string | null; loginCode: string | null },
    ) => ({
      id,
      first_name: account.firstName,
      last_name: account.lastName,
      grade: account.grade,
      username: account.username,
      email: null,
      password_hash: hashes.password,
      login_code_hash: hashes.loginCode,
      // Like any code a teacher hands out, the demo code ends (from the first boot).
      login_code_expires_at: hashes.loginCode ? loginCodeExpiry(now) : null,
      administrator_id: ids.teacher,
      google_subject: null,
      created_at: at,
      updated_at: at,
    });
    await trx
      .insertInto('students')
      .values([
        studentRow(ids.student, student, { password: passwordHash, loginCode: null }),
        studentRow(ids.secondStudent, secondStudent, { password: null, loginCode: loginCodeHash }),
      ])
      .execute();
    await trx
      .insertInto('class_students')
      .values([
        { class_id: ids.class, student_id: ids.student, joined_at: at },
        { class_id: ids.class, student_id: ids.secondStudent, joined_at: at },
      ])
      .execute();
    await trx
      .insertInto('invitations')
      .values({
        id: crypto.randomUUID(),
        code: DEMO_CLASS.invitationCode,
        class_id: ids.class,
        created_by: ids.teacher,
        email: null,
        expires_at: null,
        used_at: null,
        created_at: at,
      })
      .execute();
    await trx
      .insertInto('parent_students')
      .values({ parent_id: ids.parent, student_id: ids.student, created_at: at })
      .execute();
    await seedStoreDemo(
      trx,
      { teacher: ids.teacher, class: ids.class, students: [ids.student, ids.secondStudent] },
      at,
    );
    await seedAcademyDemo(
      trx,
      {
        instructor: ids.instructor,
        coInstructor: ids.teacher,
        participant: ids.participant,
        inquirer: ids.inquirer,
      },
      { now, storedKeys },
    );
    await seedDemoBilling(trx, ids.teacher, now);
    return true;
  });
}

/**
 * The demo teacher's classes hold more than five students (issue 16), so their billing account
 * is on Standard: annual, active on the local provider, for a year from the seed, billed for the
 * students counted. Seeding it twice changes nothing but the count.
 */
export async function seedDemoBilling(
  trx: Kysely<Database>,
  teacherId: string,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const periodEnd = new Date(now);
  periodEnd.setUTCFullYear(periodEnd.getUTCFullYear() + 1);
  const standard = {
    plan: 'standard',
    status: 'active',
    period: 'year',
    provider: 'local',
    current_period_start: at,
    current_period_end: periodEnd.toISOString(),
    updated_at: at,
  } as const;
  const owner = await trx
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email'])
    .where('id', '=', teacherId)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('billing_accounts')
    .values({
      id: crypto.randomUUID(),
      kind: 'teacher',
      user_id: teacherId,
      school_id: null,
      name: `${owner.first_name} ${owner.last_name}`,
      billing_email: owner.email,
      trial_ends_at: null,
      seats_counted_at: null,
      provider_customer_id: null,
      provider_subscription_id: null,
      po_number: null,
      past_due_since: null,
      paused_at: null,
      created_at: at,
      ...standard,
    })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(standard))
    .execute();
  const account = await accountForOwner(trx, teacherId, now);
  const seats = await recountSeats(trx, account.id, now);
  await trx
    .updateTable('billing_accounts')
    .set({ seats_billed: seats })
    .where('id', '=', account.id)
    .execute();
}
