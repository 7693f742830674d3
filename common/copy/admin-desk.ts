/** The platform admin desk's screens (issue 12, point 14): every word, once. */

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

export const ADMIN_DESK = {
  navLabel: 'Admin desk',
  sections: {
    dashboard: 'Dashboard',
    schools: 'Schools',
    teachers: 'Teachers',
    students: 'Students',
    audit: 'Audit log',
    deletions: 'Deletion requests',
  },
  loading: (what: string) => `Loading ${what.toLowerCase()}…`,
  loadFailed: (what: string) => `${what} could not be loaded.`,
  dashboard: {
    totalsTitle: 'At a glance',
    totals: {
      schools: 'Schools',
      teachers: 'Teachers',
      students: 'Students',
      booksPublished: 'Books published',
      orders: 'Paid orders',
      revenueCents: 'Revenue',
    },
    thisWeek: (count: string) => `${count} this week`,
    trendsTitle: 'The last 12 weeks',
    trendsIntro:
      'New each week (Monday to Sunday, UTC); orders and revenue (after refunds) by payment date.',
    chartLabel: (revenue: string, orders: number, weeks: number) =>
      `Revenue by week: ${revenue} from ${plural(orders, 'paid order', 'paid orders')} in the last ${weeks} weeks.`,
    tableCaption: 'Each week in numbers',
    week: 'Week of',
    findTitle: 'Find anyone',
  },
  list: {
    search: 'Search',
    searchLabel: {
      schools: 'Search schools by name or city',
      teachers: 'Search teachers by name or email',
      students: 'Search students by name or username',
    },
    clear: 'Clear the search',
    sortBy: (column: string) => `Sort by ${column}`,
    /** The phone's sort control: the column headers are hidden when rows become cards. */
    sortLabel: 'Sort by',
    order: {
      text: { asc: 'A to Z', desc: 'Z to A' },
      number: { asc: 'fewest first', desc: 'most first' },
      date: { asc: 'oldest first', desc: 'newest first' },
    },
    sortOption: (column: string, order: string) => `${column}, ${order}`,
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    shown: (from: number, to: number, total: number) =>
      `${from.toLocaleString('en-US')}–${to.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`,
    previous: 'Previous page',
    next: 'Next page',
    pagination: 'Pages',
    noMatch: (q: string) => `Nothing matches “${q}”`,
    noMatchHint: 'Check the spelling, or search by part of a name or an email.',
    emptyTitle: {
      schools: 'No schools yet',
      teachers: 'No teachers yet',
      students: 'No students yet',
    },
    emptyHint: {
      schools: 'Schools appear here when a teacher adds one to a class for class orders.',
      teachers: 'Teachers appear here when they sign up at Lectio.',
      students: 'Students appear here when a teacher or parent adds them.',
    },
  },
  columns: {
    name: 'Name',
    city: 'City',
    address: 'Address',
    classes: 'Classes',
    teachers: 'Teachers',
    checked: 'Address check',
    email: 'Email',
    school: 'School',
    credits: 'Credits',
    username: 'Username',
    created: 'Joined',
    actions: 'Actions',
  },
  checked: 'Checked',
  notChecked: 'Not checked',
  noSchool: '—',
  held: (count: number) => `${count} held for unpaid orders`,
  credits: {
    grant: 'Grant',
    revoke: 'Take back',
    grantFor: (name: string) => `Grant credits to ${name}`,
    revokeFor: (name: string) => `Take back credits from ${name}`,
    grantTitle: (name: string) => `Grant credits to ${name}?`,
    revokeTitle: (name: string) => `Take back credits from ${name}?`,
    balance: (credits: number, held: number) =>
      held > 0
        ? `${plural(credits, 'credit', 'credits')} to spend now, ${held} held for unpaid orders (those stay with the teacher).`
        : `${plural(credits, 'credit', 'credits')} to spend now.`,
    amount: 'Credits',
    reason: 'Reason (kept in the audit log)',
    confirmGrant: (count: number) => `Grant ${plural(count, 'credit', 'credits')}`,
    confirmRevoke: (count: number) => `Take back ${plural(count, 'credit', 'credits')}`,
    cancel: 'Cancel',
    granted: (name: string, total: number) =>
      `Granted. ${name} now has ${plural(total, 'credit', 'credits')}.`,
    revoked: (name: string, total: number) =>
      `Taken back. ${name} now has ${plural(total, 'credit', 'credits')}.`,
    failed: 'The credits could not be changed. Please try again.',
  },
  audit: {
    filters: 'Filter the log',
    actor: 'Who acted (name, email or username)',
    action: 'Action',
    anyAction: 'Any action',
    from: 'From',
    to: 'To',
    apply: 'Filter',
    reset: 'Reset filters',
    columns: { when: 'When', actor: 'Who', action: 'Action', target: 'On', details: 'Details' },
    system: 'Lectio (automatic)',
    emptyTitle: 'No entries match these filters',
    emptyHint: 'Widen the dates, or choose “Any action”.',
    emptyAll: 'Nothing has been logged yet',
    emptyAllHint:
      'Credit changes, checked addresses, deletions and sign-ins as someone else appear here.',
  },
  deletions: {
    intro:
      'Parents asked for these accounts to be deleted. Each is carried out when it falls due; “Delete now” does it at once.',
  },
} as const;

/** Cents as dollars: "$1,234.56". */
export const formatDollars = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** A day of the desk's tables, e.g. "Jun 2, 2031" (dates are UTC on the desk). */
export const formatDay = (iso: string) =>
  new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long, in words: "3 days", "1 hour", "less than a minute". */
function span(ms: number): string {
  for (const [unit, size] of UNITS) {
    const count = Math.floor(ms / size);
    if (count >= 1) return `${count} ${unit}${count === 1 ? '' : 's'}`;
  }
  return 'less than a minute';
}

/** A deletion request's due time counted down: "due in 3 days", or "overdue by 2 hours". */
export function dueIn(dueAt: string, now: number): { text: string; overdue: boolean } {
  const left = Date.parse(dueAt) - now;
  return left > 0
    ? { text: `due in ${span(left)}`, overdue: false }
    : { text: `overdue by ${span(-left)}`, overdue: true };
}
