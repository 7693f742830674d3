import { describe, expect, it } from 'vitest';
import { ACTIVITIES_API } from '../../common/schemas/activities';
import { CLASSROOM_API } from '../../common/schemas/classroom';
import { PROJECTS_API, STUDENT_HOME_API } from '../../common/schemas/projects';
import { CLASSROOM_BUDGETS } from './budgets.mjs';
import { inBatches, pacedRate, portfolioTarget, readTargets } from './classroom.mjs';
import { OVERVIEW_API } from '../../common/schemas/overview';

describe('pacedRate', () => {
  it('paces reads at a share of their peak, within bounds', () => {
    expect(pacedRate(1000, 0.25, 300)).toBe(250);
    expect(pacedRate(4000, 0.25, 300)).toBe(300);
    expect(pacedRate(8, 0.25, 300)).toBe(5);
  });
});

describe('inBatches', () => {
  it('runs at most `limit` tasks at a time and answers in order', async () => {
    let running = 0;
    let most = 0;
    const results = await inBatches([5, 1, 4, 2, 3], 2, async (value, index) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, value));
      running -= 1;
      return `${index}:${value}`;
    });
    expect(results).toEqual(['0:5', '1:1', '2:4', '3:2', '4:3']);
    expect(most).toBe(2);
  });
});

describe('readTargets', () => {
  it('measures the dashboard call and the class page calls, each with its budget', () => {
    const targets = readTargets(
      { CLASSROOM_API, ACTIVITIES_API, PROJECTS_API },
      { id: 'class-1', activityId: 'act-9' },
    );
    expect(targets.map((target) => [target.path, target.budgetMs])).toEqual([
      ['/api/classroom/classes', CLASSROOM_BUDGETS.dashboardP95Ms],
      ['/api/classroom/classes/class-1', CLASSROOM_BUDGETS.classViewP95Ms],
      ['/api/classroom/classes/class-1/students', CLASSROOM_BUDGETS.classViewP95Ms],
      ['/api/activities', CLASSROOM_BUDGETS.classViewP95Ms],
      ['/api/projects/classes/class-1/activities/act-9', CLASSROOM_BUDGETS.classViewP95Ms],
    ]);
  });

  it('adds the teacher dashboard and the 40 × 60 gradebook (and its CSV) when given', () => {
    const targets = readTargets(
      { CLASSROOM_API, ACTIVITIES_API, PROJECTS_API, OVERVIEW_API },
      { id: 'class-1', activityId: 'act-9' },
      { id: 'grades-1', students: 40, assignments: 60 },
    );
    expect(
      targets.slice(0, 3).map((target) => [target.name, target.path, target.budgetMs]),
    ).toEqual([
      [
        'Dashboard: classes, To review, due dates',
        '/api/classroom/dashboard',
        CLASSROOM_BUDGETS.dashboardP95Ms,
      ],
      [
        'Gradebook (40 × 60)',
        '/api/classroom/classes/grades-1/gradebook',
        CLASSROOM_BUDGETS.gradebookP95Ms,
      ],
      [
        'Gradebook CSV (40 × 60)',
        '/api/classroom/classes/grades-1/gradebook.csv',
        CLASSROOM_BUDGETS.gradebookP95Ms,
      ],
    ]);
    expect(targets).toHaveLength(8);
  });
});

describe('portfolioTarget', () => {
  it("reads the student's portfolio against its budget, named with its pieces", () => {
    expect(portfolioTarget({ STUDENT_HOME_API }, { username: 'bench.s01', pieces: 60 })).toEqual({
      key: 'portfolio',
      name: 'Portfolio (60 pieces)',
      path: '/api/projects/student/portfolio',
      budgetMs: CLASSROOM_BUDGETS.portfolioP95Ms,
    });
  });
});
