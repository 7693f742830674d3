import type { FastifyInstance } from 'fastify';
import type { LiveCommentEvent } from '../../../common/schemas/projects';
import { teachersOfClasses } from '../../access/teaches-class';
import type { LiveEvent } from '../../adapters/live/channel';
import { CLASS_ACCESS_EVENT } from '../../live/class-access';
import { realLiveTimer, type LiveTimer } from '../../live/live-timer';
import type { SseStream } from '../../live/sse-stream';
import { listChangedClasses } from './list-changed-classes';
import { listChangedProjects } from './list-changed-projects';

/**
 * The safety net under the live channel: once per interval, one query per instance asks which
 * of its watched classes changed, in case an event was lost (issue 10, point 6: 30 s or more).
 */
export const LIVE_SWEEP_MS = 30_000;
/**
 * Rows written by another instance can commit a little after their timestamp; each read looks
 * back this far and skips what it already sent, so none is missed.
 */
const LOOK_BACK_MS = 5_000;
/** The access rule of a class's live view (server/live/live-streams.ts): teaching the class. */
export const TEACHES_CLASS = 'teaches-class';

/** An event that changes what the live view shows (writing, word count, status, time). */
const isProjectChange = (event: LiveEvent) => event.type === 'project';
/**
 * A new comment or reply on a project: it leaves the project's row (and so its change time)
 * as it was, so it is passed on as it comes, for the review screens open on that work.
 */
const isCommentChange = (event: LiveEvent) => event.type === 'comment';

const isIsoTime = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 40 && !Number.isNaN(Date.parse(value));

/**
 * This instance's live class views: one channel subscription per watched class, the batched
 * "still teaches the class" check, and the safety-net sweep over every watched class at once.
 */
export function createClassWatch(app: FastifyInstance, timer: LiveTimer = realLiveTimer) {
  const watchers = new Map<
    string,
    { onChange: Set<(comment?: { projectId: string }) => void>; unsubscribe: () => void }
  >();
  let sweptAt = new Date().toISOString();

  app.liveStreams.defineAccess(TEACHES_CLASS, async (entries) => {
    const classIds = [...new Set(entries.map((entry) => entry.subject))];
    const taught = new Set(
      (await teachersOfClasses(app.db, classIds)).map((row) => `${row.teacherId} ${row.classId}`),
    );
    return entries.map((entry) => taught.has(`${entry.accountId} ${entry.subject}`));
  });

  /** Tells the watchers of every class changed since the last sweep to read their changes. */
  async function sweep() {
    const startedAt = new Date().toISOString();
    const since = new Date(Date.parse(sweptAt) - LOOK_BACK_MS).toISOString();
    const classIds = [...watchers.keys()];
    const changed: string[] = [];
    for (let start = 0; start < classIds.length; start += 500) {
      const part = classIds.slice(start, start + 500);
      changed.push(...(await listChangedClasses(app.db, { classIds: part, since })));
    }
    sweptAt = startedAt;
    for (const classId of changed) {
      for (const onChange of [...(watchers.get(classId)?.onChange ?? [])]) onChange();
    }
  }

  let sweeping = false;
  const guardedSweep = async () => {
    if (sweeping) return;
    sweeping = true;
    try {
      await sweep();
    } catch (error) {
      app.log.warn({ err: error }, 'live safety-net sweep failed; the next one tries again');
    } finally {
      sweeping = false;
    }
  };
  const stopSweeping = timer.every(LIVE_SWEEP_MS, guardedSweep);
  // Events may have been lost while the channel was down: catch up by time at once.
  const stopCatchingUp = app.live.onReconnect(() => void guardedSweep());
  app.addHook('preClose', async () => {
    stopSweeping();
    stopCatchingUp();
  });

  return {
    /**
     * Calls `onChange` whenever the class's projects may have changed, and with the project
     * when one of them got a comment, until unwatched.
     */
    watch(classId: string, onChange: (comment?: { projectId: string }) => void): () => void {
      let entry = watchers.get(classId);
      if (!entry) {
        const onChanges = new Set<(comment?: { projectId: string }) => void>();
        const unsubscribe = app.live.subscribe(`class:${classId}`, (event) => {
          if (isProjectChange(event)) {
            for (const notify of [...onChanges]) notify();
          } else if (isCommentChange(event)) {
            for (const notify of [...onChanges]) notify({ projectId: event.id });
          } else if (event.type === CLASS_ACCESS_EVENT) {
            void app.liveStreams.recheck(
              (stream) =>
                stream.access?.name === TEACHES_CLASS && stream.access.subject === classId,
            );
          }
        });
        entry = { onChange: onChanges, unsubscribe };
        watchers.set(classId, entry);
      }
      const mine = entry;
      const notify = (comment?: { projectId: string }) => onChange(comment);
      mine.onChange.add(notify);
      return () => {
        mine.onChange.delete(notify);
        if (mine.onChange.size > 0 || watchers.get(classId) !== mine) return;
        mine.unsubscribe();
        watchers.delete(classId);
      };
    },
  };
}

export type ClassWatch = ReturnType<typeof createClassWatch>;

/**
 * Streams a class's changed projects (`event: project`, the id is the change's time so a
 * reconnecting browser resumes with Last-Event-ID) and new comments (`event: comment`). Nothing polls per stream: on each event
 * for the class (or the instance's safety-net sweep) it reads the changes since its cursor,
 * one read at a time; events arriving during a read make one more read after it, so a burst
 * of saves costs at most two reads. The caller opened `stream` after checking access.
 */
export async function streamClassProjects(
  app: FastifyInstance,
  watch: ClassWatch,
  stream: SseStream,
  { classId, resumeFrom }: { classId: string; resumeFrom: unknown },
): Promise<void> {
  let cursor = isIsoTime(resumeFrom) ? resumeFrom : new Date().toISOString();
  const sent = new Map<string, string>();
  let reading = false;
  let again = false;

  async function read() {
    if (stream.ended) return;
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      do {
        again = false;
        const since = new Date(Date.parse(cursor) - LOOK_BACK_MS).toISOString();
        for (const change of await listChangedProjects(app.db, { classId, since })) {
          if (sent.get(change.projectId) === change.updatedAt) continue;
          sent.set(change.projectId, change.updatedAt);
          if (change.updatedAt > cursor) cursor = change.updatedAt;
          stream.send({ id: change.updatedAt, event: 'project', data: change });
        }
        for (const [projectId, updatedAt] of sent) {
          if (Date.parse(updatedAt) < Date.parse(cursor) - 2 * LOOK_BACK_MS) sent.delete(projectId);
        }
      } while (again && !stream.ended);
    } catch (error) {
      app.log.warn({ err: error }, 'live class read failed; the next event or sweep tries again');
    } finally {
      reading = false;
    }
  }

  const unwatch = watch.watch(classId, (comment) => {
    if (!comment) return void read();
    const event: LiveCommentEvent = { projectId: comment.projectId };
    stream.send({ event: 'comment', data: event });
  });
  stream.onEnd(unwatch);
  // Subscribed before the first read: a save committed after it cannot be missed.
  await app.live.ready();
  await read();
}
