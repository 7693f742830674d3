import { Link } from 'react-router';
import { ADMIN_DESK, formatDay } from '@common/copy/admin-desk';
import { ADMIN_SCREENS } from '@common/copy/classroom-screens';
import { PATHS } from '@common/routes';
import { STUDENT_SORTS, type AdminStudent, type StudentSort } from '@common/schemas/admin-desk';
import { useDeskStudents } from '../api/get-desk-students';
import { useListParams } from '../hooks/use-list-params';
import { DeskTable, type Column } from './DeskTable';

const C = ADMIN_DESK.columns;

const COLUMNS: Column<AdminStudent, StudentSort>[] = [
  { label: C.name, sort: 'name', cell: (row) => row.name },
  { label: C.username, sort: 'username', cell: (row) => row.username ?? ADMIN_DESK.noSchool },
  { label: C.classes, cell: (row) => row.classes.join(', ') || ADMIN_DESK.noSchool },
  { label: C.created, sort: 'created', cell: (row) => formatDay(row.createdAt) },
  {
    label: C.actions,
    cell: (row) => (
      <Link to={`${PATHS.studentLoginAs}?sid=${encodeURIComponent(row.id)}`}>
        {ADMIN_SCREENS.loginAs(row.name)}
      </Link>
    ),
  },
];

/** /admin/students: every student with their classes, searched, sorted and paged by the server. */
export function StudentsDesk() {
  const list = useListParams(STUDENT_SORTS);
  const query = useDeskStudents(list.params);
  return (
    <DeskTable
      title={ADMIN_DESK.sections.students}
      searchLabel={ADMIN_DESK.list.searchLabel.students}
      columns={COLUMNS}
      query={query}
      params={list.params}
      onSearch={list.setQuery}
      onSort={list.sortBy}
      onPage={list.setPage}
      empty={{
        title: ADMIN_DESK.list.emptyTitle.students,
        hint: ADMIN_DESK.list.emptyHint.students,
      }}
    />
  );
}
