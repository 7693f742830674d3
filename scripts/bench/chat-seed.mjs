// The school the chat bench reads (chat.mjs; issue 17, point 16): classes with their students
// and parents, conversations of every kind with their members, messages spread over a term and
// each member's read mark, written with bulk inserts in one transaction (a few seconds for
// 200,000 messages; through the API it would take many minutes).

/** Rows per insert statement: well inside SQLite's limit on bound variables. */
const CHUNK = 500;
const DAY_MS = 86_400_000;

/**
 * The kinds of a class's conversations, in the order they are made: the class and its
 * announcements first, then one-to-one threads, family threads, groups and parent pairs.
 */
const KIND_SLOTS = [
  'class',
  'announcement',
  ...Array(12).fill('direct'),
  ...Array(12).fill('family'),
  ...Array(5).fill('group'),
  ...Array(2).fill('parents'),
  'direct',
];

/** How busy a kind is, relative to the others: the class thread is where most is said. */
const KIND_WEIGHT = {
  class: 8,
  announcement: 2,
  direct: 1,
  family: 1,
  group: 3,
  parents: 0.5,
};

/** A small deterministic random source, so every run seeds the same school. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The kind of each of `conversations` conversations spread over `classes` classes (round
 * robin, so every class gets the same mix), and how many of `messages` each holds (by its
 * kind's weight; the total is exact).
 * @param {{ classes: number, conversations: number, messages: number }} load
 * @returns {{ classIndex: number, kind: string, messages: number }[]}
 */
export function conversationPlan({ classes, conversations, messages }) {
  const plan = Array.from({ length: conversations }, (_, index) => ({
    classIndex: index % classes,
    kind: KIND_SLOTS[Math.floor(index / classes) % KIND_SLOTS.length],
    messages: 0,
  }));
  const weights = plan.map((entry) => KIND_WEIGHT[entry.kind]);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let given = 0;
  plan.forEach((entry, index) => {
    entry.messages = Math.floor((messages * weights[index]) / total);
    given += entry.messages;
  });
  // The rounding's remainder, one each from the first conversation on.
  for (let index = 0; given < messages; index = (index + 1) % plan.length, given++) {
    plan[index].messages += 1;
  }
  return plan;
}

/**
 * Fills a school (chat on, from chatSchool) with `load.classes` classes of
 * `load.studentsPerClass` students (every other one with two parents), and the conversations
 * and messages of conversationPlan. The school's teacher owns `load.teacherClasses` of the
 * classes (the teacher with many conversations); other teachers own the rest. One parent has a
 * child in each of the first three classes.
 * @param {any} app
 * @param {{ schoolId: string, teacher: { id: string }, classId: string }} world
 * @param {{ classes: number, teacherClasses: number, studentsPerClass: number,
 *   conversations: number, messages: number }} load
 * @param {number} endMs the last message's time (ms since the epoch)
 */
export async function seedChatSchool(app, world, load, endMs) {
  const random = seededRandom(17);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const iso = (ms) => new Date(ms).toISOString();
  const startMs = endMs - 120 * DAY_MS;
  const made = iso(startMs - DAY_MS);
  const hash = (
    await app.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', world.teacher.id)
      .executeTakeFirstOrThrow()
  ).password_hash;

  const users = [];
  const user = (type, first, last) => {
    const id = crypto.randomUUID();
    users.push({
      id,
      email: `${type}.${users.length}@chat-bench.lectio.test`,
      second_email: null,
      first_name: first,
      last_name: last,
      account_type: type,
      password_hash: hash,
      email_confirmed_at: made,
      is_platform_admin: 0,
      school_id: type === 'teacher' ? world.schoolId : null,
      is_school_admin: 0,
      referral_r: null,
      referral_rc: null,
      created_at: made,
      updated_at: made,
    });
    return id;
  };

  /** @type {{ id: string, ownerId: string, students: { id: string, grade: string, parentIds: string[] }[], parentIds: string[] }[]} */
  const classes = [];
  const classRows = [];
  const studentRows = [];
  const seats = [];
  const links = [];
  const consents = [];
  let benchParentId = '';
  for (let index = 0; index < load.classes; index++) {
    const ownerId =
      index < load.teacherClasses ? world.teacher.id : user('teacher', 'Teacher', `T${index}`);
    const id = index === 0 ? world.classId : crypto.randomUUID();
    if (index > 0) {
      classRows.push({
        id,
        title: `Grade ${6 + (index % 5)} Religion ${index}`,
        access_code: `CHATB${String(index).padStart(4, '0')}`,
        teacher_id: ownerId,
        school_id: world.schoolId,
        created_at: made,
      });
    } else if (ownerId !== world.teacher.id) {
      throw new Error('the first class is the school teacher’s');
    }
    const students = [];
    for (let seat = 0; seat < load.studentsPerClass; seat++) {
      const studentId = crypto.randomUUID();
      const grade = String(6 + ((index + seat) % 5));
      studentRows.push({
        id: studentId,
        first_name: `Student${seat}`,
        last_name: `Class${index}`,
        grade,
        username: `chat.bench.${index}.${seat}`,
        email: null,
        password_hash: null,
        login_code_hash: null,
        administrator_id: ownerId,
        google_subject: null,
        created_at: made,
        updated_at: made,
      });
      seats.push({ class_id: id, student_id: studentId, joined_at: made });
      consents.push({ student_id: studentId, given_by: null, given_as: 'school', given_at: made });
      // The bench's parent: a child in each of the first three classes (seat 0).
      const benchChild = seat === 0 && index < 3;
      if (benchChild && !benchParentId) benchParentId = user('parent', 'Parent', 'Bench');
      const parentIds = [
        benchChild ? benchParentId : user('parent', 'Parent', `P${index}.${seat}`),
      ];
      if (seat % 2 === 0) parentIds.push(user('parent', 'Parent', `Q${index}.${seat}`));
      for (const parentId of parentIds) {
        links.push({ parent_id: parentId, student_id: studentId, created_at: made });
      }
      students.push({ id: studentId, grade, parentIds });
    }
    classes.push({
      id,
      ownerId,
      students,
      parentIds: [...new Set(students.flatMap((student) => student.parentIds))],
    });
  }

  const plan = conversationPlan(load);
  const conversations = [];
  const members = [];
  const messages = [];
  const counts = { conversations: 0, members: 0, messages: 0 };
  const senderName = (key, people) => people.get(key) ?? 'Someone';

  // One transaction (the app's own calls wait for its connection: none inside).
  await app.db.transaction().execute(async (trx) => {
    const insert = async (table, rows) => {
      for (let start = 0; start < rows.length; start += CHUNK) {
        await trx
          .insertInto(table)
          .values(rows.slice(start, start + CHUNK))
          .execute();
      }
      rows.length = 0;
    };
    await insert('users', users);
    await insert('classes', classRows);
    await insert('students', studentRows);
    await insert('class_students', seats);
    await insert('parent_students', links);
    await insert('chat_consents', consents);

    for (const [number, entry] of plan.entries()) {
      const klass = classes[entry.classIndex];
      const id = crypto.randomUUID();
      const teacherKey = `u:${klass.ownerId}`;
      /** @type {{ key: string, userId: string | null, studentId: string | null, kind: string, role: string, permanent: number }[]} */
      let people = [];
      const teacher = (permanent = 0) => ({
        key: teacherKey,
        userId: klass.ownerId,
        studentId: null,
        kind: 'teacher',
        role: 'writer',
        permanent,
      });
      const student = (s, role = 'writer') => ({
        key: `s:${s.id}`,
        userId: null,
        studentId: s.id,
        kind: 'student',
        role,
        permanent: 0,
      });
      const parent = (parentId, role = 'writer', permanent = 0) => ({
        key: `u:${parentId}`,
        userId: parentId,
        studentId: null,
        kind: 'parent',
        role,
        permanent,
      });
      // Conversations about one student go round the class, so the bench parent's child is in some.
      const about = klass.students[number % klass.students.length];
      let aboutStudentId = null;
      if (entry.kind === 'class') {
        people = [teacher(1), ...klass.students.map((s) => student(s))];
      } else if (entry.kind === 'announcement') {
        people = [
          teacher(1),
          ...klass.students.map((s) => student(s, 'copied')),
          ...klass.parentIds.map((p) => parent(p, 'copied')),
        ];
      } else if (entry.kind === 'direct') {
        aboutStudentId = about.id;
        people = [teacher(), student(about), ...about.parentIds.map((p) => parent(p, 'copied', 1))];
      } else if (entry.kind === 'family') {
        aboutStudentId = about.id;
        people = [teacher(), ...about.parentIds.map((p) => parent(p))];
      } else if (entry.kind === 'group') {
        const start = (number * 5) % klass.students.length;
        const group = Array.from(
          { length: 5 },
          (_, offset) => klass.students[(start + offset) % klass.students.length],
        );
        people = [teacher(1), ...group.map((s) => student(s))];
      } else {
        const first = klass.parentIds[number % klass.parentIds.length];
        const second = klass.parentIds[(number + 1) % klass.parentIds.length];
        people = [parent(first), parent(second)];
      }
      const names = new Map(
        people.map((person) => [
          person.key,
          person.kind === 'teacher'
            ? 'Teacher'
            : person.kind === 'student'
              ? 'Student S.'
              : 'Parent',
        ]),
      );
      const writers = people.filter((person) => person.role === 'writer');
      const speakers =
        entry.kind === 'announcement' ? [people[0]] : writers.length > 0 ? writers : [people[0]];

      // The messages: spread evenly over the term, each a little after the one before.
      const first = startMs + random() * 10 * DAY_MS;
      const step = (endMs - first) / Math.max(1, entry.messages);
      const times = [];
      // Every twentieth conversation has its last message held for the delivery window.
      const heldLast = number % 20 === 7;
      for (let index = 0; index < entry.messages; index++) {
        const at = iso(first + index * step + random() * step * 0.5);
        times.push(at);
        const sender = index === 0 ? people[0] : pick(speakers);
        const held = heldLast && index === entry.messages - 1;
        messages.push({
          id: crypto.randomUUID(),
          conversation_id: id,
          sender_key: sender.key,
          sender_user_id: sender.userId,
          sender_student_id: sender.studentId,
          sender_name: senderName(sender.key, names),
          body: `Message ${index + 1}: ${MESSAGE_TEXTS[index % MESSAGE_TEXTS.length]}`,
          client_id: `bench-${number}-${index}`,
          urgent: 0,
          created_at: at,
          deliver_at: held ? iso(endMs + 8 * 3_600_000) : at,
          delivered_at: held ? null : at,
          withdrawn_at: index % 97 === 13 ? at : null,
        });
      }
      const lastDelivered = heldLast ? times[times.length - 2] : times[times.length - 1];
      conversations.push({
        id,
        class_id: klass.id,
        kind: entry.kind,
        title: entry.kind === 'group' ? `Reading group ${number}` : null,
        about_student_id: aboutStudentId,
        replies_allowed: entry.kind === 'announcement' ? 0 : 1,
        creator_key: people[0].key,
        client_id: `bench-conversation-${number}`,
        created_at: iso(first - DAY_MS),
        last_message_at: lastDelivered ?? null,
      });
      for (const person of people) {
        // Most have read all but the last few; some never opened it.
        const roll = random();
        const behind = roll < 0.4 ? 0 : Math.floor(random() * 15);
        const readIndex = times.length - 1 - behind;
        members.push({
          conversation_id: id,
          member_key: person.key,
          user_id: person.userId,
          student_id: person.studentId,
          kind: person.kind,
          role: person.role,
          permanent: person.permanent,
          joined_at: iso(first - DAY_MS),
          left_at: null,
          last_read_at: roll > 0.95 || readIndex < 0 ? null : times[readIndex],
          emailed_through: null,
        });
      }
      counts.conversations += 1;
      counts.members += people.length;
      counts.messages += entry.messages;
      if (messages.length >= CHUNK * 4 || number === plan.length - 1) {
        await insert('chat_conversations', conversations);
        await insert('chat_members', members);
        await insert('chat_messages', messages);
      }
    }
  });
  const { token: parentToken } = await app.sessions.create({
    kind: 'user',
    subjectType: 'user',
    subjectId: benchParentId,
  });
  return {
    ...counts,
    classes: classes.length,
    students: classes.reduce((sum, klass) => sum + klass.students.length, 0),
    parents: new Set(classes.flatMap((klass) => klass.parentIds)).size,
    teacherConversations: plan.filter((entry) => entry.classIndex < load.teacherClasses).length,
    parentToken,
    teacherClassId: world.classId,
    studentId: classes[0].students[1].id,
  };
}

const MESSAGE_TEXTS = [
  'Please bring your Bible and a pencil tomorrow.',
  'Thank you for the reflection you wrote this week, it was lovely to read.',
  'Can we move the family meeting to Thursday after school?',
  'Reminder: the retreat permission slip is due on Friday.',
  'I finished the reading from chapter three.',
  'Great work in class today, everyone!',
  'What page should we read for Monday?',
  'We will pray the rosary together before lunch on Wednesday.',
];
