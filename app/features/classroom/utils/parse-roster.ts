import Papa from 'papaparse';
import { CLASSROOM_SCREENS } from '@common/copy/classroom-screens';
import { CLASSROOM_LIMITS, STUDENT_GRADES } from '@common/schemas/classroom';

const COPY = CLASSROOM_SCREENS.addStudents;

/** One line of a pasted list or CSV file, as the teacher can still edit it. */
export interface DraftStudent {
  /** Stable across edits and drops (React's key and the row's number). */
  key: number;
  firstName: string;
  lastName: string;
  /** What the teacher typed: '6', '6th', 'Grade 6', 'adult'… or empty for the class's grade. */
  grade: string;
}

/** What the preview says about one row before anything is saved. */
export interface DraftCheck {
  /** Refusals: the row cannot be added as it is. */
  errors: string[];
  /** Warnings: a possible duplicate, which the teacher drops or keeps. */
  duplicates: string[];
}

const HEADER = /^(first|given|name|student|vorname|pr[ée]nom)/i;

/**
 * Rows from text pasted out of a spreadsheet (tab separated) or a CSV file (commas or
 * semicolons): first name, last name, grade. A single column "Clare Vance" is split at the
 * first space. A header line ("First name, Last name, Grade") and empty lines are skipped.
 */
export function parseRoster(text: string): DraftStudent[] {
  const { data } = Papa.parse<string[]>(text.trim(), {
    delimiter: '',
    delimitersToGuess: ['\t', ',', ';'],
    skipEmptyLines: 'greedy',
  });
  const rows = data.map((fields) => fields.map((field) => field.trim()));
  if (rows[0] && HEADER.test(rows[0][0] ?? '') && /name/i.test(rows[0].join(' '))) rows.shift();
  return rows.map((fields, index) => {
    const grade = fields[2] ?? '';
    let [firstName = '', lastName = ''] = fields;
    if (fields.length === 1 && firstName.includes(' ')) {
      const at = firstName.indexOf(' ');
      lastName = firstName.slice(at + 1).trim();
      firstName = firstName.slice(0, at);
    }
    return { key: index + 1, firstName, lastName, grade };
  });
}

/**
 * The grade value the API takes for what a teacher typed ('6', '6th', 'grade 6', 'Adults'),
 * '' for none (the class's grade), or null when it is no grade we know.
 */
export function gradeValue(typed: string): string | null {
  const text = typed.trim().toLowerCase();
  if (text === '') return '';
  if (/^adults?$/.test(text)) return 'adult';
  const number = /^(?:grade\s*)?(\d{1,2})(?:st|nd|rd|th)?(?:\s*grade)?$/.exec(text)?.[1];
  const value = number ? String(Number(number)) : text;
  return STUDENT_GRADES.some((grade) => grade.value === value) ? value : null;
}

const nameKey = (first: string, last: string) =>
  `${first} ${last}`
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Checks every row: both names present and a known grade (refusals), and the same name twice
 * in the list or already in the class (warnings: two students may share a name).
 */
export function checkDrafts(
  drafts: DraftStudent[],
  roster: { firstName: string; lastName: string }[],
): Map<number, DraftCheck> {
  const inClass = new Set(roster.map((student) => nameKey(student.firstName, student.lastName)));
  const firstRow = new Map<string, number>();
  const checks = new Map<number, DraftCheck>();
  drafts.forEach((draft, index) => {
    const errors: string[] = [];
    const duplicates: string[] = [];
    if (!draft.firstName.trim()) errors.push(COPY.missingFirst);
    if (!draft.lastName.trim()) errors.push(COPY.missingLast);
    if (gradeValue(draft.grade) === null) errors.push(COPY.badGrade(draft.grade));
    const key = nameKey(draft.firstName, draft.lastName);
    if (draft.firstName.trim() && draft.lastName.trim()) {
      const earlier = firstRow.get(key);
      if (earlier !== undefined) duplicates.push(COPY.duplicateInList(earlier));
      else firstRow.set(key, index + 1);
      if (inClass.has(key)) duplicates.push(COPY.duplicateInClass);
    }
    checks.set(draft.key, { errors, duplicates });
  });
  return checks;
}

/** The API body for rows that passed the checks. */
export function toNewStudents(drafts: DraftStudent[]) {
  return drafts.map((draft) => ({
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    grade: gradeValue(draft.grade) || null,
  }));
}

export const MAX_STUDENTS = CLASSROOM_LIMITS.studentsPerRequest;
