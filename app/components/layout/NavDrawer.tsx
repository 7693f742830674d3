import { useEffect, useRef } from 'react';
import { APP_SHELL } from '@common/copy/app-shell';
import { AccountLinks, accountTypeLabel } from './AccountMenu';
import { AreaNavLinks } from './AreaNavLinks';
import type { ShellSession } from './shell-session';
import styles from './AppShell.module.css';

/**
 * The navigation below 1200 px: a modal drawer (a native dialog, so focus stays inside and
 * Escape closes it) with the role's pages and the account's links.
 */
export function NavDrawer({
  shell,
  open,
  onClose,
  id,
}: {
  shell: ShellSession;
  open: boolean;
  onClose: () => void;
  id: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { account } = shell.session;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      id={id}
      className={styles.drawer}
      aria-label={APP_SHELL.navLabel}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.drawerPanel}>
        <button type="button" className={styles.drawerClose} onClick={onClose}>
          <span aria-hidden="true">×</span> {APP_SHELL.closeMenu}
        </button>
        <AreaNavLinks account={account} className={styles.drawerNav} />
        <div className={styles.drawerAccount}>
          <p className={styles.accountWho}>
            {account.firstName} {account.lastName}
            {account.email && <span className={styles.accountEmail}>{account.email}</span>}
          </p>
          <p className={styles.accountType}>{accountTypeLabel(shell)}</p>
          <AccountLinks shell={shell} />
        </div>
      </div>
    </dialog>
  );
}
