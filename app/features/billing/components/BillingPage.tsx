import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { BILLING_PAGE_COPY as COPY } from '@common/copy/billing-pages';
import { PATHS } from '@common/routes';
import { AppShell } from '~/components/layout/AppShell';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { messageOf } from '~/lib/api';
import {
  openPortal,
  payNow,
  startCheckout,
  useStartTrial,
  useSwitchPeriod,
} from '../api/billing-actions';
import { useBilling } from '../api/get-billing';
import { useAcceptQuote, useQuotes, useRequestQuote } from '../api/quotes';
import { followUrl } from '../utils/follow-url';
import { startParams } from '../utils/plan-words';
import { BillingView, type BillingActions } from './BillingView';
import { SchoolAccountPanel } from './SchoolAccountPanel';
import styles from './Billing.module.css';

/** Runs a call that answers `{ url }` and follows it; answers the failure to show, or null. */
async function goTo(call: () => Promise<{ url: string }>, fallback: string) {
  try {
    const { url } = await call();
    return followUrl(url) ? null : fallback;
  } catch (error) {
    return messageOf(error, fallback);
  }
}

/**
 * /teacher/billing: the account read from the server, the buttons wired to its calls;
 * `workbooks` is the workbook licences section the route hands in.
 */
export function BillingPage({ workbooks }: { workbooks?: ReactNode } = {}) {
  const billing = useBilling();
  const manage = billing.data?.account.canManage ?? false;
  const quotes = useQuotes({ enabled: manage });
  const trial = useStartTrial();
  const period = useSwitchPeriod();
  const quote = useRequestQuote();
  const acceptQuote = useAcceptQuote();
  const [search] = useSearchParams();
  const { start, returnTo } = startParams(search, PATHS.teacherBilling);

  const actions: BillingActions = {
    choose: (chosen) => goTo(() => startCheckout(chosen), COPY.subscribeFailed),
    manage: () => goTo(openPortal, COPY.manageFailed),
    pay: () => goTo(payNow, COPY.payFailed),
    startTrial: async () => {
      try {
        await trial.mutateAsync();
        return null;
      } catch (error) {
        return messageOf(error, COPY.trialFailed);
      }
    },
    switchPeriod: async (chosen) => {
      try {
        await period.mutateAsync(chosen);
        return null;
      } catch (error) {
        return messageOf(error, COPY.manageFailed);
      }
    },
    requestQuote: async (chosen) => {
      // Opened now, while the click still counts as the person's own, then pointed at the PDF.
      const tab = window.open('', '_blank');
      try {
        const made = await quote.mutateAsync(chosen);
        if (tab) tab.location.href = made.pdfUrl;
        else window.location.assign(made.pdfUrl);
        return null;
      } catch (error) {
        tab?.close();
        return messageOf(error, COPY.quoteFailed);
      }
    },
    acceptQuote: async (quoteId, body) => {
      try {
        await acceptQuote.mutateAsync({ quoteId, ...body });
        return null;
      } catch (error) {
        return messageOf(error, COPY.acceptFailed);
      }
    },
  };

  return (
    <AppShell
      title={COPY.title}
      intro={COPY.intro}
      back={returnTo ? { to: returnTo, label: COPY.back } : undefined}
    >
      {billing.isPending && <Skeleton label={COPY.loading} lines={8} />}
      {billing.isError && (
        <LoadFailed
          message={messageOf(billing.error, COPY.failed)}
          onRetry={() => void billing.refetch()}
        />
      )}
      {billing.data && (
        <div className={styles.layout}>
          <BillingView
            billing={billing.data}
            quotes={quotes.data}
            now={new Date()}
            start={start}
            returnTo={returnTo}
            actions={actions}
            workbooks={workbooks}
            school={<SchoolAccountPanel />}
          />
        </div>
      )}
    </AppShell>
  );
}
