// The rows of the classroom-at-scale database (classroom.mjs), built in memory, one teacher at
// a time: the teacher, their classes (one of them co-taught by the next teacher), students,
// activities assigned to every one of their classes, and every student's writing on every
// activity, with the comments and points that go with finished work. Deterministic: the same
// shape and seed give the same text, statuses and word counts (ids are random UUIDs, as the
// server makes them, and times follow `now`).

/** 100 teachers × 5 classes × 30 students = 500 classes and 15,000 students; × 10 activities =
 * 150,000 pieces of writing. */
export const CLASSROOM_SHAPE = {
  teachers: 100,
  classesPerTeacher: 5,
  studentsPerClass: 30,
  activitiesPerTeacher: 10,
  /** Teachers per school (a school is where class orders ship). */
  teachersPerSchool: 5,
  /** Every n-th student has a parent linked (family view, parent invitations). */
  parentEvery: 3,
};

/** The measured teacher's password, and every seeded student's (one hash each, like the seed). */
export const BENCH_TEACHER_PASSWORD = 'LectioBenchTeacher1';
export const BENCH_STUDENT_PASSWORD = 'LectioBenchStudent1';

/** @param {typeof CLASSROOM_SHAPE} shape */
export function shapeTotals(shape) {
  const classes = shape.teachers * shape.classesPerTeacher;
  const students = classes * shape.studentsPerClass;
  return {
    teachers: shape.teachers,
    classes,
    students,
    activities: shape.teachers * shape.activitiesPerTeacher,
    assignments: classes * shape.activitiesPerTeacher,
    projects: students * shape.activitiesPerTeacher,
  };
}

/** mulberry32: a small seeded generator of numbers in [0, 1). @param {number} seed */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Our own sample sentences of a seventh-grader's reflection. */
const SENTENCES = [
  'When I read this passage I thought about my grandmother and the way she prays every morning.',
  'The shepherd does not leave the sheep alone, even when they wander far from the field.',
  'I think the most important word here is trust, because the disciples did not know what would happen.',
  'Sometimes I feel like the people in the boat, worried about the storm and forgetting who is with me.',
  'At school this week I tried to be patient with my little brother when he broke my model.',
  'Jesus asks the question twice, and I wonder why Peter needed to hear it again.',
  'Mercy means giving someone more than they deserve, like when my friend forgave me for the joke.',
  'The light in the story reminds me that even a small candle changes a dark room.',
  'I would like to ask the widow how she felt when she gave away everything she had.',
  'Our class talked about how the seed grows slowly, and nobody can see it happening underground.',
  'One way I can live this out is by helping at the food pantry with my parish on Saturday.',
  'It is hard to love your enemies, but I can start by not saying mean things about them.',
  'The father ran to meet his son before the son could even finish his apology.',
  'I noticed that the psalm begins with sadness but ends with praise.',
  'My favourite line is the one about still waters, because it makes me feel calm.',
  'If I had been there, I think I would have been afraid to speak up like the blind man did.',
  'Being a good neighbour means stopping for people even when we are in a hurry.',
  'The vocabulary word covenant means a promise that binds two people together.',
  'I want to remember this verse during my soccer games when I get frustrated.',
  'Prayer is not only asking for things but also listening and saying thank you.',
];

/**
 * About `words` words of reflection (whole sentences, so a little over), from `random`.
 * @param {() => number} random
 * @param {number} words
 */
export function writing(random, words) {
  const parts = [];
  let count = 0;
  while (count < words) {
    const sentence = SENTENCES[Math.floor(random() * SENTENCES.length)] ?? '';
    parts.push(sentence);
    count += sentence.split(' ').length;
  }
  return parts.join(' ');
}

/** Words in a set of answers, as the server counts them (common/schemas/projects.ts). */
export function countWords(answers) {
  return Object.values(answers).reduce(
    (sum, text) => sum + (text.trim() === '' ? 0 : text.trim().split(/\s+/).length),
    0,
  );
}

/** Every activity asks three questions. */
export const QUESTIONS = [
  { id: 'q1', prompt: 'What word or phrase stood out to you, and why?' },
  { id: 'q2', prompt: 'How does this passage connect to your own life?' },
  { id: 'q3', prompt: 'What is one way you can live this out this week?' },
];

const RUBRIC = {
  criteria: [
    {
      id: 'c1',
      name: 'Understanding',
      description: 'Shows what the passage says.',
      levels: [
        { label: 'Beginning', points: 1 },
        { label: 'Developing', points: 2 },
        { label: 'Proficient', points: 3 },
        { label: 'Excellent', points: 4 },
      ],
    },
    {
      id: 'c2',
      name: 'Reflection',
      description: 'Connects it to life.',
      levels: [
        { label: 'Beginning', points: 1 },
        { label: 'Developing', points: 2 },
        { label: 'Proficient', points: 3 },
        { label: 'Excellent', points: 4 },
      ],
    },
  ],
};

/**
 * Answers to the three questions, about `words` words in all, split unevenly as students do.
 * @param {() => number} random
 * @param {number} words
 */
export function draftAnswers(random, words) {
  const first = Math.round(words * (0.3 + random() * 0.15));
  const second = Math.round(words * (0.3 + random() * 0.15));
  return {
    q1: writing(random, first),
    q2: writing(random, second),
    q3: writing(random, Math.max(5, words - first - second)),
  };
}

const FIRST_NAMES = ['Maria', 'Jonah', 'Sofia', 'Liam', 'Grace', 'Mateo', 'Ava', 'Noah', 'Lucia'];
const LAST_NAMES = ['Gomez', 'Brooks', 'Nguyen', 'Okafor', 'Rossi', 'Kowalski', 'Murphy', 'Diaz'];
const DAY_MS = 86_400_000;

/** Usernames and emails of seeded accounts: teacher 1 is the one the bench signs in as. */
export const teacherEmail = (t) => `teacher${t + 1}@bench.lectio.test`;
export const studentUsername = (t, c, s) =>
  `bench.t${String(t + 1).padStart(3, '0')}.c${c + 1}.s${String(s + 1).padStart(2, '0')}`;

/**
 * What a piece of writing looks like, by how old its activity is: the latest one (index
 * activities - 1) is being written now; the two before it are handed in and waiting for the
 * teacher; older ones are mostly approved and scored, a few archived or never handed in.
 * @param {() => number} random
 * @param {number} activity index, 0 the oldest
 * @param {number} activities how many the teacher has
 */
export function projectState(random, activity, activities) {
  const age = activities - 1 - activity;
  if (age === 0)
    return { status: 'active', submitted: false, words: 40 + Math.floor(random() * 220) };
  const words = 150 + Math.floor(random() * 250);
  if (age <= 2) return { status: 'active', submitted: random() < 0.9, words };
  const roll = random();
  if (roll < 0.8) return { status: 'approved', submitted: true, words };
  if (roll < 0.9) return { status: 'archived', submitted: true, words };
  return { status: 'active', submitted: false, words };
}

/**
 * The users row of teacher `t` (all teachers are inserted before their classes, so a class can
 * name the next teacher as co-teacher).
 * @param {typeof CLASSROOM_SHAPE} shape
 * @param {number} t
 * @param {{ now: Date, teacherHash: string, schoolIds: string[], teacherIds: string[] }} context
 */
export function teacherUserRow(shape, t, { now, teacherHash, schoolIds, teacherIds }) {
  const at = new Date(now.getTime() - 200 * DAY_MS).toISOString();
  return {
    id: teacherIds[t] ?? '',
    email: teacherEmail(t),
    second_email: null,
    first_name: 'Teacher',
    last_name: `Number ${t + 1}`,
    account_type: 'teacher',
    password_hash: teacherHash,
    email_confirmed_at: at,
    is_platform_admin: 0,
    school_id: schoolIds[Math.floor(t / shape.teachersPerSchool)] ?? null,
    is_school_admin: t % shape.teachersPerSchool === 0 ? 1 : 0,
    referral_r: null,
    referral_rc: null,
    created_at: at,
    updated_at: at,
  };
}

/**
 * Every other row for teacher `t`, by table, in an order that satisfies the foreign keys.
 * @param {typeof CLASSROOM_SHAPE} shape
 * @param {number} t the teacher's index (0-based)
 * @param {{ now: Date, teacherHash: string, studentHash: string, schoolIds: string[],
 *   teacherIds: string[] }} context teacherIds holds one id per teacher, made up front;
 *   parents share the teachers' password hash
 */
export function teacherRows(shape, t, { now, teacherHash, studentHash, schoolIds, teacherIds }) {
  const random = seededRandom(t + 1);
  const at = (daysAgo, hours = 0) =>
    new Date(now.getTime() - daysAgo * DAY_MS + hours * 3_600_000).toISOString();
  const teacherId = teacherIds[t] ?? '';
  const schoolId = schoolIds[Math.floor(t / shape.teachersPerSchool)] ?? null;
  const rows = {
    users: [],
    classes: [],
    class_teachers: [],
    students: [],
    class_students: [],
    class_join_requests: [],
    parent_students: [],
    activities: [],
    activity_assignments: [],
    projects: [],
    project_comments: [],
    points_ledger: [],
  };
  /** @type {{ id: string, students: { id: string, username: string }[] }[]} */
  const classes = [];
  for (let c = 0; c < shape.classesPerTeacher; c++) {
    const id = crypto.randomUUID();
    rows.classes.push({
      id,
      title: `Theology ${6 + (c % 3)}${String.fromCharCode(65 + c)} (${t + 1})`,
      access_code: `B${String(t).padStart(3, '0')}${c}`,
      teacher_id: teacherId,
      school_id: schoolId,
      created_at: at(150),
      grade_level: String(6 + (c % 3)),
      subject: 'Theology',
    });
    const students = [];
    for (let s = 0; s < shape.studentsPerClass; s++) {
      const student = { id: crypto.randomUUID(), username: studentUsername(t, c, s) };
      students.push(student);
      rows.students.push({
        id: student.id,
        first_name: FIRST_NAMES[(t + c + s) % FIRST_NAMES.length],
        last_name: `${LAST_NAMES[s % LAST_NAMES.length]}${s}`,
        grade: String(6 + (c % 3)),
        username: student.username,
        email: null,
        password_hash: studentHash,
        login_code_hash: null,
        administrator_id: teacherId,
        google_subject: null,
        created_at: at(150),
        updated_at: at(150),
      });
      rows.class_students.push({ class_id: id, student_id: student.id, joined_at: at(150) });
      if (s % shape.parentEvery === 0) {
        const parentId = crypto.randomUUID();
        rows.users.push({
          id: parentId,
          email: `parent.${student.username}@bench.lectio.test`,
          second_email: null,
          first_name: 'Parent',
          last_name: `${LAST_NAMES[s % LAST_NAMES.length]}${s}`,
          account_type: 'parent',
          password_hash: teacherHash,
          email_confirmed_at: at(140),
          is_platform_admin: 0,
          school_id: null,
          is_school_admin: 0,
          referral_r: null,
          referral_rc: null,
          created_at: at(140),
          updated_at: at(140),
        });
        rows.parent_students.push({
          parent_id: parentId,
          student_id: student.id,
          created_at: at(140),
        });
      }
    }
    classes.push({ id, students });
  }
  // The next teacher co-teaches this teacher's last class.
  const coTeacher = teacherIds[(t + 1) % shape.teachers];
  const lastClass = classes[classes.length - 1];
  if (coTeacher && coTeacher !== teacherId && lastClass) {
    rows.class_teachers.push({
      class_id: lastClass.id,
      teacher_id: coTeacher,
      role: 'co-teacher',
      invited_by: teacherId,
      created_at: at(120),
    });
  }
  // A student of the first class asks to join the second one.
  const [first, second] = classes;
  if (first && second && first.students[0]) {
    rows.class_join_requests.push({
      id: crypto.randomUUID(),
      class_id: second.id,
      student_id: first.students[0].id,
      status: 'pending',
      created_at: at(1),
      decided_at: null,
      decided_by: null,
    });
  }

  for (let a = 0; a < shape.activitiesPerTeacher; a++) {
    const activityId = crypto.randomUUID();
    const assignedDaysAgo = (shape.activitiesPerTeacher - a) * 7;
    rows.activities.push({
      id: activityId,
      teacher_id: teacherId,
      title: `Reflection ${a + 1}: Psalm ${20 + a}`,
      passage_reference: `Psalm ${20 + a}:1-6`,
      passage_source: 'NABRE',
      passage_text: writing(random, 120),
      instructions: 'Read the passage twice, then answer each question in full sentences.',
      questions: JSON.stringify(QUESTIONS),
      vocabulary: JSON.stringify([{ word: 'covenant', definition: 'A sacred promise.' }]),
      rubric: JSON.stringify(RUBRIC),
      image_key: null,
      image_alt: '',
      due_date: null,
      source_library_id: null,
      created_at: at(assignedDaysAgo + 2),
      updated_at: at(assignedDaysAgo + 2),
    });
    for (const klass of classes) {
      rows.activity_assignments.push({
        activity_id: activityId,
        class_id: klass.id,
        assigned_by: teacherId,
        assigned_at: at(assignedDaysAgo),
        // Due a week after it was assigned: the latest is due today, the others are past.
        due_date: at(assignedDaysAgo - 7).slice(0, 10),
      });
      for (const student of klass.students) {
        const state = projectState(random, a, shape.activitiesPerTeacher);
        const answers = draftAnswers(random, state.words);
        const projectId = crypto.randomUUID();
        const created = at(assignedDaysAgo, 1 + random() * 48);
        const updated =
          state.status === 'active' && !state.submitted
            ? at(Math.min(assignedDaysAgo, 2), random() * 40)
            : at(assignedDaysAgo - 3, random() * 48);
        const scored = state.status === 'approved';
        rows.projects.push({
          id: projectId,
          activity_id: activityId,
          class_id: klass.id,
          student_id: student.id,
          answers: JSON.stringify(answers),
          word_count: countWords(answers),
          status: state.status,
          score: scored
            ? JSON.stringify({ c1: Math.floor(random() * 4), c2: Math.floor(random() * 4) })
            : null,
          submitted_at: state.submitted ? updated : null,
          created_at: created,
          updated_at: updated,
        });
        if (state.submitted) {
          rows.points_ledger.push({
            id: crypto.randomUUID(),
            student_id: student.id,
            points: 10,
            kind: 'submission',
            project_id: projectId,
            note: null,
            created_by: null,
            created_at: updated,
          });
        }
        if (scored && random() < 0.25) {
          rows.project_comments.push({
            id: crypto.randomUUID(),
            project_id: projectId,
            author_user_id: teacherId,
            author_name: `Teacher Number ${t + 1}`,
            body: writing(random, 25),
            created_at: updated,
          });
          rows.points_ledger.push({
            id: crypto.randomUUID(),
            student_id: student.id,
            points: 5,
            kind: 'award',
            project_id: projectId,
            note: 'Thoughtful reflection',
            created_by: teacherId,
            created_at: updated,
          });
        }
      }
    }
  }
  return {
    rows,
    classes: classes.map((klass) => ({
      id: klass.id,
      usernames: klass.students.map((student) => student.username),
    })),
    latestActivityId: rows.activities[rows.activities.length - 1]?.id ?? '',
  };
}

/** teacherRows' tables in insert order (foreign keys point backwards only; users are parents). */
export const TABLES = [
  'users',
  'classes',
  'class_teachers',
  'students',
  'class_students',
  'class_join_requests',
  'parent_students',
  'activities',
  'activity_assignments',
  'projects',
  'project_comments',
  'points_ledger',
];

/**
 * Splits rows into multi-row inserts that stay under SQLite's limit of bound values per
 * statement (32,766 since 3.32; kept well below).
 * @template T
 * @param {T[]} rows
 * @param {number} columns
 * @param {number} [maxValues]
 * @returns {T[][]}
 */
export function insertBatches(rows, columns, maxValues = 30_000) {
  const size = Math.max(1, Math.floor(maxValues / Math.max(1, columns)));
  const batches = [];
  for (let start = 0; start < rows.length; start += size)
    batches.push(rows.slice(start, start + size));
  return batches;
}

/**
 * A student's autosave bodies while they write: a draft of about `startWords` words to begin
 * with, and about a sentence more at each save (every 2 s: a quick but human typist).
 * `body(save)` is the PUT body of the save-th save (JSON, as the writing page sends it).
 * @param {number} seed
 * @param {number} [startWords]
 */
export function growingDraft(seed, startWords = 150) {
  const random = seededRandom(seed);
  const start = draftAnswers(random, startWords);
  const sentences = Array.from({ length: 60 }, () => writing(random, 1));
  return {
    /** @param {number} save */
    body(save) {
      const added = sentences.slice(0, Math.min(save, sentences.length)).join(' ');
      return JSON.stringify({
        answers: { ...start, q3: added ? `${start.q3} ${added}` : start.q3 },
      });
    },
  };
}

/**
 * The gradebook's measured class (issue 11, point 9: "< 50 ms server time for a class of 40
 * students × 60 assignments"): one more class of the measured teacher, with 40 students and
 * 60 activities of its own assigned a week apart (the 10 latest to chosen students only, half
 * the class), and every student's writing on each activity it is for, aged as in
 * projectState: scored, approved, handed in and waiting, being written, or not started.
 */
export const GRADEBOOK_CLASS_SHAPE = { students: 40, activities: 60, chosenLatest: 10 };

/**
 * @param {typeof GRADEBOOK_CLASS_SHAPE} shape
 * @param {{ now: Date, studentHash: string, teacherId: string, schoolId: string | null }} context
 */
export function gradebookClassRows(shape, { now, studentHash, teacherId, schoolId }) {
  const random = seededRandom(4060);
  const at = (daysAgo, hours = 0) =>
    new Date(now.getTime() - daysAgo * DAY_MS + hours * 3_600_000).toISOString();
  const rows = {
    classes: [],
    students: [],
    class_students: [],
    activities: [],
    activity_assignments: [],
    assignment_students: [],
    projects: [],
    project_comments: [],
  };
  const classId = crypto.randomUUID();
  rows.classes.push({
    id: classId,
    title: 'Theology 8 Gradebook (40 × 60)',
    access_code: 'GRADE40',
    teacher_id: teacherId,
    school_id: schoolId,
    created_at: at(430),
    grade_level: '8',
    subject: 'Theology',
  });
  const students = [];
  for (let s = 0; s < shape.students; s++) {
    const id = crypto.randomUUID();
    students.push(id);
    rows.students.push({
      id,
      first_name: FIRST_NAMES[s % FIRST_NAMES.length],
      last_name: `${LAST_NAMES[s % LAST_NAMES.length]}G${s}`,
      grade: '8',
      username: `bench.gradebook.s${String(s + 1).padStart(2, '0')}`,
      email: null,
      password_hash: studentHash,
      login_code_hash: null,
      administrator_id: teacherId,
      google_subject: null,
      created_at: at(430),
      updated_at: at(430),
    });
    rows.class_students.push({ class_id: classId, student_id: id, joined_at: at(430) });
  }
  for (let a = 0; a < shape.activities; a++) {
    const activityId = crypto.randomUUID();
    const assignedDaysAgo = (shape.activities - a) * 7;
    rows.activities.push({
      id: activityId,
      teacher_id: teacherId,
      title: `Gradebook reflection ${a + 1}`,
      passage_reference: `Proverbs ${1 + (a % 31)}:1-6`,
      passage_source: 'NABRE',
      passage_text: writing(random, 60),
      instructions: 'Read the passage twice, then answer each question in full sentences.',
      questions: JSON.stringify(QUESTIONS),
      vocabulary: JSON.stringify([]),
      rubric: JSON.stringify(RUBRIC),
      image_key: null,
      image_alt: '',
      due_date: null,
      source_library_id: null,
      created_at: at(assignedDaysAgo + 2),
      updated_at: at(assignedDaysAgo + 2),
    });
    rows.activity_assignments.push({
      activity_id: activityId,
      class_id: classId,
      assigned_by: teacherId,
      assigned_at: at(assignedDaysAgo),
      due_date: at(assignedDaysAgo - 7).slice(0, 10),
    });
    const chosen = a >= shape.activities - shape.chosenLatest;
    const assigned = chosen ? students.filter((_, index) => index % 2 === 0) : students;
    for (const studentId of assigned) {
      if (chosen) {
        rows.assignment_students.push({
          activity_id: activityId,
          class_id: classId,
          student_id: studentId,
        });
      }
      const state = projectState(random, a, shape.activities);
      const projectId = crypto.randomUUID();
      const updated = at(Math.max(0, assignedDaysAgo - 3), random() * 48);
      rows.projects.push({
        id: projectId,
        activity_id: activityId,
        class_id: classId,
        student_id: studentId,
        // Short answers: the gradebook reads statuses and scores, never the text.
        answers: JSON.stringify({ q1: writing(random, 20) }),
        word_count: state.words,
        status: state.status,
        score:
          state.status === 'approved'
            ? JSON.stringify({ c1: Math.floor(random() * 4), c2: Math.floor(random() * 4) })
            : null,
        submitted_at: state.submitted ? updated : null,
        created_at: at(assignedDaysAgo, 1),
        updated_at: updated,
      });
      if (state.status === 'approved' && random() < 0.25) {
        rows.project_comments.push({
          id: crypto.randomUUID(),
          project_id: projectId,
          author_user_id: teacherId,
          author_name: 'Teacher Number 1',
          body: writing(random, 15),
          created_at: updated,
        });
      }
    }
  }
  return { rows, classId };
}

/** gradebookClassRows' tables in insert order. */
export const GRADEBOOK_TABLES = [
  'classes',
  'students',
  'class_students',
  'activities',
  'activity_assignments',
  'assignment_students',
  'projects',
  'project_comments',
];

/**
 * The notification fan-out's class (issue 11, point 17: "one hand-in to 3 co-teachers must
 * reach them in < 1 s"): one more class of the measured teacher, taught with three other
 * bench teachers as co-teachers, one student, and an activity per hand-in measured, assigned
 * and not yet started, so each hand-in is a first one.
 */
export const FAN_OUT_SHAPE = { coTeachers: 3, handIns: 20 };

/**
 * @param {typeof FAN_OUT_SHAPE} shape
 * @param {{ now: Date, studentHash: string, teacherId: string, coTeacherIds: string[],
 *   schoolId: string | null }} context
 */
export function fanOutClassRows(shape, { now, studentHash, teacherId, coTeacherIds, schoolId }) {
  const at = (daysAgo) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString();
  const classId = crypto.randomUUID();
  const studentId = crypto.randomUUID();
  const username = 'bench.fanout.s01';
  const activityIds = Array.from({ length: shape.handIns }, () => crypto.randomUUID());
  const rows = {
    classes: [
      {
        id: classId,
        title: 'Theology 8 Team-taught',
        access_code: 'FANOUT3',
        teacher_id: teacherId,
        school_id: schoolId,
        created_at: at(30),
        grade_level: '8',
        subject: 'Theology',
      },
    ],
    class_teachers: coTeacherIds.slice(0, shape.coTeachers).map((coTeacherId) => ({
      class_id: classId,
      teacher_id: coTeacherId,
      role: 'co-teacher',
      invited_by: teacherId,
      created_at: at(29),
    })),
    students: [
      {
        id: studentId,
        first_name: 'Fan',
        last_name: 'Out',
        grade: '8',
        username,
        email: null,
        password_hash: studentHash,
        login_code_hash: null,
        administrator_id: teacherId,
        google_subject: null,
        created_at: at(30),
        updated_at: at(30),
      },
    ],
    class_students: [{ class_id: classId, student_id: studentId, joined_at: at(30) }],
    activities: activityIds.map((id, a) => ({
      id,
      teacher_id: teacherId,
      title: `Team-taught reflection ${a + 1}`,
      passage_reference: `Psalm ${1 + a}:1-4`,
      passage_source: 'NABRE',
      passage_text: 'Blessed is the one who delights in the law of the Lord.',
      instructions: 'Answer in full sentences.',
      questions: JSON.stringify(QUESTIONS),
      vocabulary: JSON.stringify([]),
      rubric: JSON.stringify(RUBRIC),
      image_key: null,
      image_alt: '',
      due_date: null,
      source_library_id: null,
      created_at: at(2),
      updated_at: at(2),
    })),
    activity_assignments: activityIds.map((activityId) => ({
      activity_id: activityId,
      class_id: classId,
      assigned_by: teacherId,
      assigned_at: at(1),
      due_date: null,
    })),
  };
  return { rows, classId, activityIds, username };
}

/** fanOutClassRows' tables in insert order. */
export const FAN_OUT_TABLES = [
  'classes',
  'class_teachers',
  'students',
  'class_students',
  'activities',
  'activity_assignments',
];
