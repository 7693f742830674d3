import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { latestDayBegun } from '../../../common/classroom/school-days';

/**
 * Which assignments a student can see (issue 11, points 7 and 10). One rule for every
 * student-side read (the activities list, the home, the portfolio, opening, saving and handing
 * in work): an assignment is visible to a student of its class
 * - from its open day on (`opens_on`, 'YYYY-MM-DD'; null: at once), once that day has begun
 *   anywhere on Earth: the classroom's one time-zone rule (common/classroom/school-days.ts),
 *   the same the teacher's "scheduled" label follows, and
 * - when it is for the whole class (no `assignment_students` rows) or names this student.
 * - when it is a workbook reflection (`activities.workbook_id`, issue 16), only for a student who
 *   holds a licence for that workbook (in any school year: the writing stays readable).
 * Anything else reads exactly like an activity that was never assigned (404), so nothing leaks.
 */

/** Today as the open dates are written: 'YYYY-MM-DD' (UTC). Read from the clock each call. */
export const todayOf = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/**
 * The condition on an assignment aliased `a` (activity_assignments) for `studentId`:
 * `.where(assignmentVisibleTo(studentId))`. `now` is a parameter so tests control the clock.
 */
export function assignmentVisibleTo(
  studentId: string,
  now: Date = new Date(),
): RawBuilder<SqlBool> {
  return sql<SqlBool>`((a.opens_on is null or a.opens_on <= ${latestDayBegun(now)})
    and (not exists (select 1 from assignment_students chosen
           where chosen.activity_id = a.activity_id and chosen.class_id = a.class_id)
         or exists (select 1 from assignment_students mine
           where mine.activity_id = a.activity_id and mine.class_id = a.class_id
             and mine.student_id = ${studentId}))
    and not exists (select 1 from activities wb
           where wb.id = a.activity_id and wb.workbook_id is not null
             and not exists (select 1 from workbook_licences licence
               where licence.workbook_id = wb.workbook_id and licence.student_id = ${studentId})))`;
}
