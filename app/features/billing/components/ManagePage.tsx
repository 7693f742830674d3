import { BILLING_MANAGE_COPY as COPY, BILLING_PAGE_COPY } from '@common/copy/billing-pages';
import { AppShell } from '~/components/layout/AppShell';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { messageOf } from '~/lib/api';
import { PATHS } from '@common/routes';
import {
  replaceCard,
  useCancelAtPeriodEnd,
  useResume,
  useSwitchPeriod,
} from '../api/billing-actions';
import { useBilling } from '../api/get-billing';
import { followUrl } from '../utils/follow-url';
import { ManageView, type ManageActions } from './ManageView';

/** /teacher/billing/manage: the local customer portal, on the account the server answers. */
export function ManagePage() {
  const billing = useBilling();
  const period = useSwitchPeriod();
  const cancel = useCancelAtPeriodEnd();
  const resume = useResume();
  const attempt = async (run: () => Promise<unknown>, fallback: string) => {
    try {
      await run();
      return null;
    } catch (error) {
      return messageOf(error, fallback);
    }
  };
  const actions: ManageActions = {
    replaceCard: async () => {
      try {
        const { url } = await replaceCard();
        return followUrl(url) ? null : COPY.cardFailed;
      } catch (error) {
        return messageOf(error, COPY.cardFailed);
      }
    },
    switchPeriod: (chosen) =>
      attempt(() => period.mutateAsync(chosen), BILLING_PAGE_COPY.manageFailed),
    cancel: () => attempt(() => cancel.mutateAsync(), COPY.cancelFailed),
    resume: () => attempt(() => resume.mutateAsync(), COPY.undoFailed),
  };
  return (
    <AppShell
      title={COPY.title}
      intro={COPY.intro}
      back={{ to: PATHS.teacherBilling, label: COPY.backToBilling }}
    >
      {billing.isPending && <Skeleton label={BILLING_PAGE_COPY.loading} lines={6} />}
      {billing.isError && (
        <LoadFailed message={BILLING_PAGE_COPY.failed} onRetry={() => void billing.refetch()} />
      )}
      {billing.data && <ManageView account={billing.data.account} actions={actions} />}
    </AppShell>
  );
}
