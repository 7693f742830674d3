import { ADMIN_DESK, formatDay } from '@common/copy/admin-desk';
import { ADMIN_SCREENS } from '@common/copy/classroom-screens';
import { PATHS } from '@common/routes';
import { ButtonLink } from '~/components/ui/Button';
import { DeskList, type DeskColumn } from './DeskList';

const C = ADMIN_DESK.columns;

const COLUMNS: DeskColumn<'students'>[] = [
  { label: C.name, sort: 'name', cell: (row) => row.name },
  { label: C.username, sort: 'username', cell: (row) => row.username ?? ADMIN_DESK.noSchool },
  { label: C.classes, cell: (row) => row.classes.join(', ') || ADMIN_DESK.noSchool },
  { label: C.created, sort: 'created', sortKind: 'date', cell: (row) => formatDay(row.createdAt) },
  {
    label: C.actions,
    actions: true,
    cell: (row) => (
      <ButtonLink
        size="sm"
        variant="secondary"
        href={`${PATHS.studentLoginAs}?sid=${encodeURIComponent(row.id)}`}
      >
        {ADMIN_SCREENS.loginAs(row.name)}
      </ButtonLink>
    ),
  },
];

/** /admin/students: every student with their classes, searched, sorted and paged by the server. */
export function StudentsDesk() {
  return <DeskList kind="students" columns={COLUMNS} />;
}
