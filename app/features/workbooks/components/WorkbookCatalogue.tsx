import { Link } from 'react-router';
import { WORKBOOK_COPY as COPY } from '@common/copy/workbooks';
import { workbookPath } from '@common/routes';
import { RETOLD } from '@common/library/rubric';
import { WORKBOOKS, type Workbook, type WorkbookActivity } from '@common/workbooks';
import styles from './WorkbookCatalogue.module.css';

/** How much of a retelling the catalogue shows: its opening, cut at a word. */
const EXCERPT_CHARACTERS = 320;

export function excerptOf(text: string): string {
  const opening = text.split('\n\n')[0] ?? '';
  if (opening.length <= EXCERPT_CHARACTERS) return opening;
  const cut = opening.slice(0, EXCERPT_CHARACTERS);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/**
 * /workbooks (issue 16, point 11): every workbook with its label and units; complete ones lead
 * to their reflections, outlines say they are coming.
 */
export function WorkbookCatalogue() {
  return (
    <section className={styles.section} aria-labelledby="workbook-list">
      <div className="container">
        <h2 id="workbook-list" className="visually-hidden">
          {COPY.catalogueTitle}
        </h2>
        <ul className={styles.list}>
          {WORKBOOKS.map((workbook) => (
            <li key={workbook.id}>
              <WorkbookCard workbook={workbook} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function WorkbookCard({ workbook }: { workbook: Workbook }) {
  const headingId = `workbook-${workbook.id}`;
  const complete = workbook.status === 'complete';
  return (
    <article className={styles.card} aria-labelledby={headingId} data-status={workbook.status}>
      <p className={styles.label}>{workbook.label}</p>
      <h3 id={headingId} className={styles.title}>
        {workbook.title}
      </h3>
      <p className={styles.meta}>
        {complete ? COPY.reflections(workbook.activities.length) : COPY.comingSoon}
      </p>
      <details className={styles.units}>
        <summary>
          {COPY.units} ({workbook.units.length})
        </summary>
        <ol>
          {workbook.units.map((unit) => (
            <li key={unit.number}>{unit.name}</li>
          ))}
        </ol>
      </details>
      {complete && (
        <Link
          className={styles.open}
          to={workbookPath(workbook.id)}
          aria-label={`${COPY.openWorkbook}: ${workbook.title}`}
        >
          {COPY.openWorkbook}
        </Link>
      )}
    </article>
  );
}

/** /workbooks/<id>: the workbook's units and each reflection's preview, in our own words. */
export function WorkbookDetail({ workbook }: { workbook: Workbook }) {
  const unitName = (number: number) =>
    workbook.units.find((unit) => unit.number === number)?.name ?? '';
  return (
    <section className={styles.section} aria-label={workbook.title}>
      <div className="container">
        <p>
          <Link className={styles.back} to="/workbooks">
            ← {COPY.backToCatalogue}
          </Link>
        </p>
        {workbook.status === 'outline' ? (
          <>
            <h2 className={styles.subheading}>{COPY.units}</h2>
            <ol className={styles.unitList}>
              {workbook.units.map((unit) => (
                <li key={unit.number}>{unit.name}</li>
              ))}
            </ol>
          </>
        ) : (
          <ol className={styles.activities}>
            {workbook.activities.map((activity) => (
              <li key={activity.id}>
                <ActivityPreview activity={activity} unitName={unitName(activity.unit)} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

function ActivityPreview({ activity, unitName }: { activity: WorkbookActivity; unitName: string }) {
  const headingId = `activity-${activity.id}`;
  return (
    <article className={styles.activity} aria-labelledby={headingId}>
      <p className={styles.label}>
        {COPY.unit(activity.unit)}: {unitName}
      </p>
      <h2 id={headingId} className={styles.activityTitle}>
        {activity.title}
      </h2>
      <p className={styles.summary}>{activity.summary}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{COPY.passage}</dt>
          <dd>{activity.passageReference}</dd>
        </div>
        <div>
          <dt>{COPY.catechism}</dt>
          <dd>{COPY.paragraphs(activity.catechism)}</dd>
        </div>
      </dl>
      <h3 className={styles.minor}>
        {activity.passageSource === RETOLD ? COPY.excerpt : COPY.excerptPublicDomain}
      </h3>
      <blockquote className={styles.excerpt}>
        <p>{excerptOf(activity.passageText)}</p>
      </blockquote>
      <h3 className={styles.minor}>{COPY.prompts}</h3>
      <ol className={styles.prompts}>
        {activity.questions.map((question) => (
          <li key={question}>{question}</li>
        ))}
      </ol>
      <h3 className={styles.minor}>{COPY.vocabulary}</h3>
      <dl className={styles.vocabulary}>
        {activity.vocabulary.map((entry) => (
          <div key={entry.word}>
            <dt>{entry.word}</dt>
            <dd>{entry.definition}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
