import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOM_PUBLISHING_MESSAGES } from '../../../common/copy/room-publishing';
import { ROOM_MESSAGES } from '../../../common/copy/rooms';
import { PROJECTS_API } from '../../../common/schemas/projects';
import { PUBLISHING_API } from '../../../common/schemas/publishing';
import { ROOMS_API } from '../../../common/schemas/rooms';
import { testDatabases } from '../../../tests/support/databases';
import { send, signedInStudent, signedInUser, type Caller } from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';
import { signedInParentOf } from '../chat/test-support';
import { loadClassBook } from '../fulfilment/load-class-book';
import { renderClassBook } from '../fulfilment/render-class-book';
import { readPdf } from '../fulfilment/testing/read-book-pdf';
import { publishedPieceIds } from './publish-room';
import { insertRoom, openRoom, roomDocument, writeParagraph } from './room-test-clients';

/** Issue 18, point 10: a closed group room published into the class book. */
for (const database of testDatabases()) {
  describe(`publishing a writing room into the class book on ${database.name}`, () => {
    let app: FastifyInstance;

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    const publish = (roomId: string, caller: Caller) =>
      send(app, 'POST', ROOMS_API.publish(roomId), caller, {});

    /**
     * A school's class with an assigned activity; Ana Park, Ben King and Cara Moss wrote in a
     * closed room (Cara was moved out after writing; the teacher added a line), and Ana also
     * has her own approved piece on the same activity (a breakout's personal reflection).
     */
    async function closedRoom(state: 'closed' | 'open' = 'closed') {
      const room = await openRoom(app, {
        students: ['Ana Park', 'Ben King', 'Cara Moss'],
        state,
        activity: { title: 'The Good Shepherd', passageReference: 'Psalm 23' },
      });
      const { roomId, activity } = room;
      if (!activity) throw new Error('No activity');
      const [anaCaller, { id: ben }, { id: cara }] = room.students;
      const ana = anaCaller.id;
      const document = roomDocument(app, roomId);
      await document.write(`s:${ben}`, (doc) =>
        writeParagraph(doc, 'The Lord is my shepherd, and he knows my name.'),
      );
      await document.write(`s:${cara}`, (doc) =>
        writeParagraph(doc, 'He leads us beside still waters when we are tired.'),
      );
      await document.write(`u:${room.teacher.id}`, (doc) =>
        writeParagraph(doc, 'Read verse 4 together.'),
      );
      await document.write(`s:${ana}`, (doc) =>
        writeParagraph(doc, 'Even in the dark valley we are not alone.'),
      );
      await document.store();
      await app.db
        .updateTable('writing_room_members')
        .set({ left_at: new Date().toISOString() })
        .where('room_id', '=', roomId)
        .where('student_id', '=', cara)
        .execute();

      // Ana's own reflection on the same activity, approved.
      await send(app, 'PUT', PROJECTS_API.studentProject(room.classId, activity.id), anaCaller, {
        answers: { [activity.questions[0]!.id]: 'Ana alone: the shepherd found me.' },
      });
      await app.db
        .updateTable('projects')
        .set({ status: 'approved' })
        .where('student_id', '=', ana)
        .execute();
      return { ...room, activity, ana, ben, cara, document };
    }

    const choiceOf = (
      room: Awaited<ReturnType<typeof closedRoom>>,
      studentIds = [room.ana, room.ben, room.cara],
    ) => ({ activityIds: [room.activity.id], studentIds });

    it('lets only the class’s teachers publish, and only a closed room with writing in it', async () => {
      const room = await closedRoom();
      const other = await closedRoom();
      // Another class's teacher, and a room that does not exist: the room's 404.
      const stranger = await publish(room.roomId, other.teacher);
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json().errors.room).toBe(ROOM_MESSAGES.notFound);
      expect((await publish('no-such-room', room.teacher)).statusCode).toBe(404);
      // A student (signed in as a student, never as an adult) is not let in.
      const student = await signedInStudent(app, room.teacher.id, [room.classId]);
      expect((await publish(room.roomId, student)).statusCode).toBe(401);
      // Those who may read the room but do not teach the class are refused.
      for (const reader of [room.admin, await signedInParentOf(app, room.ana)]) {
        const refused = await publish(room.roomId, reader);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().errors.room).toBe(ROOM_MESSAGES.teacherOnly);
      }
      const outsider = await signedInUser(app, 'parent');
      expect((await publish(room.roomId, outsider)).statusCode).toBe(404);

      const open = await closedRoom('open');
      const early = await publish(open.roomId, open.teacher);
      expect(early.statusCode).toBe(409);
      expect(early.json().errors.room).toBe(ROOM_PUBLISHING_MESSAGES.notClosed);

      const emptyRoomId = await insertRoom(app, room.sessionId, [room.ana], 'Room 2');
      const empty = await publish(emptyRoomId, room.teacher);
      expect(empty.statusCode).toBe(409);
      expect(empty.json().errors.room).toBe(ROOM_PUBLISHING_MESSAGES.nothingWritten);

      await app.db.deleteFrom('activities').where('id', '=', room.activity.id).execute();
      const orphan = await publish(room.roomId, room.teacher);
      expect(orphan.statusCode).toBe(409);
      expect(orphan.json().errors.room).toBe(ROOM_PUBLISHING_MESSAGES.noActivity);
      const refusedRooms = [room.roomId, open.roomId, emptyRoomId];
      expect(
        await app.db
          .selectFrom('writing_room_pieces')
          .select('id')
          .where('room_id', 'in', refusedRooms)
          .execute(),
      ).toEqual([]);
    });

    it('makes one co-authored piece however often it is published, listing everyone who wrote', async () => {
      const room = await closedRoom();
      // Logged but not yet in the stored state (written debounced): the record has it.
      await room.document.write(`s:${room.ben}`, (doc) => writeParagraph(doc, 'Amen.'));
      const first = await publish(room.roomId, room.teacher);
      expect(first.statusCode).toBe(200);
      const { pieceId } = first.json<{ pieceId: string }>();
      const [again, atOnce] = await Promise.all([
        publish(room.roomId, room.teacher),
        publish(room.roomId, room.teacher),
      ]);
      expect(again.json()).toEqual({ pieceId });
      expect(atOnce.json()).toEqual({ pieceId });
      expect(await publishedPieceIds(app, [room.roomId, 'never-published'])).toEqual(
        new Map([[room.roomId, pieceId]]),
      );

      const pieces = await app.db
        .selectFrom('writing_room_pieces')
        .select(['id', 'class_id', 'activity_id', 'status', 'body', 'word_count'])
        .where('room_id', '=', room.roomId)
        .execute();
      expect(pieces).toEqual([
        {
          id: pieceId,
          class_id: room.classId,
          activity_id: room.activity.id,
          status: 'approved',
          body: [
            'The Lord is my shepherd, and he knows my name.',
            'He leads us beside still waters when we are tired.',
            'Read verse 4 together.',
            'Even in the dark valley we are not alone.',
            'Amen.',
          ].join('\n'),
          word_count: 34,
        },
      ]);
      const authors = await app.db
        .selectFrom('writing_room_piece_authors')
        .select(['student_id', 'position'])
        .where('piece_id', '=', pieceId)
        .orderBy('position')
        .execute();
      // Cara, moved out after writing, is one of them; the teacher's line makes no one an author.
      expect(authors.map((author) => author.student_id)).toEqual([room.ana, room.ben, room.cara]);
    });

    it('offers the piece to the class’s books beside each student’s own, and prints every author', async () => {
      const room = await closedRoom();
      const { pieceId } = (await publish(room.roomId, room.teacher)).json<{ pieceId: string }>();

      const contents = (
        await send(
          app,
          'POST',
          PUBLISHING_API.bookContents(room.classId),
          room.teacher,
          choiceOf(room),
        )
      ).json();
      expect(contents.pieceCount).toBe(2);
      expect(contents.roomPieces).toEqual([
        {
          pieceId,
          activityId: room.activity.id,
          title: 'The Good Shepherd',
          authors: [
            { studentId: room.ana, name: 'Ana Park' },
            { studentId: room.ben, name: 'Ben King' },
            { studentId: room.cara, name: 'Cara Moss' },
          ],
          missingAuthors: [],
          status: 'approved',
          eligible: true,
          included: true,
        },
      ]);
      // Ben and Cara have no piece of their own, and are not left out.
      expect(contents.warnings).toEqual([]);
      // A student left out of the book is never named in it: the piece waits for Cara.
      const withoutCara = (
        await send(
          app,
          'POST',
          PUBLISHING_API.bookContents(room.classId),
          room.teacher,
          choiceOf(room, [room.ana, room.ben]),
        )
      ).json();
      expect(withoutCara.roomPieces[0]).toMatchObject({
        missingAuthors: ['Cara Moss'],
        included: false,
      });
      expect(withoutCara.warnings).toEqual(['Ben King has no approved work and is left out']);
      // Unticked by the teacher, it stays out.
      const unticked = (
        await send(app, 'POST', PUBLISHING_API.bookContents(room.classId), room.teacher, {
          ...choiceOf(room),
          excludedRoomPieces: [pieceId],
        })
      ).json();
      expect(unticked.roomPieces[0].included).toBe(false);
      expect(unticked.pieceCount).toBe(1);

      const created = await send(
        app,
        'POST',
        PUBLISHING_API.classBooks(room.classId),
        room.teacher,
        {
          name: 'Shepherd Songs',
          type: 'story',
          ...choiceOf(room),
        },
      );
      expect(created.statusCode).toBe(201);
      const bookId = created.json<{ id: string }>().id;
      const [book] = (
        await send(app, 'GET', PUBLISHING_API.classBooks(room.classId), room.teacher)
      ).json();
      expect(book).toMatchObject({ id: bookId, studentCount: 3, pieceCount: 2 });

      const preview = await send(app, 'GET', PUBLISHING_API.preview(bookId), room.teacher);
      expect(preview.statusCode).toBe(200);
      const pdf = readPdf(preview.rawPayload);
      expect(pdf.text).toContain('Ana P., Ben K. and Cara M.');
      expect(pdf.text).toContain('Even in the dark valley we are not alone.');
      expect(pdf.text).toContain('Ana alone: the shepherd found me.');
      // One co-authored piece, printed once.
      expect(pdf.text.split('He leads us beside still waters')).toHaveLength(2);

      // Ben's keepsake copy marks the co-authored pages as his; his journal holds them.
      const classBook = await loadClassBook(app.db, app.storage, bookId);
      const premium = await renderClassBook({
        book: classBook,
        copy: { premium: { studentId: room.ben, childName: 'Ben King' } },
      });
      expect(premium.childPages.length).toBeGreaterThan(0);
      const journal = readPdf(
        (
          await renderClassBook({
            book: classBook,
            copy: { journal: { studentId: room.ben, childName: 'Ben King' } },
          })
        ).bytes,
      );
      expect(journal.text).toContain('Ana P., Ben K. and Cara M.');
      expect(journal.text).not.toContain('Ana alone');

      // Publishing again later never changes a book already made.
      await publish(room.roomId, room.teacher);
      expect(
        await app.db.selectFrom('book_pieces').select('id').where('book_id', '=', bookId).execute(),
      ).toHaveLength(2);
    });

    it('takes the co-authored piece with an author whose data is erased', async () => {
      const room = await closedRoom();
      await publish(room.roomId, room.teacher);
      const { id: bookId } = (
        await send(app, 'POST', PUBLISHING_API.classBooks(room.classId), room.teacher, {
          name: 'Shepherd Songs',
          type: 'story',
          ...choiceOf(room),
        })
      ).json<{ id: string }>();
      const { deleteStudentData } = await import('../privacy/delete-student');
      await app.db.transaction().execute((trx) =>
        deleteStudentData(trx, room.cara, {
          userId: room.teacher.id,
          via: 'educator',
          now: new Date(),
        }),
      );
      expect(
        await app.db
          .selectFrom('writing_room_pieces')
          .select('id')
          .where('room_id', '=', room.roomId)
          .execute(),
      ).toEqual([]);
      const left = await app.db
        .selectFrom('book_pieces')
        .select('body')
        .where('book_id', '=', bookId)
        .execute();
      expect(left).toEqual([{ body: expect.stringContaining('Ana alone') }]);
    });
  });
}
