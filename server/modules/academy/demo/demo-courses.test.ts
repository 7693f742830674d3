import { describe, expect, it } from 'vitest';
import { PUBLIC_DOMAIN_TRANSLATIONS } from '../../../../common/academy/blocks';
import { sanitizeLessonHtml } from '../../../../common/academy/lesson-html';
import { fileKeySchema, lessonBlocksSchema } from '../../../../common/schemas/academy-blocks';
import { isValidKey } from '../../../adapters/storage/storage';
import type { DemoCourse } from './demo-course';
import { DEMO_COURSES } from './demo-courses';
import { DEMO_FILES } from './demo-files';
import { OCIA_WEEK_BY_WEEK } from './ocia-week-by-week';
import { PRAYING_WITH_SCRIPTURE } from './praying-with-scripture';
import { renderLectioGlancePdf } from './render-lectio-glance-pdf';

const lessonsOf = (course: DemoCourse) => course.chapters.flatMap((chapter) => chapter.lessons);
const blocksOf = (course: DemoCourse) => lessonsOf(course).flatMap((lesson) => lesson.blocks);

describe('the demo course “Praying with Scripture”', () => {
  const course = PRAYING_WITH_SCRIPTURE;
  const blocks = blocksOf(course);

  it('is the published public prayer course of 3 chapters and 8 lessons the issue names', () => {
    expect(course).toMatchObject({
      title: 'Praying with Scripture: an introduction to Lectio Divina',
      category: 'prayer',
      status: 'published',
      visibility: 'public',
    });
    expect(course.chapters).toHaveLength(3);
    expect(lessonsOf(course)).toHaveLength(8);
  });

  it('gives every lesson 2 to 5 blocks, reflection prompts among them', () => {
    for (const lesson of lessonsOf(course)) {
      expect(lesson.blocks.length, lesson.slug).toBeGreaterThanOrEqual(2);
      expect(lesson.blocks.length, lesson.slug).toBeLessThanOrEqual(5);
      expect(
        lesson.blocks.some((block) => block.type === 'prompts'),
        lesson.slug,
      ).toBe(true);
    }
  });

  it('has guided Lectio Divina, the generated video, the handout and pictures', () => {
    const count = (type: string) => blocks.filter((block) => block.type === type).length;
    expect(count('lectioDivina')).toBeGreaterThanOrEqual(2);
    expect(blocks.filter((block) => block.type === 'video')).toEqual([
      expect.objectContaining({ source: { kind: 'file', fileKey: DEMO_FILES.titleVideo.key } }),
    ]);
    expect(blocks.filter((block) => block.type === 'attachment')).toEqual([
      expect.objectContaining({ fileKey: DEMO_FILES.glanceHandout.key }),
    ]);
    expect(count('image')).toBeGreaterThanOrEqual(3);
  });

  it('states the handout’s true size (update DEMO_FILES when the handout changes)', async () => {
    const pdf = await renderLectioGlancePdf();
    expect(DEMO_FILES.glanceHandout.sizeBytes).toBe(pdf.length);
  });
});

describe('the private demo course', () => {
  it('is a published private programme of 1 chapter and 2 lessons', () => {
    expect(OCIA_WEEK_BY_WEEK).toMatchObject({ status: 'published', visibility: 'private' });
    expect(OCIA_WEEK_BY_WEEK.chapters).toHaveLength(1);
    expect(lessonsOf(OCIA_WEEK_BY_WEEK)).toHaveLength(2);
  });
});

describe('both demo courses', () => {
  it('pass the lesson schema unchanged, so what the seed stores is what an instructor could save', () => {
    for (const course of DEMO_COURSES) {
      for (const lesson of lessonsOf(course)) {
        expect(lessonBlocksSchema.parse(lesson.blocks), lesson.slug).toEqual(lesson.blocks);
      }
      expect(sanitizeLessonHtml(course.description)).toBe(course.description);
    }
  });

  it('fit the courses table and use each slug once', () => {
    const slugs = DEMO_COURSES.flatMap((course) => [
      course.slug,
      ...course.chapters.map((chapter) => chapter.slug),
    ]);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const course of DEMO_COURSES) {
      expect(course.title.length).toBeLessThanOrEqual(120);
      expect(course.subtitle.length).toBeLessThanOrEqual(200);
      const lessonSlugs = lessonsOf(course).map((lesson) => lesson.slug);
      expect(new Set(lessonSlugs).size).toBe(lessonSlugs.length);
    }
  });

  it('quote scripture only from a public-domain translation', () => {
    const passages = DEMO_COURSES.flatMap(blocksOf).flatMap((block) =>
      block.type === 'scripture' ? [block] : block.type === 'lectioDivina' ? [block.passage] : [],
    );
    expect(passages.length).toBeGreaterThanOrEqual(8);
    for (const passage of passages) {
      expect(Object.values(PUBLIC_DOMAIN_TRANSLATIONS), passage.reference).toContain(
        passage.translation,
      );
    }
  });

  it('point at files by keys the storage accepts, as the schema’s own check agrees', () => {
    for (const key of Object.values(DEMO_FILES).map((file) => file.key)) {
      expect(isValidKey(key), key).toBe(true);
    }
    for (const key of [
      'academy/demo/a.pdf',
      'private/uploads/x.png',
      '../x',
      'a//b',
      '.x',
      'é/a',
    ]) {
      expect(fileKeySchema.safeParse(key).success, key).toBe(isValidKey(key));
    }
  });
});
