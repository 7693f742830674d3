import type { Browser, Page } from '@playwright/test';
import { PROJECTS_API, type StudentProjectAnswer } from '../../common/schemas/projects';
import { assignActivity } from '../support/activities';
import { DEMO, signIn, type Credentials } from '../support/accounts';
import { startCluster, type Cluster } from '../support/cluster/start-cluster';
import { clusterServicesAnswer } from '../support/cluster/services';
import { expect, test } from '../support/fixtures';
import { startTestS3, type TestS3 } from '../support/s3-server';

/**
 * Two instances of the built server behind a round-robin proxy, sharing PostgreSQL, Redis and
 * an S3 bucket: the production topology (docs/DEPLOY.md). Each browser talks to one instance
 * directly, so what one instance writes must reach a user of the other through the shared
 * services alone.
 */

test.describe.configure({ mode: 'serial' });

let cluster: Cluster;
let s3: TestS3;

test.beforeAll(async () => {
  const available = await clusterServicesAnswer();
  // CI always has the services (.ci/run); there a missing one is a failure, not a skip.
  if (!available && process.env.CI) throw new Error('PostgreSQL or Redis does not answer');
  test.skip(!available, 'needs PostgreSQL and Redis (TEST_DATABASE_URL, TEST_REDIS_URL)');
  s3 = await startTestS3();
  cluster = await startCluster({ env: { REDIS_URL: process.env.TEST_REDIS_URL!, ...s3.env } });
});

test.afterAll(async () => {
  await cluster?.stop();
  await s3?.stop();
});

async function signedInOn(
  browser: Browser,
  instance: number,
  account: 'teacher' | 'student',
  credentials: Credentials,
): Promise<Page> {
  const context = await browser.newContext({ baseURL: cluster.instances[instance]!.url });
  const page = await context.newPage();
  await signIn(page, account, credentials);
  return page;
}

test('a student saving on one instance reaches the teacher on the other within a second', async ({
  browser,
}) => {
  const teacher = await signedInOn(browser, 1, 'teacher', DEMO.teacher);
  const activity = await assignActivity(teacher);
  await teacher.goto(`/teacher/classes/${activity.classId}/activities/${activity.id}`);
  await expect(teacher.getByTestId('live-state')).toHaveText('Live');
  const card = teacher.locator('article[data-student="Maria Gomez"]');
  await expect(card.getByTestId('work-status')).toHaveText('Not started');

  const student = await signedInOn(browser, 0, 'student', DEMO.student);
  await student.goto(`/student/classes/${activity.classId}/activities/${activity.id}`);
  const status = student.getByTestId('save-status');
  await expect(status).toHaveText('Saved');
  for (const words of ['Goodness and mercy', 'Goodness and mercy shall follow me']) {
    await student.getByRole('textbox').first().fill(words);
    await expect(status).toHaveText('Saved', { timeout: 5_000 });
    // Saved on instance A; on instance B's live view within a second.
    await expect(card.getByTestId('work-answers')).toContainText(words, { timeout: 1_000 });
  }
  await expect(card.getByTestId('word-count')).toHaveText('6 words');
  await teacher.context().close();
  await student.context().close();
});

// Last in this file: it ends one of the two instances.
test('an instance killed during an autosave burst loses no saved word', async ({ browser }) => {
  test.setTimeout(120_000);
  const teacher = await signedInOn(browser, 1, 'teacher', DEMO.teacher);
  const activity = await assignActivity(teacher);
  await teacher.context().close();

  // The student's browser goes through the round-robin proxy, as in production.
  const context = await browser.newContext({ baseURL: cluster.url });
  const student = await context.newPage();
  await signIn(student, 'student', DEMO.student);
  await student.goto(`/student/classes/${activity.classId}/activities/${activity.id}`);
  const status = student.getByTestId('save-status');
  await expect(status).toHaveText('Saved');
  const answer = student.getByRole('textbox').first();

  const words = Array.from({ length: 24 }, (_, index) => `word${index + 1}`);
  for (const word of words.slice(0, 12)) await answer.pressSequentially(`${word} `);
  // Mid-burst, one instance dies without any chance to finish its work.
  await cluster.kill(0);
  // Then one save per word: round-robin sends some of them to the dead instance.
  for (const word of words.slice(12)) {
    await answer.pressSequentially(`${word} `);
    await expect(status).toHaveText('Saved', { timeout: 15_000 });
  }
  expect(cluster.proxy.failures()).toBeGreaterThan(0);

  // What the server kept (asked through the proxy, so the surviving instance) is every word.
  await student.reload();
  await expect(answer).toHaveValue(`${words.join(' ')} `);
  const saved = (await (
    await context.request.get(PROJECTS_API.studentProject(activity.classId, activity.id))
  ).json()) as StudentProjectAnswer;
  expect(Object.values(saved.project.answers).join('')).toBe(`${words.join(' ')} `);
  await context.close();
});
