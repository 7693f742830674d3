import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACK_MESSAGES } from '../../../common/copy/workbook-packs';
import type { PackListAnswer, PackUploadAnswer } from '../../../common/schemas/workbook-packs';
import { PACK_LIMITS } from '../../../common/workbooks/pack-schema';
import { testDatabases } from '../../../tests/support/databases';
import {
  type Caller,
  send,
  signedInAdmin,
  signedInStudent,
  signedInUser,
} from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';
import {
  buildPack,
  generatePackKey,
  packActivity,
  signZip,
} from '../../../tests/support/workbook-packs';

const URL = '/api/staff/workbook-packs';
const KEY = generatePackKey('publisher-api');

/**
 * Staff upload publisher workbook packs (issue 16, point 9): verified, stored privately,
 * recorded once per distinct ZIP, audited; nobody else may upload or list them.
 */
for (const database of testDatabases()) {
  describe(`workbook packs on ${database.name}`, () => {
    let app: FastifyInstance;
    let staff: Caller;
    let teacher: Caller;
    let student: Caller;

    beforeAll(async () => {
      app = await buildTestApp(await database.create(), { WORKBOOK_PACK_PUBLIC_KEYS: KEY.setting });
      staff = await signedInAdmin(app);
      teacher = await signedInUser(app);
      student = await signedInStudent(app, teacher.id);
    });
    afterAll(() => app.close());

    const rowsOf = (packId: string) =>
      app.db.selectFrom('workbook_packs').selectAll().where('pack_id', '=', packId).execute();

    it('stores a verified pack privately, lists it and audits the upload', async () => {
      const { envelope, contents } = await buildPack({ key: KEY });
      const packId = contents.manifest.packId as string;
      const response = await send(app, 'POST', URL, staff, envelope);
      expect(response.statusCode).toBe(201);
      const { pack, created } = response.json<PackUploadAnswer>();
      expect(created).toBe(true);
      expect(pack).toMatchObject({
        packId,
        workbookId: 'core-1',
        version: 1,
        activityCount: 2,
        keyId: KEY.keyId,
        status: 'verified',
      });

      const [row] = await rowsOf(packId);
      expect(row!.storage_key).toMatch(/^private\/workbook-packs\/[0-9a-f-]{36}\.json$/);
      expect(row!.uploaded_by).toBe(staff.id);
      const stored = JSON.parse((await app.storage.get(row!.storage_key))!.toString()) as unknown;
      expect(stored).toEqual(envelope);
      // Not reachable by address, whoever asks.
      for (const caller of [undefined, staff, teacher]) {
        const byUrl = await send(app, 'GET', `/files/${row!.storage_key}`, caller);
        expect(byUrl.statusCode).toBe(404);
      }

      const list = await send(app, 'GET', URL, staff);
      expect(list.statusCode).toBe(200);
      expect(list.json<PackListAnswer>().packs.map(({ id }) => id)).toContain(pack.id);

      const audit = await app.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'workbook_pack.uploaded')
        .where('target_id', '=', pack.id)
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actor_id: staff.id, target_type: 'workbook_pack' });
      expect(JSON.parse(audit[0]!.details!)).toMatchObject({
        packId,
        version: 1,
        sha256: pack.sha256,
      });
    });

    it('takes the same bytes again without a second row, file or audit entry', async () => {
      const { envelope, contents } = await buildPack({ key: KEY });
      const first = await send(app, 'POST', URL, staff, envelope);
      const again = await send(app, 'POST', URL, staff, envelope);
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(200);
      const answer = again.json<PackUploadAnswer>();
      expect(answer.created).toBe(false);
      expect(answer.pack).toEqual(first.json<PackUploadAnswer>().pack);
      expect(await rowsOf(contents.manifest.packId as string)).toHaveLength(1);
      const audits = await app.db
        .selectFrom('audit_log')
        .select('id')
        .where('target_id', '=', answer.pack.id)
        .execute();
      expect(audits).toHaveLength(1);
    });

    it('accepts a higher version and refuses the same or a lower one (a replay)', async () => {
      const v2 = await buildPack({ key: KEY, version: 2 });
      const packId = v2.contents.manifest.packId as string;
      expect((await send(app, 'POST', URL, staff, v2.envelope)).statusCode).toBe(201);
      const v3 = await buildPack({ key: KEY, version: 3, packId });
      expect((await send(app, 'POST', URL, staff, v3.envelope)).statusCode).toBe(201);
      // Other bytes (a changed activity) under a version already accepted.
      const replay = await buildPack({
        key: KEY,
        version: 3,
        packId,
        activities: [packActivity(`${packId}-unit-1`, 1, { title: 'Changed after release' })],
      });
      const refused = await send(app, 'POST', URL, staff, replay.envelope);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ errors: { pack: PACK_MESSAGES.replay(packId, 3, 3) } });
      expect((await rowsOf(packId)).map(({ version }) => Number(version)).sort()).toEqual([2, 3]);
    });

    it('refuses a tampered pack with the reason, and stores nothing', async () => {
      const { envelope, zip, contents } = await buildPack({ key: KEY });
      const tampered = Buffer.from(zip);
      tampered[40]! ^= 0xff;
      const response = await send(app, 'POST', URL, staff, {
        ...envelope,
        zip: tampered.toString('base64'),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: { pack: PACK_MESSAGES.badSignature } });
      const stranger = generatePackKey('stranger');
      const unknown = await send(app, 'POST', URL, staff, signZip(zip, stranger));
      expect(unknown.json()).toEqual({ errors: { pack: PACK_MESSAGES.unknownKey('stranger') } });
      expect(await rowsOf(contents.manifest.packId as string)).toHaveLength(0);
    });

    it('refuses a body over the limit before reading it', async () => {
      const response = await send(app, 'POST', URL, staff, {
        format: 'lectio-workbook-pack',
        zip: 'A'.repeat(PACK_LIMITS.bodyBytes + 1),
      });
      expect(response.statusCode).toBe(413);
    });

    it('lets only staff upload or list packs', async () => {
      const { envelope, contents } = await buildPack({ key: KEY });
      const asTeacher = await send(app, 'POST', URL, teacher, envelope);
      expect(asTeacher.statusCode).toBe(403);
      expect(asTeacher.json()).toEqual({ errors: { session: PACK_MESSAGES.forbidden } });
      expect((await send(app, 'POST', URL, student, envelope)).statusCode).toBe(401);
      expect((await send(app, 'POST', URL, undefined, envelope)).statusCode).toBe(401);
      expect((await send(app, 'GET', URL, teacher)).statusCode).toBe(403);
      expect((await send(app, 'GET', URL, student)).statusCode).toBe(401);
      expect((await send(app, 'GET', URL, undefined)).statusCode).toBe(401);
      expect(await rowsOf(contents.manifest.packId as string)).toHaveLength(0);
    });
  });
}

describe('workbook packs without publisher keys', () => {
  it('refuses every upload with a clear message', async () => {
    const app = await buildTestApp('sqlite::memory:');
    try {
      const staff = await signedInAdmin(app);
      const { envelope } = await buildPack({ key: KEY });
      const response = await send(app, 'POST', URL, staff, envelope);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ errors: { pack: PACK_MESSAGES.noKeys } });
    } finally {
      await app.close();
    }
  });

  it('will not start with a key that is not an Ed25519 public key', async () => {
    await expect(
      buildTestApp('sqlite::memory:', { WORKBOOK_PACK_PUBLIC_KEYS: 'k:AAAA' }),
    ).rejects.toThrow(/WORKBOOK_PACK_PUBLIC_KEYS/);
  });
});
