import { useState } from 'react';
import { ADMIN_DESK, formatDay } from '@common/copy/admin-desk';
import type { AdminTeacher } from '@common/schemas/admin-desk';
import { Button } from '~/components/ui/Button';
import { CreditDialog } from './CreditDialog';
import { DeskList, type DeskColumn } from './DeskList';
import styles from './AdminDesk.module.css';

const { columns: C, credits: COPY } = ADMIN_DESK;

type Adjusting = { teacher: AdminTeacher; direction: 'grant' | 'revoke' };

/** /admin/teachers: every teacher with their credits, granted or taken back from here. */
export function TeachersDesk() {
  const [open, setOpen] = useState<Adjusting | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const columns: DeskColumn<'teachers'>[] = [
    { label: C.name, sort: 'name', cell: (row) => row.name },
    { label: C.email, sort: 'email', wide: true, cell: (row) => row.email },
    { label: C.school, cell: (row) => row.school ?? ADMIN_DESK.noSchool },
    { label: C.classes, numeric: true, cell: (row) => row.classCount },
    {
      label: C.credits,
      sort: 'credits',
      sortKind: 'number',
      numeric: true,
      cell: (row) => (
        <>
          <span data-testid="teacher-credits">{row.credits}</span>
          {row.held > 0 && <span className={styles.sub}>{ADMIN_DESK.held(row.held)}</span>}
        </>
      ),
    },
    {
      label: C.created,
      sort: 'created',
      sortKind: 'date',
      cell: (row) => formatDay(row.createdAt),
    },
    {
      label: C.actions,
      actions: true,
      cell: (row) => (
        <>
          <Button
            size="sm"
            variant="secondary"
            aria-label={COPY.grantFor(row.name)}
            onClick={() => setOpen({ teacher: row, direction: 'grant' })}
          >
            {COPY.grant}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={COPY.revokeFor(row.name)}
            disabled={row.credits === 0}
            onClick={() => setOpen({ teacher: row, direction: 'revoke' })}
          >
            {COPY.revoke}
          </Button>
        </>
      ),
    },
  ];

  return (
    <>
      <p role="status" className={styles.status}>
        {message}
      </p>
      <DeskList kind="teachers" columns={columns} />
      {open && (
        <CreditDialog
          teacher={open.teacher}
          direction={open.direction}
          onClose={() => setOpen(null)}
          onDone={(text) => {
            setOpen(null);
            setMessage(text);
          }}
        />
      )}
    </>
  );
}
