import { useState } from 'react';
import { SCHOOL_BILLING_COPY as COPY } from '@common/copy/billing-school';
import { messageOf } from '~/lib/api';

/**
 * A call the school section asks about first (leaving the account, accepting an invitation,
 * removing a teacher): `ask` opens the ConfirmDialog that `dialog` is spread on; on confirm the
 * call runs and the dialog closes; a refusal stays in the dialog, in the server's words or else
 * `failed`.
 */
export function useConfirmedCall(call: () => Promise<unknown>, failed: string) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return {
    ask: () => setOpen(true),
    dialog: {
      open,
      cancelLabel: COPY.cancel,
      onConfirm: async () => {
        try {
          await call();
          close();
          return null;
        } catch (error) {
          return messageOf(error, failed);
        }
      },
      onClose: close,
    },
  };
}
