import { useState } from 'react';
import { ADMIN_DESK, formatDay } from '@common/copy/admin-desk';
import { TEACHER_SORTS, type AdminTeacher, type TeacherSort } from '@common/schemas/admin-desk';
import { Button } from '~/components/ui/Button';
import { useDeskTeachers } from '../api/get-desk-teachers';
import { useListParams } from '../hooks/use-list-params';
import { CreditDialog } from './CreditDialog';
import { DeskTable, type Column } from './DeskTable';
import styles from './AdminDesk.module.css';

const { columns: C, credits: COPY } = ADMIN_DESK;

/** /admin/teachers: every teacher with their credits, granted or taken back from here. */
export function TeachersDesk() {
  const list = useListParams(TEACHER_SORTS);
  const query = useDeskTeachers(list.params);
  const [open, setOpen] = useState<{ teacher: AdminTeacher; direction: 'grant' | 'revoke' } | null>(
    null,
  );
  const [message, setMessage] = useState<string | null>(null);

  const columns: Column<AdminTeacher, TeacherSort>[] = [
    { label: C.name, sort: 'name', cell: (row) => row.name },
    { label: C.email, sort: 'email', cell: (row) => row.email },
    { label: C.school, cell: (row) => row.school ?? ADMIN_DESK.noSchool },
    { label: C.classes, cell: (row) => row.classCount },
    {
      label: C.credits,
      sort: 'credits',
      cell: (row) => (
        <>
          <span data-testid="teacher-credits">{row.credits}</span>
          {row.held > 0 && <span className={styles.sub}>{ADMIN_DESK.held(row.held)}</span>}
        </>
      ),
    },
    { label: C.created, sort: 'created', cell: (row) => formatDay(row.createdAt) },
    {
      label: C.actions,
      cell: (row) => (
        <div className={styles.actions}>
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
        </div>
      ),
    },
  ];

  return (
    <>
      <p role="status" className={styles.status}>
        {message}
      </p>
      <DeskTable
        title={ADMIN_DESK.sections.teachers}
        searchLabel={ADMIN_DESK.list.searchLabel.teachers}
        columns={columns}
        query={query}
        params={list.params}
        onSearch={list.setQuery}
        onSort={list.sortBy}
        onPage={list.setPage}
        empty={{
          title: ADMIN_DESK.list.emptyTitle.teachers,
          hint: ADMIN_DESK.list.emptyHint.teachers,
        }}
      />
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
