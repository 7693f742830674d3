import { STAFF_DESK_COPY as COPY } from '@common/copy/staff-desk';
import { DESK_SEARCH_MAX_LENGTH } from '@common/schemas/staff-desk';
import { DeskSearch, DeskSelect } from '~/components/desk/DeskSearch';
import desk from '~/components/desk/DeskSearch.module.css';
import { useDeskSchools } from '../api/get-desk-schools';
import type { DeskParams } from '../utils/desk-params';

type SortKey = keyof typeof COPY.sortOptions;

/**
 * Search (order number, email, school or book code) and the filters: dates, school, sort.
 * The search is applied on submit (Enter or the button); dates, school and sort at once.
 */
export function DeskFilters({
  params,
  onChange,
}: {
  params: DeskParams;
  onChange: (next: Partial<DeskParams>) => void;
}) {
  const schools = useDeskSchools();
  const sortKey = `${params.sort}:${params.dir}` as SortKey;

  return (
    <DeskSearch
      label={COPY.searchLabel}
      placeholder={COPY.searchPlaceholder}
      submitLabel={COPY.search}
      maxLength={DESK_SEARCH_MAX_LENGTH}
      q={params.q}
      onSearch={(q) => onChange({ q })}
    >
      <label className={desk.field}>
        {COPY.from}
        <input
          className={desk.control}
          type="date"
          value={params.from}
          max={params.to || undefined}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </label>
      <label className={desk.field}>
        {COPY.to}
        <input
          className={desk.control}
          type="date"
          value={params.to}
          min={params.from || undefined}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </label>
      <DeskSelect
        label={COPY.school}
        value={params.schoolId}
        onChange={(schoolId) => onChange({ schoolId })}
      >
        <option value="">{COPY.anySchool}</option>
        {schools.data?.map((school) => (
          <option key={school.id} value={school.id}>
            {school.name}
          </option>
        ))}
      </DeskSelect>
      <DeskSelect
        label={COPY.sort}
        value={sortKey in COPY.sortOptions ? sortKey : 'created:desc'}
        onChange={(value) => {
          const [sort, dir] = value.split(':') as [DeskParams['sort'], 'asc' | 'desc'];
          onChange({ sort, dir });
        }}
      >
        {Object.entries(COPY.sortOptions).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </DeskSelect>
    </DeskSearch>
  );
}
