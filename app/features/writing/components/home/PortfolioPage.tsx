import { Link } from 'react-router';
import { PORTFOLIO_COPY as COPY } from '@common/copy/student';
import { WRITING_COPY } from '@common/copy/writing';
import { PATHS, portfolioPiecePath } from '@common/routes';
import { PROJECTS_API, type PortfolioAnswer } from '@common/schemas/projects';
import { AppShell } from '~/components/layout/AppShell';
import { EmptyState } from '~/components/ui/EmptyState';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { formatDate } from '~/lib/format-date';
import { usePortfolio } from '../../api/get-portfolio';
import styles from './StudentHome.module.css';

/** /student/portfolio: everything the student has written, by class and date (point 10). */
export function PortfolioPage() {
  const { data, isError, refetch } = usePortfolio();
  return (
    <AppShell
      home={{ to: PATHS.studentArea, label: COPY.back }}
      back={{ to: PATHS.studentArea, label: COPY.back }}
      title={COPY.title}
      intro={COPY.intro}
      actions={<a href={PROJECTS_API.studentWritingPdf}>{WRITING_COPY.student.downloadPdf}</a>}
    >
      {data ? (
        <PortfolioClasses classes={data.classes} />
      ) : isError ? (
        <LoadFailed message={COPY.loadFailed} onRetry={() => void refetch()} />
      ) : (
        <Skeleton label={COPY.loading} lines={6} />
      )}
    </AppShell>
  );
}

function PortfolioClasses({ classes }: { classes: PortfolioAnswer['classes'] }) {
  if (classes.length === 0) {
    return <EmptyState title={COPY.empty.title}>{COPY.empty.body}</EmptyState>;
  }
  return (
    <>
      {classes.map((group) => (
        <section
          key={group.classId}
          aria-labelledby={`portfolio-${group.classId}`}
          className={styles.portfolioClass}
        >
          <h2 id={`portfolio-${group.classId}`} className={styles.sectionTitle}>
            {group.classTitle}
            {group.archived && <span className={styles.count}> · {COPY.archived}</span>}
          </h2>
          <ul className={styles.rows}>
            {group.pieces.map((piece) => (
              <li key={piece.activityId} className={styles.row}>
                <Link
                  to={portfolioPiecePath(group.classId, piece.activityId)}
                  aria-label={COPY.read(piece.title)}
                  className={styles.cardLink}
                >
                  {piece.title}
                </Link>
                <span className={styles.meta}>
                  {piece.passageReference} · {COPY.written(formatDate(piece.updatedAt))} ·{' '}
                  {COPY.words(piece.wordCount)}
                </span>
                <span className={styles.badge}>{WRITING_COPY.student.status[piece.status]}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
