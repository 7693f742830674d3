import { ROOM_CONTRIBUTIONS_COPY } from '@common/copy/room-contributions';
import { ROOM_MESSAGES } from '@common/copy/rooms';
import { audienceOfArea } from '@common/schemas/room-contributions';
import { AppShell } from '~/components/layout/AppShell';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { statusOf } from '~/lib/api';
import { useContributions } from './api';
import { ContributionView } from './ContributionView';

const COPY = ROOM_CONTRIBUTIONS_COPY;

/** /teacher/rooms/:roomId/contributions and /student/rooms/:roomId/contributions. */
export function ContributionsPage({
  area,
  roomId,
}: {
  area: 'teacher' | 'student';
  roomId: string;
}) {
  const contributions = useContributions(audienceOfArea(area), roomId);
  return (
    <AppShell
      title={contributions.data ? COPY.heading(contributions.data.roomName) : COPY.title}
      intro={contributions.data?.sessionTitle ?? COPY.intro}
    >
      {contributions.isPending ? (
        <Skeleton label={COPY.loading} lines={8} />
      ) : contributions.isError ? (
        statusOf(contributions.error) === 404 ? (
          <LoadFailed message={ROOM_MESSAGES.notFound} />
        ) : (
          <LoadFailed message={COPY.failed} onRetry={() => void contributions.refetch()} />
        )
      ) : (
        <ContributionView contributions={contributions.data} />
      )}
    </AppShell>
  );
}
