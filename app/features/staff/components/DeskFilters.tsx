import type { FormEvent } from 'react';
import { STAFF_DESK_COPY as COPY } from '@common/copy/staff-desk';
import { DESK_SEARCH_MAX_LENGTH } from '@common/schemas/staff-desk';
import { Button } from '~/components/ui/Button';
import { useDeskSchools } from '../api/get-desk-schools';
import type { DeskParams } from '../utils/desk-params';
import styles from './Desk.module.css';

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

  function submit(event: FormEvent) {
    event.preventDefault();
    const q = new FormData(event.currentTarget as HTMLFormElement).get('q');
    onChange({ q: typeof q === 'string' ? q : '' });
  }

  return (
    <form className={styles.filters} role="search" onSubmit={submit} noValidate>
      <label className={styles.field}>
        {COPY.searchLabel}
        <span className={styles.searchRow}>
          <input
            className={styles.control}
            type="search"
            name="q"
            // Keyed by the applied search, so clearing the filters empties the box too.
            key={params.q}
            defaultValue={params.q}
            maxLength={DESK_SEARCH_MAX_LENGTH}
            placeholder={COPY.searchPlaceholder}
          />
          <Button size="sm" type="submit">
            {COPY.search}
          </Button>
        </span>
      </label>
      <label className={styles.field}>
        {COPY.from}
        <input
          className={styles.control}
          type="date"
          value={params.from}
          max={params.to || undefined}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </label>
      <label className={styles.field}>
        {COPY.to}
        <input
          className={styles.control}
          type="date"
          value={params.to}
          min={params.from || undefined}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </label>
      <label className={styles.field}>
        {COPY.school}
        <select
          className={styles.control}
          value={params.schoolId}
          onChange={(event) => onChange({ schoolId: event.target.value })}
        >
          <option value="">{COPY.anySchool}</option>
          {schools.data?.map((school) => (
            <option key={school.id} value={school.id}>
              {school.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {COPY.sort}
        <select
          className={styles.control}
          value={sortKey in COPY.sortOptions ? sortKey : 'created:desc'}
          onChange={(event) => {
            const [sort, dir] = event.target.value.split(':') as [
              DeskParams['sort'],
              'asc' | 'desc',
            ];
            onChange({ sort, dir });
          }}
        >
          {Object.entries(COPY.sortOptions).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
    </form>
  );
}
