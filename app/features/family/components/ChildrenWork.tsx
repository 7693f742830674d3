import { useEffect, useId, useState } from 'react';
import { FAMILY_COPY as COPY } from '@common/copy/writing';
import { PATHS } from '@common/routes';
import { FAMILY_API, type ChildProject, type ChildWorkAnswer } from '@common/schemas/family';
import { ROSTER_API } from '@common/schemas/roster';
import { Button } from '~/components/ui/Button';
import { apiDelete, apiGet, apiPut } from '~/lib/api';
import { ChildPrivacy } from './ChildPrivacy';
import styles from './ChildrenWork.module.css';

/** The parent area's view of each linked child's writing, feedback and books. */
export function ChildrenWork() {
  const [children, setChildren] = useState<ChildWorkAnswer[] | null>(null);
  useEffect(() => {
    let active = true;
    void apiGet<{ id: string }[]>(ROSTER_API.children).then(async (roster) => {
      if (!roster.ok || !Array.isArray(roster.body)) return;
      const answers = await Promise.all(
        roster.body.map((child) => apiGet<ChildWorkAnswer>(FAMILY_API.child(child.id))),
      );
      if (active) setChildren(answers.filter((answer) => answer.ok).map((answer) => answer.body));
    });
    return () => {
      active = false;
    };
  }, []);
  if (!children) return null;
  return (
    <>
      {children.map((child) => (
        <ChildWork key={child.studentId} child={child} />
      ))}
    </>
  );
}

function ChildWork({ child }: { child: ChildWorkAnswer }) {
  const id = useId();
  const [projects, setProjects] = useState(child.projects);
  return (
    <section className={styles.child} aria-labelledby={`${id}-title`} data-child={child.firstName}>
      <h2 id={`${id}-title`} className={styles.title}>
        {COPY.title(child.firstName)}
      </h2>
      {child.books.length > 0 && (
        <div className={styles.books}>
          <h3 className={styles.subtitle}>{COPY.books}</h3>
          <ul className={styles.list}>
            {child.books.map((book) => (
              <li key={book.code}>
                <a href={`${PATHS.store}?code=${book.code}`}>{COPY.buy(book.name)}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {projects.length === 0 ? (
        <p className={styles.muted}>{COPY.empty}</p>
      ) : (
        projects.map((project) => (
          <ProjectWork
            key={project.projectId}
            studentId={child.studentId}
            project={project}
            onDeleted={() =>
              setProjects(projects.filter((entry) => entry.projectId !== project.projectId))
            }
          />
        ))
      )}
      <ChildPrivacy studentId={child.studentId} firstName={child.firstName} />
    </section>
  );
}

function ProjectWork({
  studentId,
  project,
  onDeleted,
}: {
  studentId: string;
  project: ChildProject;
  onDeleted: () => void;
}) {
  const id = useId();
  const [answers, setAnswers] = useState(project.answers);
  const [message, setMessage] = useState<string | null>(null);
  const editable = project.status === 'active';
  const url = FAMILY_API.project(studentId, project.projectId);

  async function save() {
    const result = await apiPut<unknown>(url, { answers });
    setMessage(result.ok ? COPY.saved : null);
  }
  async function remove() {
    const result = await apiDelete<unknown>(url);
    if (result.ok) onDeleted();
  }

  return (
    <article className={styles.project} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.subtitle}>
        {project.activityTitle}{' '}
        <span className={styles.muted}>
          · {project.classTitle} · {COPY.status[project.status]}
        </span>
      </h3>
      {project.questions.map((question) => (
        <div key={question.id} className={styles.answer}>
          <label htmlFor={`${id}-${question.id}`} className={styles.prompt}>
            {question.prompt}
          </label>
          <textarea
            id={`${id}-${question.id}`}
            className={styles.textarea}
            rows={4}
            readOnly={!editable}
            value={answers[question.id] ?? ''}
            onChange={(event) => setAnswers({ ...answers, [question.id]: event.target.value })}
          />
        </div>
      ))}
      {editable ? (
        <div className={styles.actions}>
          <Button size="sm" onClick={() => void save()}>
            {COPY.save}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => void remove()}>
            {COPY.remove}
          </Button>
        </div>
      ) : (
        <p className={styles.muted}>
          {COPY.lockedNote} <a href={`mailto:${project.teacherEmail}`}>{project.teacherEmail}</a>
        </p>
      )}
      <p role="status" className={styles.saved}>
        {message}
      </p>
      {project.comments.length > 0 && (
        <div>
          <h4 className={styles.prompt}>{COPY.feedback}</h4>
          <ul className={styles.list}>
            {project.comments.map((comment) => (
              <li key={comment.id}>
                {comment.body} <span className={styles.muted}>— {comment.author}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}
