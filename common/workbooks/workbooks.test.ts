import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STARTER_LIBRARY } from '../library';
import { RETOLD } from '../library/rubric';
import { activityInputSchema } from '../schemas/activities';
import {
  PUBLIC_DOMAIN_TRANSLATIONS,
  WORKBOOKS,
  WORKBOOK_COURSES,
  findWorkbook,
  findWorkbookActivity,
  workbookSchema,
  type Workbook,
} from './index';

const LABEL_PREFIX = 'Reflections for use alongside Spirit of Truth, High School, Course ';
const complete = WORKBOOKS.filter((workbook) => workbook.status === 'complete');
const outlines = WORKBOOKS.filter((workbook) => workbook.status === 'outline');
const activities = WORKBOOKS.flatMap((workbook) =>
  workbook.activities.map((activity) => [activity.id, activity, workbook] as const),
);

/** Every string in a value, with where it is, so a failure names the field. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  }
  return [];
}

describe('workbooks', () => {
  it('has exactly eleven, one per framework course, in its order: I-VI, then A-E', () => {
    expect(WORKBOOKS.map((workbook) => workbook.course)).toEqual([...WORKBOOK_COURSES]);
    expect(WORKBOOK_COURSES).toEqual(['I', 'II', 'III', 'IV', 'V', 'VI', 'A', 'B', 'C', 'D', 'E']);
    expect(WORKBOOKS.map((workbook) => workbook.id)).toEqual([
      'core-1',
      'core-2',
      'core-3',
      'core-4',
      'core-5',
      'core-6',
      'elective-a',
      'elective-b',
      'elective-c',
      'elective-d',
      'elective-e',
    ]);
    expect(WORKBOOKS.map((workbook) => workbook.kind)).toEqual([
      ...Array<string>(6).fill('core'),
      ...Array<string>(5).fill('elective'),
    ]);
  });

  it.each(WORKBOOKS.map((workbook) => [workbook.id, workbook] as const))(
    '%s parses with the workbook schema',
    (_id, workbook) => {
      const parsed = workbookSchema.safeParse(workbook);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    },
  );

  it('labels every workbook exactly "Reflections for use alongside Spirit of Truth, High School, Course N"', () => {
    expect(findWorkbook('core-1')?.label).toBe(
      'Reflections for use alongside Spirit of Truth, High School, Course I',
    );
    expect(findWorkbook('core-5')?.label).toBe(
      'Reflections for use alongside Spirit of Truth, High School, Course V',
    );
    expect(findWorkbook('elective-e')?.label).toBe(
      'Reflections for use alongside Spirit of Truth, High School, Course E',
    );
    for (const workbook of WORKBOOKS) expect(workbook.label).toBe(LABEL_PREFIX + workbook.course);
  });

  it('names the framework courses by their titles', () => {
    expect(findWorkbook('core-1')?.title).toBe('The Revelation of Jesus Christ in Scripture');
    expect(findWorkbook('core-5')?.title).toBe(
      'Sacraments as Privileged Encounters with Jesus Christ',
    );
    expect(findWorkbook('elective-b')?.title).toBe('History of the Catholic Church');
    expect(new Set(WORKBOOKS.map((workbook) => workbook.title)).size).toBe(11);
  });

  it('ships Courses I, II, V and VI complete, and the other seven as outlines with their units named', () => {
    expect(complete.map((workbook) => workbook.id)).toEqual([
      'core-1',
      'core-2',
      'core-5',
      'core-6',
    ]);
    expect(outlines).toHaveLength(7);
    for (const workbook of outlines) {
      expect(workbook.activities, workbook.id).toEqual([]);
      expect(workbook.units.length, workbook.id).toBeGreaterThanOrEqual(6);
      expect(workbook.units.length, workbook.id).toBeLessThanOrEqual(8);
    }
  });

  it.each(complete.map((workbook) => [workbook.id, workbook] as const))(
    '%s has 6-8 reflections, one for each of its units, in unit order',
    (_id, workbook) => {
      expect(workbook.activities.length).toBeGreaterThanOrEqual(6);
      expect(workbook.activities.length).toBeLessThanOrEqual(8);
      const unitNumbers = workbook.units.map((unit) => unit.number);
      const mapped = workbook.activities.map((activity) => activity.unit);
      expect(new Set(mapped).size).toBe(mapped.length);
      for (const unit of mapped) expect(unitNumbers).toContain(unit);
      expect(mapped).toEqual(unitNumbers);
    },
  );

  it('numbers units 1, 2, 3... and names each once', () => {
    for (const workbook of WORKBOOKS) {
      expect(workbook.units.map((unit) => unit.number)).toEqual(
        workbook.units.map((_unit, i) => i + 1),
      );
      const names = workbook.units.map((unit) => unit.name.toLowerCase());
      expect(new Set(names).size, workbook.id).toBe(names.length);
    }
  });

  it('gives every reflection a stable id, unique across workbooks and apart from the starter library', () => {
    const ids = activities.map(([id]) => id);
    expect(ids.length).toBe(7 + 7 + 8 + 8);
    expect(new Set(ids).size).toBe(ids.length);
    const library = new Set(STARTER_LIBRARY.map((activity) => activity.id));
    for (const [id, activity, workbook] of activities) {
      expect(library.has(id), id).toBe(false);
      expect(id).toMatch(/^[a-z0-9-]+$/);
      expect(id.startsWith(`${workbook.id}-unit-${activity.unit}-`), id).toBe(true);
    }
  });

  it('cites the Catechism by paragraph numbers only, whole numbers from 1 to 2865', () => {
    for (const [id, activity] of activities) {
      expect(activity.catechism.length, id).toBeGreaterThan(0);
      for (const paragraph of activity.catechism) {
        expect(Number.isInteger(paragraph), `${id}: ${paragraph}`).toBe(true);
        expect(paragraph, id).toBeGreaterThanOrEqual(1);
        expect(paragraph, id).toBeLessThanOrEqual(2865);
      }
    }
  });

  it('takes every passage from our own retelling or a named public-domain translation', () => {
    const allowed: string[] = [RETOLD, ...PUBLIC_DOMAIN_TRANSLATIONS];
    for (const [id, activity] of activities) expect(allowed, id).toContain(activity.passageSource);
    for (const translation of PUBLIC_DOMAIN_TRANSLATIONS)
      expect(translation).toMatch(/public domain/);
  });

  it('never names the publisher or its product, and marks no copyright, except in the label', () => {
    const forbidden = [/sophia/i, /©/, /spirit of truth/i, /\(c\)/i, /copyright/i];
    for (const workbook of WORKBOOKS) {
      const { label: _label, ...rest } = workbook;
      for (const [path, value] of strings(rest, workbook.id)) {
        for (const pattern of forbidden) expect(value, path).not.toMatch(pattern);
      }
    }
    // Nor in the content's source (comments included): only schema.ts spells the label out.
    const folder = import.meta.dirname;
    const content = readdirSync(folder).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'schema.ts',
    );
    expect(content).toEqual(
      expect.arrayContaining([
        'course-1.ts',
        'course-5.ts',
        'course-6.ts',
        'outline.ts',
        'index.ts',
      ]),
    );
    for (const file of content) {
      const source = readFileSync(join(folder, file), 'utf8');
      for (const pattern of forbidden) expect(source, file).not.toMatch(pattern);
    }
  });

  it.each(activities)(
    '%s is a complete reflection a teacher could save as it is',
    (_id, activity) => {
      expect(activity.questions.length).toBeGreaterThanOrEqual(4);
      expect(activity.questions.length).toBeLessThanOrEqual(5);
      expect(activity.vocabulary.length).toBeGreaterThanOrEqual(4);
      expect(activity.vocabulary.length).toBeLessThanOrEqual(6);
      expect(activity.rubric.criteria.length).toBeGreaterThanOrEqual(3);
      expect(activity.grades).toBe('Grades 9-12');
      expect(activity.passageText.split('\n\n').length).toBeGreaterThanOrEqual(2);
      for (const [path, value] of strings(activity)) expect(value.trim(), path).not.toBe('');
      const parsed = activityInputSchema.safeParse({
        ...activity,
        questions: activity.questions.map((prompt) => ({ prompt })),
      });
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    },
  );

  it('finds a workbook and a reflection by id', () => {
    expect(findWorkbook('core-5')?.course).toBe('V');
    expect(findWorkbook('core-7')).toBeUndefined();
    const found = findWorkbookActivity('core-1-unit-3-philip-and-the-ethiopian');
    expect(found?.workbook.id).toBe('core-1');
    expect(found?.activity.passageReference).toBe('Acts 8:26-40');
    expect(found?.activity.unit).toBe(3);
    expect(findWorkbookActivity('good-samaritan')).toBeUndefined();
  });
});

describe('workbook schema', () => {
  const course1 = findWorkbook('core-1')!;
  const outline = outlines[0]!;
  const first = course1.activities[0]!;
  const issues = (workbook: Workbook) => {
    const parsed = workbookSchema.safeParse(workbook);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };

  it('refuses a label that is not word for word', () => {
    expect(issues({ ...course1, label: `${LABEL_PREFIX}1` }).join()).toMatch(/label is exactly/);
    expect(issues({ ...course1, label: `${LABEL_PREFIX}V` }).join()).toMatch(/label is exactly/);
  });

  it('refuses a workbook whose id or kind does not match its course', () => {
    expect(issues({ ...course1, id: 'core-2' }).join()).toMatch(/workbook is core-1/);
    expect(issues({ ...course1, kind: 'elective' }).join()).toMatch(/is a core course/);
  });

  it('refuses an outline with reflections, and a complete workbook with too few or a unit twice', () => {
    expect(issues({ ...outline, activities: [first] }).join()).toMatch(/outline workbook/);
    expect(issues({ ...course1, activities: course1.activities.slice(0, 5) }).join()).toMatch(
      /6-8 activities/,
    );
    const twice = course1.activities.map((activity) =>
      activity.unit === 2 ? { ...activity, unit: 1, id: `core-1-unit-1-${activity.id}` } : activity,
    );
    expect(issues({ ...course1, activities: twice }).join()).toMatch(/Unit 1 has a second/);
    const missing = course1.activities.map((activity, i) =>
      i === 0 ? { ...activity, unit: 8, id: 'core-1-unit-8-x' } : activity,
    );
    expect(issues({ ...course1, activities: missing }).join()).toMatch(/Unit 8 is not one/);
  });

  it('refuses an activity id without its workbook and unit', () => {
    const renamed = course1.activities.map((activity, i) =>
      i === 0 ? { ...activity, id: 'unknown-god' } : activity,
    );
    expect(issues({ ...course1, activities: renamed }).join()).toMatch(
      /start with "core-1-unit-1-"/,
    );
  });

  it.each([[[0]], [[2866]], [[12.5]], [[]], [[27, 27]], [[31, 27]]])(
    'refuses Catechism paragraphs %j',
    (catechism) => {
      const changed = course1.activities.map((activity, i) =>
        i === 0 ? { ...activity, catechism } : activity,
      );
      expect(issues({ ...course1, activities: changed }).length).toBeGreaterThan(0);
    },
  );

  it('refuses Catechism text in place of a number', () => {
    const changed = course1.activities.map((activity, i) =>
      i === 0
        ? { ...activity, catechism: ['The desire for God is written in the human heart'] }
        : activity,
    );
    expect(
      issues({ ...course1, activities: changed } as unknown as Workbook).length,
    ).toBeGreaterThan(0);
  });
});
