import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { activityImagePath, type ActivityInput } from '../../../common/schemas/activities';
import { send, type Caller } from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';
import { sampleImage, tusUpload } from '../uploads/test-support';

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

/** Small real images of each format the editor takes (drawn by sharp). */
export const IMAGES = {
  png: await sampleImage('png'),
  jpeg: await sampleImage('jpeg'),
  webp: await sampleImage('webp'),
  gif: await sampleImage('gif'),
} as const;

/**
 * What the editor does: uploads the image with tus (kind image), then attaches the finished
 * upload to the activity with its description. Returns the attaching call's answer.
 */
export async function attachImage(
  app: FastifyInstance,
  caller: Caller,
  activityId: string,
  bytes: Buffer,
  alt = 'A shepherd with a lamb',
): Promise<LightMyRequestResponse> {
  const { id, response } = await tusUpload(app, caller, 'image', 'picture', bytes);
  if (response.statusCode !== 204)
    throw new Error(`tus upload: ${response.statusCode} ${response.body}`);
  return send(app, 'POST', activityImagePath(activityId), caller, { uploadId: id, alt });
}
