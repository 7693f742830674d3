import { ADMIN_DESK, formatDay } from '@common/copy/admin-desk';
import { SCHOOL_SORTS, type AdminSchool, type SchoolSort } from '@common/schemas/admin-desk';
import { useDeskSchools } from '../api/get-desk-schools';
import { useListParams } from '../hooks/use-list-params';
import { DeskTable, type Column } from './DeskTable';
import styles from './AdminDesk.module.css';

const C = ADMIN_DESK.columns;

const COLUMNS: Column<AdminSchool, SchoolSort>[] = [
  { label: C.name, sort: 'name', cell: (row) => row.name },
  { label: C.city, sort: 'city', cell: (row) => row.city },
  { label: C.address, cell: (row) => row.address },
  {
    label: C.checked,
    cell: (row) =>
      row.verifiedAt ? (
        <span className={styles.badgeGood}>{ADMIN_DESK.checked}</span>
      ) : (
        <span className={styles.badge}>{ADMIN_DESK.notChecked}</span>
      ),
  },
  { label: C.classes, sort: 'classes', cell: (row) => row.classCount },
  { label: C.teachers, cell: (row) => row.teacherCount },
  { label: C.created, sort: 'created', cell: (row) => formatDay(row.createdAt) },
];

/** /admin/schools: every school, searched, sorted and paged by the server. */
export function SchoolsDesk() {
  const list = useListParams(SCHOOL_SORTS);
  const query = useDeskSchools(list.params);
  return (
    <DeskTable
      title={ADMIN_DESK.sections.schools}
      searchLabel={ADMIN_DESK.list.searchLabel.schools}
      columns={COLUMNS}
      query={query}
      params={list.params}
      onSearch={list.setQuery}
      onSort={list.sortBy}
      onPage={list.setPage}
      empty={{ title: ADMIN_DESK.list.emptyTitle.schools, hint: ADMIN_DESK.list.emptyHint.schools }}
    />
  );
}
