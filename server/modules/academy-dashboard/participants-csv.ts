import { PARTICIPANTS_CSV as CSV } from '../../../common/copy/academy-dashboard';
import type { ParticipantsAnswer } from '../../../common/schemas/academy-dashboard';
import { csvFile } from '../../lib/csv';

/** The course's progress as CSV: a row per participant, as the dashboard shows them. */
export function participantsCsv({ participants, lessonCount }: ParticipantsAnswer): string {
  const header = [
    CSV.name,
    CSV.email,
    CSV.joined,
    CSV.lastActivity,
    CSV.completed,
    CSV.lessons,
    CSV.progress,
    CSV.waiting,
    CSV.accepted,
  ];
  const rows = participants.map((row) => [
    row.name,
    row.email,
    row.joinedAt?.slice(0, 10) ?? null,
    row.lastActivityAt?.slice(0, 10) ?? null,
    row.completedLessons,
    lessonCount,
    row.progressPercent,
    row.waitingReflections,
    row.acceptedReflections,
  ]);
  return csvFile([header, ...rows]);
}
