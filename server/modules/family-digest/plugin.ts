import fp from 'fastify-plugin';
import { scheduleJob } from '../../lib/schedule';
import { sendFamilyDigests } from './send-family-digests';
import { FAMILY_DIGEST } from './week';

export interface FamilyDigestOptions {
  publicBaseUrl: string;
  /** Runs the digest job on a timer (off in tests, which call sendFamilyDigests themselves). */
  schedule: boolean;
  intervalMs?: number | undefined;
}

/** The weekly family digest on every instance (safe: each page records its week first). */
export default fp<FamilyDigestOptions>(
  async (app, { publicBaseUrl, schedule, intervalMs = FAMILY_DIGEST.intervalMs }) => {
    if (!schedule) return;
    scheduleJob(app, {
      name: 'Family digest',
      intervalMs,
      run: () => sendFamilyDigests(app, { publicBaseUrl }),
    });
  },
  { name: 'family-digest', dependencies: ['email'] },
);
