import type { ReactNode } from 'react';
import type { AccountType } from '@common/schemas/auth';
import { ACCOUNT_AREA } from '@common/copy/auth';
import { AppShell } from '~/components/layout/AppShell';
import { LinkedStudents } from './LinkedStudents';

/**
 * A role area's landing page inside the signed-in frame (which shows who is signed in and
 * Log out): teachers and parents also see their students or children, each with 'Log in
 * as'. The area's layout route has already checked that this account is signed in
 * (app/routes/area/layout.tsx).
 */
export function AccountAreaPage({ area, children }: { area: AccountType; children?: ReactNode }) {
  return (
    <AppShell title={ACCOUNT_AREA.titles[area]}>
      {children}
      {area !== 'student' && <LinkedStudents owner={area} />}
    </AppShell>
  );
}
