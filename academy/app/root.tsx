export { HydrateFallback, Layout } from '~/root';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '~/lib/query-client';
import { useScrollReset } from '~/lib/use-scroll-reset';

export default function AcademyApp() {
  useScrollReset();
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
