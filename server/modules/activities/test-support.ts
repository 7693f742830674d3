import type { FastifyInstance } from 'fastify';
import type { ActivityInput } from '../../../common/schemas/activities';
import { buildTestApp } from '../../../tests/support/test-app';

/** Helpers shared by the activities API tests (not a test file itself). */

/** The real app for the activities tests. */
export async function buildActivitiesTestApp(databaseUrl: string): Promise<FastifyInstance> {
  return buildTestApp(databaseUrl);
}

/** A complete, valid activity as the editor would send it. */
export function activityInput(overrides: Partial<ActivityInput> = {}): ActivityInput {
  return {
    title: 'The Lost Sheep',
    passageReference: 'Luke 15:1-7',
    passageSource: 'Retold in our own words',
    passageText: 'A shepherd leaves ninety-nine sheep to look for the one that is lost.',
    instructions: 'Read the story, then answer each question in full sentences.',
    questions: [
      { prompt: 'Why does the shepherd go after one sheep?' },
      { prompt: 'Who is lost?' },
    ],
    vocabulary: [{ word: 'parable', definition: 'A short story that teaches a truth.' }],
    rubric: {
      criteria: [
        {
          name: 'Understanding',
          description: 'Retells the story accurately.',
          levels: [
            { label: 'Beginning', points: 1 },
            { label: 'Proficient', points: 3 },
          ],
        },
      ],
    },
    imageAlt: '',
    dueDate: '2026-12-01',
    ...overrides,
  };
}

/** Smallest valid files of each kind (their first bytes are what the server checks). */
export const IMAGES = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9]),
  webp: Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([0x1a, 0, 0, 0]),
    Buffer.from('WEBPVP8L'),
    Buffer.alloc(14),
  ]),
  gif: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
  text: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
} as const;
