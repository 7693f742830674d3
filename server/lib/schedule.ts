import type { FastifyInstance } from 'fastify';

/**
 * Runs a background job every `intervalMs` once the server is ready, on every instance (jobs
 * must be safe to run twice at once). One run at a time per instance: a slow run makes the next
 * tick skip. The timer is unref'd so it never keeps the process alive, and stops on close.
 */
export function scheduleJob(
  app: FastifyInstance,
  job: { name: string; intervalMs: number; run: () => Promise<unknown> },
): void {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    job
      .run()
      .catch((error: unknown) => app.log.error({ err: error }, `${job.name}: the job failed`))
      .finally(() => {
        running = false;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, job.intervalMs);
    timer.unref();
    tick();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
