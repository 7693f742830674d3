import { describe, expect, it } from 'vitest';
import { CLASSROOM_SCREENS } from '@common/copy/classroom-screens';
import { checkDrafts, gradeValue, parseRoster, toNewStudents } from './parse-roster';

const COPY = CLASSROOM_SCREENS.addStudents;

describe('a pasted class list', () => {
  it('reads tab-separated lines from a spreadsheet, skipping the header and blank lines', () => {
    const rows = parseRoster('First name\tLast name\tGrade\nClare\tVance\t6\n\nTomás\tRuiz\t\n');
    expect(rows).toEqual([
      { key: 1, firstName: 'Clare', lastName: 'Vance', grade: '6' },
      { key: 2, firstName: 'Tomás', lastName: 'Ruiz', grade: '' },
    ]);
  });

  it('reads comma-separated lines, quoted fields and a single "First Last" column', () => {
    expect(parseRoster('"Anne-Marie","O\'Neil, Jr.", 7th\nLydia Chen')).toEqual([
      { key: 1, firstName: 'Anne-Marie', lastName: "O'Neil, Jr.", grade: '7th' },
      { key: 2, firstName: 'Lydia', lastName: 'Chen', grade: '' },
    ]);
  });

  it('understands grades as teachers write them', () => {
    expect(
      ['6', '6th', 'Grade 6', '12', 'Adults', '', 'mixed', '3', 'sixth'].map(gradeValue),
    ).toEqual(['6', '6', '6', '12', 'adult', '', null, null, null]);
  });

  it('marks missing names and bad grades as errors, duplicates as warnings', () => {
    const rows = parseRoster('Clare,Vance,6\n,Ruiz,6\nclare,vánce\nLydia,Chen,14');
    const checks = checkDrafts(rows, [{ firstName: 'Lydia', lastName: 'Chen' }]);
    expect(checks.get(1)).toEqual({ errors: [], duplicates: [] });
    expect(checks.get(2)).toEqual({ errors: [COPY.missingFirst], duplicates: [] });
    expect(checks.get(3)).toEqual({ errors: [], duplicates: [COPY.duplicateInList(1)] });
    expect(checks.get(4)).toEqual({
      errors: [COPY.badGrade('14')],
      duplicates: [COPY.duplicateInClass],
    });
    expect(toNewStudents([rows[0]!])).toEqual([
      { firstName: 'Clare', lastName: 'Vance', grade: '6' },
    ]);
  });
});
