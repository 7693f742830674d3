import type { Page } from '@playwright/test';
import {
  insertAcademyUser,
  insertCourseWithLessons,
  insertMember,
  type InsertedCourse,
  type LessonFields,
} from './academy-courses';
import { expectFitsWidth } from './browser-conditions';
import { e2eDatabase } from './e2e-database';
import { VIEWPORTS, expectNoAxeViolations } from './fixtures';

/** The page as it stands passes axe and fits the width at desktop and phone sizes. */
export async function expectCalmAtBothWidths(page: Page): Promise<void> {
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    await expectFitsWidth(page);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

/** The question the fixture's lesson asks. */
export const PSALM_PROMPT = 'Which word stayed with you?';

/** A lesson with a passage and one question: what a participant reflects on. */
export const PSALM_LESSON: LessonFields = {
  title: 'Psalm 46',
  blocks: [
    { type: 'text', html: '<p>Be still, and know that I am God.</p>' },
    { type: 'prompts', prompts: [{ id: 'word', text: PSALM_PROMPT }] },
  ],
};

/**
 * An instructor (Thomas Reyes) with the course "Be still" (one chapter, "Listening", of the
 * given lessons: by default the Psalm 46 lesson) and a participant (Rosa Martin) in it. Each
 * call makes new accounts, so tests never share them.
 */
export async function courseWithParticipant(
  lessons: LessonFields[] = [PSALM_LESSON],
): Promise<{ instructor: string; participant: string; course: InsertedCourse }> {
  const db = e2eDatabase();
  try {
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
    const instructor = `instructor.${tag}@example.org`;
    const participant = `participant.${tag}@example.org`;
    const ownerId = await insertAcademyUser(db, {
      email: instructor,
      type: 'teacher',
      firstName: 'Thomas',
      lastName: 'Reyes',
    });
    const participantId = await insertAcademyUser(db, {
      email: participant,
      type: 'participant',
      firstName: 'Rosa',
      lastName: 'Martin',
    });
    const course = await insertCourseWithLessons(db, {
      ownerId,
      title: 'Be still',
      chapters: [{ title: 'Listening', lessons }],
    });
    await insertMember(db, course.id, participantId);
    return { instructor, participant, course };
  } finally {
    await db.destroy();
  }
}
