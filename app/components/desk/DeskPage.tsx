import type { ReactNode } from 'react';
import { PATHS } from '@common/routes';
import { AppShell } from '~/components/layout/AppShell';
import { Button, ButtonLink } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { statusOf } from '~/lib/api';
import { useSignInWhenUnauthorized } from '~/lib/use-sign-in-when-unauthorized';
import styles from './Desk.module.css';

/** A desk's words around its list. */
interface DeskPageText {
  area: string;
  title: string;
  intro: string;
  exportCsv: string;
  /** For a signed-in account that is not staff, instead of the desk. */
  forbidden: string;
  loading: string;
  failed: string;
  /** The pages' navigation: its name, its buttons and "Page 2 of 5". */
  pagination: string;
  previous: string;
  next: string;
  page: (page: number, pages: number) => string;
}

/** What a desk's list query gives the page (TanStack Query's result). */
interface DeskList<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** One page of a desk's list, as the server answers it. */
interface DeskAnswer {
  total: number;
  pageSize: number;
}

/**
 * A staff desk's list page (the orders desk and the billing desk): its heading with "Export
 * CSV" (the filtered list); then the desk's controls (search, filters, notices), the list
 * loading or failed, and once it is here its count (with `toolbar` beside it), what
 * `children` makes of it, and its pages. Nobody signed in goes to sign in; an account that is
 * not staff sees only the refusal.
 */
export function DeskPage<T extends DeskAnswer>({
  text,
  exportHref,
  list,
  controls,
  count,
  toolbar,
  page,
  onPage,
  children,
}: {
  text: DeskPageText;
  exportHref: string;
  list: DeskList<T>;
  controls: ReactNode;
  count: (data: T) => string;
  toolbar?: ReactNode;
  /** The page shown, from 1, and turning to another. */
  page: number;
  onPage: (page: number) => void;
  children: (data: T) => ReactNode;
}) {
  const { data, error, isPending, isFetching, refetch } = list;
  const signingIn = useSignInWhenUnauthorized(error, PATHS.teacherSignIn);
  const forbidden = statusOf(error) === 403;

  return (
    <AppShell
      area={text.area}
      title={text.title}
      intro={forbidden ? undefined : text.intro}
      actions={
        forbidden ? undefined : (
          <ButtonLink href={exportHref} variant="secondary" size="sm" download>
            {text.exportCsv}
          </ButtonLink>
        )
      }
    >
      {forbidden ? (
        <LoadFailed message={text.forbidden} />
      ) : (
        <>
          {controls}
          {(isPending || signingIn) && <Skeleton label={text.loading} lines={6} />}
          {error && !signingIn && (
            <LoadFailed message={text.failed} onRetry={() => void refetch()} />
          )}
          {data && (
            <>
              <div className={styles.toolbar}>
                <p className={styles.count} aria-live="polite" aria-busy={isFetching}>
                  {count(data)}
                </p>
                {toolbar}
              </div>
              {children(data)}
              <Pagination text={text} page={page} of={data} onPage={onPage} />
            </>
          )}
        </>
      )}
    </AppShell>
  );
}

/** A desk's list when nothing is in it; with filters on, a button that clears them. */
export function DeskEmpty({
  title,
  clear,
  children,
}: {
  title: string;
  /** With filters on: the button that clears them. */
  clear?: { label: string; onClick: () => void };
  children: ReactNode;
}) {
  return (
    <EmptyState
      title={title}
      action={
        clear ? (
          <Button variant="secondary" size="sm" onClick={clear.onClick}>
            {clear.label}
          </Button>
        ) : undefined
      }
    >
      {children}
    </EmptyState>
  );
}

/** A desk's pages, when there is more than one: previous, "Page 2 of 5", next. */
function Pagination({
  text,
  page,
  of,
  onPage,
}: {
  text: DeskPageText;
  page: number;
  of: DeskAnswer;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(of.total / of.pageSize));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pages} aria-label={text.pagination}>
      <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {text.previous}
      </Button>
      <span aria-current="page">{text.page(page, pages)}</span>
      <Button
        size="sm"
        variant="secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {text.next}
      </Button>
    </nav>
  );
}
