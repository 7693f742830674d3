import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_LIMITS } from '../../../common/chat/rules';
import { CHAT_MESSAGES as M } from '../../../common/copy/chat';
import {
  CHAT_API,
  type ChatAudience,
  type ChatThread,
  type ConversationList,
} from '../../../common/schemas/chat';
import { testDatabases } from '../../../tests/support/databases';
import { ORIGIN, send, signedInUser, type Caller } from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';
import { runPrivacyJob } from '../privacy/job';
import { removeDetachedAttachments } from './attachment-cleanup';
import { deliverDueMessages } from './deliver-due';
import {
  chatCalls,
  chatSchool,
  clientId,
  signedInParentOf,
  signedInStudentOf,
  testClock,
} from './test-support';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n');

const audienceOf = (caller: Caller): ChatAudience => ('st' in caller.cookies ? 'student' : 'user');

/** A picture as a phone takes it: with its maker, model and GPS position in the EXIF. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 6, channels: 3, background: '#4a7' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 53/1 2/1' },
    })
    .toBuffer();
}

const png = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();

/** Issue 17, point 9: pictures and PDFs up to 10 MB, from the bytes, never from under 13s. */
for (const database of testDatabases()) {
  describe(`chat's attachments on ${database.name}`, () => {
    let app: FastifyInstance;
    // 10:00 in Chicago.
    const clock = testClock('2026-11-27T16:00:00Z');
    let chat: ReturnType<typeof chatCalls>;

    beforeAll(async () => {
      app = await buildTestApp(await database.create(), {}, { chatClock: clock.now });
      chat = chatCalls(app);
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    function upload(
      caller: Caller | null,
      conversationId: string,
      name: string,
      bytes: Buffer,
      contentType = 'application/octet-stream',
    ) {
      return app.inject({
        method: 'POST',
        url: `${CHAT_API.attachments(caller ? audienceOf(caller) : 'user', conversationId)}?${new URLSearchParams({ name })}`,
        headers: { origin: ORIGIN, 'content-type': contentType },
        ...(caller ? { cookies: caller.cookies } : {}),
        payload: bytes,
      });
    }

    const fetchFile = (caller: Caller, url: string) =>
      app.inject({ method: 'GET', url, cookies: caller.cookies });

    async function seventhGradeThread() {
      clock.set('2026-11-27T16:00:00Z');
      const world = await chatSchool(app);
      const student = await signedInStudentOf(app, world.teacher.id, world.classId, { grade: '7' });
      const parent = await signedInParentOf(app, student.id);
      const started = await chat.start(world.teacher, {
        classId: world.classId,
        kind: 'direct',
        studentIds: [student.id],
      });
      return { ...world, student, parent, id: started.json().id as string };
    }

    const storageKeyOf = async (attachmentId: string) =>
      (
        await app.db
          .selectFrom('chat_attachments')
          .select('storage_key')
          .where('id', '=', attachmentId)
          .executeTakeFirst()
      )?.storage_key;

    it('sends a picture with a message; another member sees it and opens it, privately', async () => {
      const { teacher, parent, id } = await seventhGradeThread();
      const uploaded = await upload(teacher, id, 'class trip.png', await png());
      expect(uploaded.statusCode).toBe(200);
      const attachment = uploaded.json().attachment;
      expect(attachment).toMatchObject({ name: 'class trip.png', contentType: 'image/png' });

      // A picture alone is a message: no words needed.
      const sent = await chat.say(teacher, id, '', { attachmentIds: [attachment.id] });
      expect(sent.statusCode).toBe(200);
      expect(sent.json().message.attachments).toEqual([
        { ...attachment, url: CHAT_API.attachment('user', attachment.id) },
      ]);

      const thread = (await chat.thread(parent, id)).json<ChatThread>();
      expect(thread.messages.at(-1)?.attachments.map((a) => a.name)).toEqual(['class trip.png']);
      const list = (await chat.list(parent)).json<ConversationList>();
      expect(list.conversations.find((c) => c.id === id)?.lastMessage?.preview).toBe(
        M.attachmentOnly,
      );

      const file = await fetchFile(parent, thread.messages.at(-1)!.attachments[0]!.url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['content-disposition']).toBe('inline; filename="class trip.png"');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['cache-control']).toBe('private, no-cache');
      expect((await sharp(file.rawPayload).metadata()).width).toBe(4);
    });

    it('serves a PDF as a download, and keeps an empty message without any attachment', async () => {
      const { teacher, parent, id } = await seventhGradeThread();
      const attachment = (await upload(parent, id, 'permission slip.pdf', PDF)).json().attachment;
      expect(attachment).toMatchObject({ contentType: 'application/pdf', size: PDF.length });
      const empty = await chat.say(parent, id, '   ');
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors.body).toBe(M.bodyRequired);

      expect(
        (await chat.say(parent, id, 'Signed', { attachmentIds: [attachment.id] })).statusCode,
      ).toBe(200);
      const file = await fetchFile(teacher, CHAT_API.attachment('user', attachment.id));
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toBe(
        'attachment; filename="permission slip.pdf"',
      );
      expect(file.rawPayload.equals(PDF)).toBe(true);
    });

    it('removes EXIF, the GPS position included, from a picture before storing it', async () => {
      const { teacher, id } = await seventhGradeThread();
      const photo = await phonePhoto();
      expect(photo.includes(Buffer.from('PhoneMaker'))).toBe(true);
      expect((await sharp(photo).metadata()).exif).toBeDefined();

      const attachment = (await upload(teacher, id, 'trip.jpg', photo)).json().attachment;
      expect(attachment.contentType).toBe('image/jpeg');
      const stored = await fetchFile(teacher, CHAT_API.attachment('user', attachment.id));
      expect(stored.statusCode).toBe(200);
      expect((await sharp(stored.rawPayload).metadata()).exif).toBeUndefined();
      expect(stored.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
      expect(attachment.size).toBe(stored.rawPayload.length);
    });

    it('refuses what is not a picture or PDF, empty, too large, or not raw bytes', async () => {
      const { teacher, id } = await seventhGradeThread();
      const renamed = await upload(teacher, id, 'notes.png', Buffer.from('just some words\n'));
      expect(renamed.statusCode).toBe(415);
      expect(renamed.json().errors.file).toBe(M.attachmentWrongType);
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>');
      expect((await upload(teacher, id, 'logo.png', svg)).statusCode).toBe(415);

      const empty = await upload(teacher, id, 'nothing.png', Buffer.alloc(0));
      expect(empty.statusCode).toBe(400);

      const tooLarge = Buffer.concat([PDF, Buffer.alloc(CHAT_LIMITS.attachmentBytes)]);
      const large = await upload(teacher, id, 'huge.pdf', tooLarge);
      expect(large.statusCode).toBe(413);
      expect(large.json().errors.file).toBe(M.attachmentTooLarge);

      const json = await upload(teacher, id, 'a.pdf', Buffer.from('{"a":1}'), 'application/json');
      expect(json.statusCode).toBe(400);
      // A form's types stay refused, as on every other call (the CSRF rule).
      const form = await upload(teacher, id, 'a.pdf', PDF, 'text/plain');
      expect(form.statusCode).toBe(415);
      // Raw bytes are taken by this route only: every other call stays JSON.
      const elsewhere = await app.inject({
        method: 'POST',
        url: CHAT_API.messages('user', id),
        headers: { origin: ORIGIN, 'content-type': 'application/octet-stream' },
        cookies: teacher.cookies,
        payload: PDF,
      });
      expect(elsewhere.statusCode).toBe(415);
      const noName = await upload(teacher, id, '', PDF);
      expect(noName.statusCode).toBe(400);

      const stored = await app.db
        .selectFrom('chat_attachments')
        .select('id')
        .where('conversation_id', '=', id)
        .execute();
      expect(stored).toEqual([]);
    });

    it('lets no student under 13 attach, even with consent; an older student may', async () => {
      const { teacher, classId, student, id } = await seventhGradeThread();
      const refused = await upload(student, id, 'drawing.png', await png());
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors.file).toBe(M.attachmentsUnder13);
      const thread = (await chat.thread(student, id)).json<ChatThread>();
      expect(thread.conversation).toMatchObject({ mayWrite: true, mayAttach: false });
      // Nor may it name someone else's file on a message.
      const teachers = (await upload(teacher, id, 'x.png', await png())).json().attachment;
      const named = await chat.say(student, id, 'look', { attachmentIds: [teachers.id] });
      expect(named.statusCode).toBe(403);

      const older = await signedInStudentOf(app, teacher.id, classId, { grade: '10' });
      await signedInParentOf(app, older.id);
      const started = await chat.start(teacher, {
        classId,
        kind: 'direct',
        studentIds: [older.id],
      });
      const olderId = started.json().id as string;
      expect((await chat.thread(older, olderId)).json<ChatThread>().conversation.mayAttach).toBe(
        true,
      );
      expect((await upload(older, olderId, 'essay.pdf', PDF)).statusCode).toBe(200);
    });

    it('answers outsiders as if nothing existed, and signed-out callers 401', async () => {
      const { teacher, id } = await seventhGradeThread();
      const other = await chatSchool(app);
      expect((await upload(other.teacher, id, 'a.pdf', PDF)).statusCode).toBe(404);
      expect((await upload(null, id, 'a.pdf', PDF)).statusCode).toBe(401);

      const attachment = (await upload(teacher, id, 'a.pdf', PDF)).json().attachment;
      expect(
        (await chat.say(teacher, id, 'Here', { attachmentIds: [attachment.id] })).statusCode,
      ).toBe(200);
      const url = CHAT_API.attachment('user', attachment.id);
      expect((await fetchFile(other.teacher, url)).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await fetchFile(teacher, CHAT_API.attachment('user', 'no-such-id'))).statusCode).toBe(
        404,
      );
    });

    it('links only the sender’s own unsent files of the same conversation, once', async () => {
      const { teacher, parent, id, classId } = await seventhGradeThread();
      const mine = (await upload(parent, id, 'mine.pdf', PDF)).json().attachment;
      // The teacher cannot send the parent's file.
      const theirs = await chat.say(teacher, id, 'Stolen', { attachmentIds: [mine.id] });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json().errors.attachmentIds).toBe(M.attachmentsNotYours);
      // A file of another conversation is not this one's.
      const student2 = await signedInStudentOf(app, teacher.id, classId, { grade: '8' });
      await signedInParentOf(app, student2.id);
      const otherId = (
        await chat.start(teacher, { classId, kind: 'direct', studentIds: [student2.id] })
      ).json().id as string;
      const elsewhere = (await upload(teacher, otherId, 'b.pdf', PDF)).json().attachment;
      expect(
        (await chat.say(teacher, id, 'Wrong place', { attachmentIds: [elsewhere.id] })).statusCode,
      ).toBe(404);
      // The refused messages were not stored.
      expect((await chat.thread(teacher, id)).json<ChatThread>().messages).toEqual([]);

      const draft = clientId();
      const first = await chat.say(parent, id, 'Twice', {
        clientId: draft,
        attachmentIds: [mine.id],
      });
      const again = await chat.say(parent, id, 'Twice', {
        clientId: draft,
        attachmentIds: [mine.id],
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().message.id).toBe(first.json().message.id);
      expect(again.json().message.attachments).toHaveLength(1);
      // A sent file is not sent again by another message.
      expect((await chat.say(parent, id, 'Again', { attachmentIds: [mine.id] })).statusCode).toBe(
        404,
      );
    });

    it('keeps a file from the recipients until its message is delivered', async () => {
      const { teacher, parent, student, id } = await seventhGradeThread();
      clock.set('2026-11-28T05:00:00Z'); // 23:00 in Chicago: held until 07:00.
      const attachment = (await upload(teacher, id, 'plan.pdf', PDF)).json().attachment;
      // Not sent yet: its uploader only.
      const url = CHAT_API.attachment('user', attachment.id);
      expect((await fetchFile(parent, url)).statusCode).toBe(404);
      const sent = await chat.say(teacher, id, 'For tomorrow', { attachmentIds: [attachment.id] });
      expect(sent.json().message.state).toBe('waiting');

      expect((await fetchFile(teacher, url)).statusCode).toBe(200);
      expect((await fetchFile(parent, url)).statusCode).toBe(404);
      const studentUrl = CHAT_API.attachment('student', attachment.id);
      expect((await fetchFile(student, studentUrl)).statusCode).toBe(404);

      clock.set('2026-11-28T13:00:00Z');
      await deliverDueMessages(app, { now: clock.now() });
      expect((await fetchFile(parent, url)).statusCode).toBe(200);
      expect((await fetchFile(student, studentUrl)).statusCode).toBe(200);
    });

    it('hides a withdrawn message’s files from readers; the school’s record keeps them', async () => {
      const { admin, teacher, parent, id } = await seventhGradeThread();
      const attachment = (await upload(teacher, id, 'wrong.pdf', PDF)).json().attachment;
      const sent = (
        await chat.say(teacher, id, 'Wrong file', { attachmentIds: [attachment.id] })
      ).json().message;
      expect((await send(app, 'POST', CHAT_API.withdraw(sent.id), teacher, {})).statusCode).toBe(
        200,
      );
      const url = CHAT_API.attachment('user', attachment.id);
      const seen = (await chat.thread(parent, id)).json<ChatThread>().messages[0]!;
      expect(seen).toMatchObject({ withdrawn: true, body: null, attachments: [] });
      expect((await fetchFile(parent, url)).statusCode).toBe(404);
      expect((await fetchFile(teacher, url)).statusCode).toBe(404);

      const kept = (await chat.thread(admin, id)).json<ChatThread>().messages[0]!;
      expect(kept.attachments.map((a) => a.name)).toEqual(['wrong.pdf']);
      expect((await fetchFile(admin, url)).statusCode).toBe(200);
      const csv = await fetchFile(admin, CHAT_API.oversightExport(id, 'csv'));
      expect(csv.statusCode).toBe(200);
      expect(csv.body).toContain('Wrong file [Attachments: wrong.pdf]');
    });

    it('removes files never sent after a day, and those whose conversation is gone', async () => {
      const { teacher, id } = await seventhGradeThread();
      const unsent = (await upload(teacher, id, 'draft.pdf', PDF)).json().attachment;
      const kept = (await upload(teacher, id, 'kept.pdf', PDF)).json().attachment;
      await chat.say(teacher, id, 'Kept', { attachmentIds: [kept.id] });
      const unsentKey = (await storageKeyOf(unsent.id))!;
      const keptKey = (await storageKeyOf(kept.id))!;
      expect(await app.storage.exists(unsentKey)).toBe(true);

      // Within the day nothing goes; after it, the unsent file and its row.
      await removeDetachedAttachments(app.db, app.storage, new Date('2026-11-28T15:59:00Z'));
      expect(await app.storage.exists(unsentKey)).toBe(true);
      await removeDetachedAttachments(app.db, app.storage, new Date('2026-11-28T16:00:01Z'));
      expect(await app.storage.exists(unsentKey)).toBe(false);
      expect(await storageKeyOf(unsent.id)).toBeUndefined();
      expect(await app.storage.exists(keptKey)).toBe(true);

      // A class deleted takes its conversations: the hourly clean-up takes their files.
      await app.db.deleteFrom('chat_conversations').where('id', '=', id).execute();
      await removeDetachedAttachments(app.db, app.storage, new Date('2026-11-28T16:01:00Z'));
      expect(await app.storage.exists(keptKey)).toBe(false);
      expect(await storageKeyOf(kept.id)).toBeUndefined();
    });

    it('lets the privacy job’s retention take the files with their conversation', async () => {
      const { teacher, classId, id } = await seventhGradeThread();
      const attachment = (await upload(teacher, id, 'kept.pdf', PDF)).json().attachment;
      await chat.say(teacher, id, 'For the record', { attachmentIds: [attachment.id] });
      const key = (await storageKeyOf(attachment.id))!;
      await app.db
        .updateTable('classes')
        .set({ archived_at: '2026-11-27T16:00:00.000Z' })
        .where('id', '=', classId)
        .execute();
      const run = (at: string) =>
        runPrivacyJob(app, { now: new Date(at), linkBase: 'http://localhost:3011' });
      // Kept for the school year of the archive (to 31 July 2027) and a year more.
      await run('2028-07-31T23:00:00Z');
      expect(await app.storage.exists(key)).toBe(true);
      expect((await run('2028-08-01T00:00:00Z')).chatPurged).toBeGreaterThanOrEqual(1);
      expect(await app.storage.exists(key)).toBe(false);
      expect(await storageKeyOf(attachment.id)).toBeUndefined();
    });

    it('caps the files one person leaves unsent in a conversation', async () => {
      const { teacher, id } = await seventhGradeThread();
      for (let i = 0; i < CHAT_LIMITS.pendingAttachments; i++) {
        const r = await upload(teacher, id, `p${i}.pdf`, PDF);
        expect(r.statusCode, r.body).toBe(200);
      }
      const over = await upload(teacher, id, 'one-more.pdf', PDF);
      expect(over.statusCode).toBe(429);
      expect(over.json().errors.file).toBe(M.tooManyPending);
      // A parent who is not a member of any chat here is still an outsider.
      const stranger = await signedInUser(app, 'parent');
      expect((await upload(stranger, id, 'x.pdf', PDF)).statusCode).toBe(404);
    });
  });
}
