import { createPublicKey, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PACK_MESSAGES } from '../../../common/copy/workbook-packs';
import { PACK_LIMITS, passagePagesText } from '../../../common/workbooks/pack-schema';
import { AppError } from '../../errors';
import {
  activityJson,
  buildPack,
  entriesOf,
  generatePackKey,
  packActivity,
  packContents,
  renameInZip,
  sha256,
  signZip,
  zipOf,
  type PackContents,
  type ZipEntry,
} from '../../../tests/support/workbook-packs';
import { parsePackKeys, verifyPack, type VerifyOptions } from './verify-pack';

const KEY = generatePackKey('publisher-test');
const OTHER = generatePackKey('publisher-other');
const keys = parsePackKeys(`${KEY.setting}, ${OTHER.setting}`);
const options: VerifyOptions = { keys, lastVersion: () => null };

/** The refusal's status and message, or 'accepted'. */
async function outcome(input: unknown, verifyOptions = options) {
  try {
    await verifyPack(input, verifyOptions);
    return 'accepted';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.status, message: error.errors.pack };
  }
}

const signed = async (entries: ZipEntry[]) => signZip(await zipOf(entries), KEY);
const withEntries = async (change: (entries: ZipEntry[], contents: PackContents) => ZipEntry[]) => {
  const contents = packContents();
  return signed(change(entriesOf(contents), contents));
};
const refusal = (message: string, status = 400) => ({ status, message });

describe('verifyPack accepts', () => {
  it('a pack built and signed at test time, with its manifest, activities and SHA-256', async () => {
    const { envelope, contents, zip } = await buildPack({ key: KEY });
    const pack = await verifyPack(envelope, options);
    expect(pack.manifest).toEqual(contents.manifest);
    expect(pack.activities.map(({ id }) => id)).toEqual(contents.activities.map(({ id }) => id));
    expect(pack.activities[0]).toMatchObject({
      passageText: null,
      passagePages: { from: 12, to: 15 },
    });
    expect(pack.sha256).toBe(sha256(zip));
    expect(pack.keyId).toBe(KEY.keyId);
  });

  it('a version above the last one accepted, and a PEM key', async () => {
    const pem = generatePackKey('pem-key');
    const pemPublic = createPublicKey(pem.privateKey)
      .export({ format: 'pem', type: 'spki' })
      .toString()
      .replace(/\n/g, '\\n');
    const { envelope } = await buildPack({ key: pem, version: 4 });
    expect(
      await outcome(envelope, {
        keys: parsePackKeys(`pem-key:${pemPublic}`),
        lastVersion: () => 3,
      }),
    ).toBe('accepted');
  });

  it('a ZIP whose files are stored without compression', async () => {
    const contents = packContents();
    const zip = await zipOf(entriesOf(contents).map((entry) => ({ ...entry, store: true })));
    expect(zip.includes(Buffer.from('"formatVersion": 1'))).toBe(true);
    expect(await outcome(signZip(zip, KEY))).toBe('accepted');
  });

  it('says what a student reads instead of a passage left out', () => {
    expect(passagePagesText({ from: 12, to: 15 })).toBe('Read pages 12\u201315 in your workbook');
    expect(passagePagesText({ from: 7, to: 7 })).toBe('Read page 7 in your workbook');
  });
});

describe('verifyPack refuses', () => {
  it('every pack when no publisher key is configured', async () => {
    const { envelope } = await buildPack({ key: KEY });
    expect(await outcome(envelope, { keys: new Map(), lastVersion: () => null })).toEqual(
      refusal(PACK_MESSAGES.noKeys, 403),
    );
  });

  it('a file that is not the envelope, or an envelope version it does not read', async () => {
    const { envelope } = await buildPack({ key: KEY });
    expect(await outcome('PK\u0003\u0004')).toEqual(refusal(PACK_MESSAGES.badEnvelope));
    expect(await outcome({ ...envelope, signature: undefined })).toEqual(
      refusal(PACK_MESSAGES.badEnvelope),
    );
    expect(await outcome({ ...envelope, extra: 1 })).toEqual(refusal(PACK_MESSAGES.badEnvelope));
    expect(await outcome({ ...envelope, zip: `${envelope.zip.slice(0, -4)}@@@=` })).toEqual(
      refusal(PACK_MESSAGES.badEnvelope),
    );
    expect(await outcome({ ...envelope, envelopeVersion: 2 })).toEqual(
      refusal(PACK_MESSAGES.envelopeVersion),
    );
  });

  it('a key id that is not trusted', async () => {
    const stranger = generatePackKey('stranger');
    const { envelope } = await buildPack({ key: stranger });
    expect(await outcome(envelope)).toEqual(refusal(PACK_MESSAGES.unknownKey('stranger')));
  });

  it('a pack signed with another key than the one it names', async () => {
    const { zip } = await buildPack({ key: KEY });
    expect(await outcome(signZip(zip, OTHER, KEY.keyId))).toEqual(
      refusal(PACK_MESSAGES.badSignature),
    );
  });

  it('a ZIP with one byte changed after signing', async () => {
    const { envelope, zip } = await buildPack({ key: KEY });
    const tampered = Buffer.from(zip);
    tampered[Math.floor(tampered.length / 2)]! ^= 0x01;
    expect(await outcome({ ...envelope, zip: tampered.toString('base64') })).toEqual(
      refusal(PACK_MESSAGES.badSignature),
    );
  });

  it('a ZIP larger than the limit, before anything else is done with it', async () => {
    for (const size of [PACK_LIMITS.zipBytes + 1, Math.floor(PACK_LIMITS.bodyBytes * 0.74)]) {
      const big = randomBytes(size);
      expect(await outcome(signZip(big, KEY))).toEqual(refusal(PACK_MESSAGES.zipTooLarge, 413));
    }
  });

  it('signed bytes that are not a ZIP', async () => {
    expect(await outcome(signZip(randomBytes(2000), KEY))).toEqual(
      refusal(PACK_MESSAGES.zipUnreadable),
    );
  });

  it('paths that are absolute or climb out of the pack, and symbolic links', async () => {
    const contents = packContents();
    for (const name of [
      '../evil.json',
      'activities/../../evil.json',
      '/etc/passwd',
      'activities\\x.json',
      'C:/x.json',
    ]) {
      const placeholder = 'p'.repeat(name.length);
      const zip = await zipOf([...entriesOf(contents), { name: placeholder, content: '{}' }]);
      const envelope = signZip(renameInZip(zip, placeholder, name), KEY);
      expect(await outcome(envelope)).toEqual(refusal(PACK_MESSAGES.unsafePath(name)));
    }
    const link = await withEntries((entries) => [
      ...entries,
      { name: 'activities/link.json', symlinkTo: '/etc/passwd' },
    ]);
    expect(await outcome(link)).toEqual(refusal(PACK_MESSAGES.symlink('activities/link.json')));
  });

  it('a zip bomb: a file that inflates past the limit, or too many entries', async () => {
    const bomb = await withEntries((entries) => [
      ...entries,
      { name: 'activities/bomb.json', content: Buffer.alloc(PACK_LIMITS.fileBytes + 1) },
    ]);
    expect(
      (await zipOf([{ name: 'x', content: Buffer.alloc(PACK_LIMITS.fileBytes + 1) }])).length,
    ).toBeLessThan(10_000);
    expect(await outcome(bomb)).toEqual(refusal(PACK_MESSAGES.tooLargeUncompressed, 413));
    const many = await withEntries((entries) => [
      ...entries,
      ...Array.from({ length: PACK_LIMITS.entries }, (_, i) => ({
        name: `activities/x-${i}.json`,
        content: '{}',
      })),
    ]);
    expect(await outcome(many)).toEqual(refusal(PACK_MESSAGES.tooManyEntries));
  });

  it('a zip bomb that lies about its size in the central directory', async () => {
    const contents = packContents();
    const zip = await zipOf([
      ...entriesOf(contents),
      { name: 'activities/bomb.json', content: Buffer.alloc(PACK_LIMITS.fileBytes * 2) },
    ]);
    // Each central directory record (PK\x01\x02) keeps the uncompressed size at offset 24.
    const lying = Buffer.from(zip);
    const signature = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
    let records = 0;
    for (let at = lying.indexOf(signature); at >= 0; at = lying.indexOf(signature, at + 4)) {
      if (lying.readUInt32LE(at + 24) === PACK_LIMITS.fileBytes * 2)
        lying.writeUInt32LE(100, at + 24);
      records += 1;
    }
    expect(records).toBe(contents.activities.length + 2);
    expect(await outcome(signZip(lying, KEY))).toEqual(
      refusal(PACK_MESSAGES.tooLargeUncompressed, 413),
    );
    // A size declared larger than the file, within the limits: a doctored ZIP.
    const small = await zipOf(entriesOf(contents));
    const overstated = Buffer.from(small);
    const at = overstated.lastIndexOf(signature);
    overstated.writeUInt32LE(overstated.readUInt32LE(at + 24) + 1, at + 24);
    expect(await outcome(signZip(overstated, KEY))).toEqual(refusal(PACK_MESSAGES.zipUnreadable));
  });

  it('a file twice, a missing manifest, a missing activity and an extra file', async () => {
    const contents = packContents();
    const entries = entriesOf(contents);
    const [, first, second] = entries;
    expect(await outcome(await signed([...entries, first!]))).toEqual(
      refusal(PACK_MESSAGES.duplicate(first!.name)),
    );
    expect(await outcome(await signed(entries.slice(1)))).toEqual(
      refusal(PACK_MESSAGES.missingManifest),
    );
    expect(await outcome(await signed(entries.slice(0, 2)))).toEqual(
      refusal(PACK_MESSAGES.missingFile(second!.name)),
    );
    const extra = { name: 'activities/extra.json', content: '{}' };
    expect(await outcome(await signed([...entries, extra]))).toEqual(
      refusal(PACK_MESSAGES.extraFile(extra.name)),
    );
    const notes = { name: 'notes.txt', content: 'hi' };
    expect(await outcome(await signed([...entries, notes]))).toEqual(
      refusal(PACK_MESSAGES.extraFile(notes.name)),
    );
  });

  it('activity files swapped or changed after the manifest was written', async () => {
    const swapped = await withEntries((entries) => [
      entries[0]!,
      { name: entries[1]!.name, content: entries[2]!.content },
      { name: entries[2]!.name, content: entries[1]!.content },
    ]);
    const contents = packContents();
    const first = contents.activities[0]!;
    expect(await outcome(swapped)).toMatchObject({
      status: 400,
      message: expect.stringContaining('does not match the SHA-256'),
    });
    const edited = await signed([
      ...entriesOf(contents).slice(0, 1),
      {
        name: `activities/${first.id}.json`,
        content: activityJson({ ...first, title: 'Changed' }),
      },
      ...entriesOf(contents).slice(2),
    ]);
    expect(await outcome(edited)).toEqual(
      refusal(PACK_MESSAGES.shaMismatch(`activities/${first.id}.json`)),
    );
  });

  it('a manifest that is not JSON, not valid, in another format version or for an unknown workbook', async () => {
    const manifestAs = (content: string | object) =>
      withEntries((entries) => [
        {
          name: 'manifest.json',
          content: typeof content === 'string' ? content : JSON.stringify(content),
        },
        ...entries.slice(1),
      ]);
    const { manifest } = packContents();
    expect(await outcome(await manifestAs('{ not json'))).toEqual(
      refusal(PACK_MESSAGES.notJson('manifest.json')),
    );
    expect(await outcome(await manifestAs({ ...manifest, formatVersion: 2 }))).toEqual(
      refusal(PACK_MESSAGES.formatVersion(2)),
    );
    const bad = await outcome(await manifestAs({ ...manifest, version: 0, title: '' }));
    expect(bad).toMatchObject({
      message: expect.stringMatching(/^The manifest is not valid: version: .+; title: .+/),
    });
    expect(await outcome(await manifestAs({ ...manifest, workbookId: 'core-7' }))).toMatchObject({
      message: expect.stringContaining('workbookId:'),
    });
  });

  it('an activity that does not fit the schema, has another id or another unit', async () => {
    const make = async (activity: ReturnType<typeof packActivity>) => {
      const contents = packContents({ activities: [activity] });
      return signed(entriesOf(contents));
    };
    const noPassage = packActivity('no-passage', 1, { passagePages: undefined });
    expect(await outcome(await make(noPassage))).toEqual(
      refusal(
        PACK_MESSAGES.badActivity(
          'activities/no-passage.json',
          'passagePages: Give either the passage text or its pages (passageText null), not both or neither.',
        ),
      ),
    );
    const backwards = packActivity('backwards', 1, { passagePages: { from: 15, to: 12 } });
    expect(await outcome(await make(backwards))).toMatchObject({
      message: expect.stringContaining('passagePages'),
    });
    const contents = packContents();
    const first = contents.activities[0]!;
    const renamed = activityJson({ ...first, id: 'someone-else' });
    (contents.manifest.activities as { sha256: string }[])[0]!.sha256 = sha256(renamed);
    const entries = entriesOf(contents);
    entries[1] = { name: entries[1]!.name, content: renamed };
    expect(await outcome(await signed(entries))).toEqual(
      refusal(PACK_MESSAGES.activityIdMismatch(`activities/${first.id}.json`)),
    );
    const unit9 = packActivity('unit-nine', 8);
    expect(await outcome(await make(unit9))).toEqual(
      refusal(PACK_MESSAGES.activityUnit('activities/unit-nine.json', 8)),
    );
  });

  it('a version not above the last one accepted for the pack id (a replay)', async () => {
    const { envelope, contents } = await buildPack({ key: KEY, version: 3 });
    const packId = contents.manifest.packId as string;
    const last = (id: string) => (id === packId ? 3 : null);
    expect(await outcome(envelope, { keys, lastVersion: last })).toEqual(
      refusal(PACK_MESSAGES.replay(packId, 3, 3), 409),
    );
    const older = await buildPack({ key: KEY, version: 2, packId });
    expect(await outcome(older.envelope, { keys, lastVersion: last })).toEqual(
      refusal(PACK_MESSAGES.replay(packId, 2, 3), 409),
    );
  });
});

describe('parsePackKeys', () => {
  it('reads keyId:base64 entries and refuses anything that is not an Ed25519 public key', () => {
    expect([...parsePackKeys(`${KEY.setting},${OTHER.setting}`).keys()]).toEqual([
      KEY.keyId,
      OTHER.keyId,
    ]);
    expect(parsePackKeys('').size).toBe(0);
    expect(() => parsePackKeys('no-colon')).toThrow(/keyId:key/);
    expect(() => parsePackKeys('k:AAAA')).toThrow(/not an Ed25519 public key/);
    expect(() => parsePackKeys(`${KEY.setting},${KEY.setting}`)).toThrow(/twice/);
  });
});
