import { useSearchParams } from 'react-router';
import type { SortDirection } from '@common/schemas/admin-desk';

/**
 * A desk list's search, sort and page, kept in the address so a list can be shared, reloaded
 * and left with Back. The server checks them again; anything unknown is dropped here.
 */
export function useListParams<Sort extends string>(sorts: readonly Sort[]) {
  const [search, setSearch] = useSearchParams();
  const sortText = search.get('sort');
  const sort = sorts.find((value) => value === sortText) ?? sorts[0]!;
  const dir: SortDirection = search.get('dir') === 'desc' ? 'desc' : 'asc';
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const q = search.get('q') ?? '';
  const update = (next: Record<string, string | number | undefined>) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) {
        if (value === undefined || value === '' || (key === 'page' && value === 1)) {
          params.delete(key);
        } else params.set(key, String(value));
      }
      return params;
    });
  return {
    params: { q: q || undefined, sort, dir, page },
    setQuery: (value: string) => update({ q: value.trim(), page: 1 }),
    setPage: (value: number) => update({ page: value }),
    /** The same column again flips the direction; another starts ascending. */
    sortBy: (value: Sort) =>
      update({ sort: value, dir: value === sort && dir === 'asc' ? 'desc' : 'asc', page: 1 }),
    /** The phone's sort control names both at once. */
    setSort: (value: Sort, direction: SortDirection) =>
      update({ sort: value, dir: direction, page: 1 }),
  };
}
