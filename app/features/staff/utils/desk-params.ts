import { DESK_SORTS, type DeskSort } from '@common/schemas/staff-desk';
import { STAFF_ORDER_STATUSES, type StaffOrderStatus } from '@common/store/order-views';

/** The desk's state as it lives in the address (so a view can be shared and reloaded). */
export interface DeskParams {
  q: string;
  status: StaffOrderStatus | 'all';
  from: string;
  to: string;
  schoolId: string;
  sort: DeskSort;
  dir: 'asc' | 'desc';
  page: number;
}

const isStatus = (value: string | null): value is StaffOrderStatus =>
  (STAFF_ORDER_STATUSES as readonly (string | null)[]).includes(value);
const isSort = (value: string | null): value is DeskSort =>
  (DESK_SORTS as readonly (string | null)[]).includes(value);
const isDate = (value: string | null) => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

export function readDeskParams(search: URLSearchParams): DeskParams {
  const status = search.get('status');
  // Paid is the print shop's queue, so the desk opens on it (as it always has).
  const sort = search.get('sort');
  const page = Number(search.get('page'));
  return {
    q: search.get('q') ?? '',
    status: status === 'all' ? 'all' : isStatus(status) ? status : 'paid',
    from: isDate(search.get('from')) ? search.get('from')! : '',
    to: isDate(search.get('to')) ? search.get('to')! : '',
    schoolId: search.get('schoolId') ?? '',
    sort: isSort(sort) ? sort : 'created',
    dir: search.get('dir') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The address's query: only what differs from the defaults. */
export function writeDeskParams(params: DeskParams): URLSearchParams {
  const out = new URLSearchParams();
  if (params.q.trim()) out.set('q', params.q.trim());
  if (params.status !== 'paid') out.set('status', params.status);
  if (params.from) out.set('from', params.from);
  if (params.to) out.set('to', params.to);
  if (params.schoolId) out.set('schoolId', params.schoolId);
  if (params.sort !== 'created') out.set('sort', params.sort);
  if (params.dir !== 'desc') out.set('dir', params.dir);
  if (params.page > 1) out.set('page', String(params.page));
  return out;
}

/** What the search API is asked (the export takes the same filters, without the page). */
export function apiQuery(params: DeskParams, withPage: boolean): string {
  const out = writeDeskParams({ ...params, page: 1 });
  // The API's own default is every status: name the desk's explicitly.
  out.set('status', params.status);
  if (withPage) out.set('page', String(params.page));
  return out.toString();
}

export const hasFilters = (params: DeskParams) =>
  !!(params.q.trim() || params.from || params.to || params.schoolId);
