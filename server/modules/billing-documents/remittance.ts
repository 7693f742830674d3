import { BILLING_DOCUMENT_COPY } from '../../../common/copy/billing-documents';
import type { AppConfig } from '../../config';

/**
 * Where Lectio is paid and its TIN, for the documents (config `BILLING_*`). Outside production,
 * missing values fall back to development values that the documents mark as such; in
 * production, missing values mean no document can be printed (the routes answer 503 and say
 * how to get one).
 */
export interface Remittance {
  tin: string;
  bankName: string;
  routing: string;
  account: string;
  development: boolean;
  developmentNote: string;
}

/** Development values only: never a real account. */
const DEVELOPMENT = {
  tin: '00-0000000',
  bankName: 'Development Bank (not a real account)',
  routing: '000000000',
  account: '0000000000',
} as const;

export function remittanceOf(
  config: Pick<AppConfig, 'NODE_ENV'> &
    Partial<
      Pick<
        AppConfig,
        'BILLING_TIN' | 'BILLING_BANK_NAME' | 'BILLING_BANK_ROUTING' | 'BILLING_BANK_ACCOUNT'
      >
    >,
): Remittance | null {
  const given = {
    tin: config.BILLING_TIN,
    bankName: config.BILLING_BANK_NAME,
    routing: config.BILLING_BANK_ROUTING,
    account: config.BILLING_BANK_ACCOUNT,
  };
  const complete = Object.values(given).every(Boolean);
  if (complete) {
    return {
      tin: given.tin!,
      bankName: given.bankName!,
      routing: given.routing!,
      account: given.account!,
      development: false,
      developmentNote: '',
    };
  }
  if (config.NODE_ENV === 'production') return null;
  return {
    ...DEVELOPMENT,
    development: true,
    developmentNote: BILLING_DOCUMENT_COPY.developmentNote,
  };
}
