import { ADMIN_DESK, formatDay } from '@common/copy/admin-desk';
import { CheckAddress } from './CheckAddress';
import { DeskList, type DeskColumn } from './DeskList';
import styles from './AdminDesk.module.css';

const C = ADMIN_DESK.columns;

const COLUMNS: DeskColumn<'schools'>[] = [
  { label: C.name, sort: 'name', cell: (row) => row.name },
  { label: C.city, sort: 'city', cell: (row) => row.city },
  { label: C.address, wide: true, cell: (row) => row.address },
  {
    label: C.checked,
    cell: (row) =>
      row.verifiedAt ? (
        <span className={styles.badgeGood}>{ADMIN_DESK.checked}</span>
      ) : (
        <span className={styles.badge}>{ADMIN_DESK.notChecked}</span>
      ),
  },
  {
    label: C.classes,
    sort: 'classes',
    sortKind: 'number',
    numeric: true,
    cell: (row) => row.classCount,
  },
  { label: C.teachers, numeric: true, cell: (row) => row.teacherCount },
  { label: C.created, sort: 'created', sortKind: 'date', cell: (row) => formatDay(row.createdAt) },
  { label: C.actions, actions: true, cell: (row) => <CheckAddress school={row} /> },
];

/** /admin/schools: every school, searched, sorted and paged by the server. */
export function SchoolsDesk() {
  return <DeskList kind="schools" columns={COLUMNS} />;
}
