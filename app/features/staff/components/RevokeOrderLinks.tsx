import { useState } from 'react';
import type { StaffOrder } from '@common/store/order-views';
import { Button } from '~/components/ui/Button';
import { ConfirmDialog } from '~/components/ui/ConfirmDialog';
import { useRevokeOrderLinks } from '../api/revoke-order-links';
import { STAFF_COPY as COPY } from '../utils/copy';

/**
 * 'Turn off status links' for one order (a link forwarded or posted where it should not be):
 * asks first, then every link sent so far stops working at once.
 */
export function RevokeOrderLinks({
  order,
  onRevoked,
}: {
  order: StaffOrder;
  onRevoked: (notice: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const { mutateAsync: revokeLinks } = useRevokeOrderLinks();

  async function revoke(): Promise<string | null> {
    const result = await revokeLinks(order.id);
    if (!result.ok) return Object.values(result.body.errors ?? {})[0] ?? COPY.failed;
    setOpen(false);
    onRevoked(COPY.linksRevoked(order.number));
    return null;
  }

  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
        {COPY.revokeLinks}
        <span className="visually-hidden"> {COPY.revokeLinksFor(order.number)}</span>
      </Button>
      <ConfirmDialog
        open={open}
        title={COPY.revokeTitle(order.number)}
        description={COPY.revokeDescription}
        confirmLabel={COPY.revokeConfirm}
        cancelLabel={COPY.cancel}
        onConfirm={revoke}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
