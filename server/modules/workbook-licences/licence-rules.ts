import { findWorkbook, type Workbook } from '../../../common/workbooks';
import { schoolYearOf } from '../../../common/billing/plans';
import { WORKBOOK_MESSAGES } from '../../../common/copy/workbooks';
import { AppError } from '../../errors';

/** A workbook that can be licensed: one of ours, with its reflections written. */
export function licensableWorkbook(workbookId: string): Workbook {
  const workbook = findWorkbook(workbookId);
  if (!workbook)
    throw new AppError('NOT_FOUND', { workbookId: WORKBOOK_MESSAGES.workbookNotFound });
  if (workbook.status !== 'complete') {
    throw new AppError('BAD_REQUEST', { workbookId: WORKBOOK_MESSAGES.comingSoon });
  }
  return workbook;
}

/** How a licence's school year is stored: the day it ends, '2027-07-31'. */
export const schoolYearKey = (now: Date): string => schoolYearOf(now).endsOn;
