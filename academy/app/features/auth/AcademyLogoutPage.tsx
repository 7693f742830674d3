import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ACADEMY_AREAS } from '@common/copy/academy-auth';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { LoadingMessage, StatusScreen } from '~/features/auth/components/StatusScreen';
import { useGoTo } from '~/features/auth/hooks/use-go-to';
import { logOutOfAcademy } from './api';

/** 'Logging out ...' while the Academy session ends (cookie ct), then the Academy home. */
export function AcademyLogoutPage() {
  const goTo = useGoTo();
  const queryClient = useQueryClient();
  useEffect(() => {
    let cancelled = false;
    void logOutOfAcademy().then(({ ok, body }) => {
      // Nothing of the signed-in account stays in the page's memory.
      queryClient.clear();
      if (!cancelled) goTo(ok && body.url ? body.url : ACADEMY_PATHS.home);
    });
    return () => {
      cancelled = true;
    };
  }, [goTo, queryClient]);
  return (
    <StatusScreen title={ACADEMY_AREAS.loggingOut} titleHidden>
      <LoadingMessage text={ACADEMY_AREAS.loggingOut} />
    </StatusScreen>
  );
}
