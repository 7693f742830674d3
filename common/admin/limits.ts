/** The longest reason a grant or revoke of credits keeps in the audit log (admin desk). */
export const ADJUSTMENT_REASON_MAX = 200;
