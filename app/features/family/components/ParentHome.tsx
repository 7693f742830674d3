import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FAMILY_HOME_COPY as COPY } from '@common/copy/family-home';
import type { FamilyChild, LinkedChildAnswer } from '@common/schemas/family';
import { Avatar } from '~/components/ui/Avatar';
import { EmptyState } from '~/components/ui/EmptyState';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { useFamilyChildren } from '../api/get-family-children';
import { ChildBooks } from './ChildBooks';
import { ChildCard } from './ChildCard';
import { ChildFeed } from './ChildFeed';
import { ChildInProgress } from './ChildrenWork';
import { ChildPrivacy } from './ChildPrivacy';
import { LinkChildForm } from './LinkChildForm';
import { ParentOrders } from './ParentOrders';
import styles from './ParentHome.module.css';

/** The URL names the child on show, so a reload or a shared link keeps the same child. */
export const CHILD_PARAM = 'child';

/**
 * /parent (issue 12, point 2): one child at a time — their card, the work the teacher shared
 * with its feedback, books to order, work in progress and privacy — with a switcher when there
 * are several, past orders, and the form to link another child with a teacher's code.
 */
export function ParentHome() {
  const { data: children, isPending, isError, refetch } = useFamilyChildren();
  const [params, setParams] = useSearchParams();
  const [notice, setNotice] = useState<string | null>(null);

  // A newly linked child is shown at once, and the news outlives the panel it was typed in.
  function linked({ studentId, firstName, alreadyLinked }: LinkedChildAnswer) {
    setNotice(alreadyLinked ? COPY.link.alreadyLinked(firstName) : COPY.link.linked(firstName));
    setParams({ [CHILD_PARAM]: studentId }, { preventScrollReset: true });
  }

  const chosen = params.get(CHILD_PARAM);
  const child = children?.find((entry) => entry.studentId === chosen) ?? children?.[0];
  return (
    <div className={styles.home}>
      <p className={styles.notice} role="status">
        {notice}
      </p>
      {isPending ? (
        <Skeleton label={COPY.loading} lines={6} />
      ) : isError ? (
        <LoadFailed message={COPY.failed} onRetry={() => void refetch()} />
      ) : !child ? (
        <>
          <EmptyState title={COPY.empty.title}>
            <p data-testid="family-empty">{COPY.empty.body}</p>
          </EmptyState>
          <div className={styles.aside}>
            <LinkChildForm onLinked={linked} />
            <ParentOrders />
          </div>
        </>
      ) : (
        <>
          {children.length > 1 && <ChildSwitcher childList={children} current={child.studentId} />}
          <ChildPanel key={child.studentId} child={child} onLinked={linked} />
        </>
      )}
    </div>
  );
}

function ChildSwitcher({ childList, current }: { childList: FamilyChild[]; current: string }) {
  return (
    <nav className={styles.switcher} aria-label={COPY.switcherLabel}>
      <ul className={styles.switcherList}>
        {childList.map((child) => (
          <li key={child.studentId}>
            <Link
              className={styles.switch}
              to={`?${CHILD_PARAM}=${encodeURIComponent(child.studentId)}`}
              aria-current={child.studentId === current ? 'page' : undefined}
              preventScrollReset
            >
              <Avatar look={child.avatar} size={32} />
              {child.firstName}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ChildPanel({
  child,
  onLinked,
}: {
  child: FamilyChild;
  onLinked: (answer: LinkedChildAnswer) => void;
}) {
  const id = useId();
  return (
    <section className={styles.panel} aria-labelledby={`${id}-name`} data-child={child.firstName}>
      <ChildCard child={child} headingId={`${id}-name`} />
      <div className={styles.columns}>
        <div className={styles.main}>
          <ChildFeed studentId={child.studentId} firstName={child.firstName} />
          <ChildInProgress studentId={child.studentId} />
        </div>
        <div className={styles.aside}>
          <ChildBooks studentId={child.studentId} firstName={child.firstName} />
          <ParentOrders />
          <LinkChildForm onLinked={onLinked} />
        </div>
      </div>
      <ChildPrivacy studentId={child.studentId} firstName={child.firstName} />
    </section>
  );
}
