import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  LESSON_BLOCK_LIMITS,
  LESSON_BLOCK_TYPES,
  type LessonBlockType,
} from '@common/academy/blocks';
import { COURSE_LIMITS } from '@common/academy/courses';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { LESSON_BLOCK_LABELS } from '@common/copy/academy-blocks';
import { LESSON_EDITOR_COPY as COPY } from '@common/copy/academy-builder';
import type { LessonBlock } from '@common/schemas/academy-blocks';
import { fileKeysOfBlocks, type BuilderLesson } from '@common/schemas/academy-builder';
import { Button } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';
import { useLessonSavedInOutline } from './api';
import { BlockEditor } from './BlockEditors';
import { blockProblem, entriesOf, newBlock, newKey, type BlockEntry } from './lesson-drafts';
import { useLessonAutosave, type SaveStatus } from './use-lesson-autosave';
import styles from './LessonEditor.module.css';

const STATUS_TEXT: Record<SaveStatus, string> = {
  saved: COPY.saved,
  unsaved: COPY.unsaved,
  saving: COPY.saving,
  failed: COPY.failed,
  stale: COPY.stale,
  invalid: COPY.invalid,
};

/**
 * The lesson editor (/instructor/courses/:courseId/lessons/:lessonId): the title and the
 * blocks, each edited in place, added, moved (buttons or drag) and removed with Undo. Every
 * change is saved on its own a moment later; the status line says where it stands.
 */
export function LessonEditor({
  lesson,
  onReload,
}: {
  lesson: BuilderLesson;
  /** Loads the lesson again from the server (after someone else saved it). */
  onReload: () => void;
}) {
  const titleId = useId();
  const [title, setTitle] = useState(lesson.title);
  const [entries, setEntries] = useState<BlockEntry[]>(() => entriesOf(lesson.blocks));
  const [removed, setRemoved] = useState<{ entry: BlockEntry; index: number } | null>(null);
  const [savedKeys, setSavedKeys] = useState<ReadonlySet<string>>(
    () => new Set(fileKeysOfBlocks(lesson.blocks)),
  );
  const dragged = useRef<string | null>(null);
  const showInOutline = useLessonSavedInOutline(lesson.courseId);
  const onSaved = useCallback(
    (saved: BuilderLesson) => {
      setSavedKeys(new Set(fileKeysOfBlocks(saved.blocks)));
      showInOutline(saved);
    },
    [showInOutline],
  );
  const autosave = useLessonAutosave(lesson, onSaved);

  // The latest draft, also for handlers made in an earlier render (the text editor keeps
  // the handler it was created with): a change never starts from an old list.
  const latest = useRef({ title, entries });
  const update = (nextTitle: string, nextEntries: BlockEntry[]) => {
    latest.current = { title: nextTitle, entries: nextEntries };
    setTitle(nextTitle);
    setEntries(nextEntries);
    autosave.change(latest.current);
  };
  const setBlocks = (edit: (current: BlockEntry[]) => BlockEntry[]) =>
    update(latest.current.title, edit(latest.current.entries));

  const add = (type: LessonBlockType) => {
    setBlocks((current) => [...current, { key: newKey(), block: newBlock(type) }]);
    setRemoved(null);
  };
  const move = (index: number, delta: -1 | 1) =>
    setBlocks((current) => {
      const to = index + delta;
      if (to < 0 || to >= current.length) return current;
      const next = [...current];
      const [entry] = next.splice(index, 1);
      next.splice(to, 0, entry!);
      return next;
    });
  const remove = (index: number) => {
    setRemoved({ entry: latest.current.entries[index]!, index });
    setBlocks((current) => current.filter((_, at) => at !== index));
  };
  const undo = () => {
    if (!removed) return;
    setBlocks((current) => {
      const next = [...current];
      next.splice(Math.min(removed.index, next.length), 0, removed.entry);
      return next;
    });
    setRemoved(null);
  };
  const change = (key: string, block: LessonBlock) =>
    setBlocks((current) =>
      current.map((entry) => (entry.key === key ? { ...entry, block } : entry)),
    );

  const dropOn = (targetKey: string) => {
    const draggedKey = dragged.current;
    dragged.current = null;
    setBlocks((current) => {
      const from = current.findIndex((entry) => entry.key === draggedKey);
      const to = current.findIndex((entry) => entry.key === targetKey);
      if (from === -1 || to === -1 || from === to) return current;
      const next = [...current];
      const [entry] = next.splice(from, 1);
      next.splice(to, 0, entry!);
      return next;
    });
  };

  return (
    <div className={styles.editor}>
      <div className={styles.top}>
        <div className={styles.statusBar}>
          <p
            className={styles.status}
            role="status"
            data-testid="save-status"
            data-status={autosave.status}
          >
            {STATUS_TEXT[autosave.status]}
            {autosave.message && autosave.status !== 'stale' ? ` ${autosave.message}` : ''}
          </p>
          {autosave.status === 'failed' && (
            <Button size="sm" variant="secondary" onClick={() => void autosave.retry()}>
              {COPY.retry}
            </Button>
          )}
          {autosave.status === 'stale' && (
            <>
              <Button size="sm" variant="secondary" onClick={onReload}>
                {COPY.staleReload}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => void autosave.overwrite()}>
                {COPY.staleKeep}
              </Button>
            </>
          )}
        </div>
      </div>

      <div className={styles.field}>
        <label htmlFor={titleId} className={styles.label}>
          {COPY.title}
        </label>
        <input
          id={titleId}
          className={`${styles.input} ${styles.titleInput}`}
          value={title}
          maxLength={COURSE_LIMITS.title}
          onChange={(event) => update(event.target.value, latest.current.entries)}
        />
      </div>

      <section className={styles.blocks} aria-labelledby={`${titleId}-blocks`}>
        <h2 id={`${titleId}-blocks`} className={styles.h2}>
          {COPY.blocksHeading}
        </h2>
        {entries.length === 0 && (
          <EmptyState title={COPY.emptyTitle}>
            <p>{COPY.emptyBody}</p>
          </EmptyState>
        )}
        <ol className={styles.blockList}>
          {entries.map((entry, index) => {
            const label = LESSON_BLOCK_LABELS[entry.block.type];
            const problem = blockProblem(entry.block);
            const headingId = `${titleId}-block-${entry.key}`;
            return (
              <li
                key={entry.key}
                className={styles.block}
                data-testid="lesson-block"
                aria-labelledby={headingId}
                onDragOver={(event) => {
                  if (dragged.current) event.preventDefault();
                }}
                onDrop={(event) => {
                  event.preventDefault();
                  dropOn(entry.key);
                }}
              >
                <div className={styles.blockHead}>
                  <span
                    className={styles.grip}
                    draggable
                    aria-hidden="true"
                    onDragStart={(event) => {
                      dragged.current = entry.key;
                      event.dataTransfer.effectAllowed = 'move';
                      const row = event.currentTarget.closest('li');
                      if (row) event.dataTransfer.setDragImage(row, 16, 16);
                    }}
                  >
                    ⠿
                  </span>
                  <h3 id={headingId} className={styles.blockTitle}>
                    {COPY.blockPosition(label, index + 1, entries.length)}
                  </h3>
                  <div className={styles.blockActions}>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={index === 0}
                      aria-label={`${COPY.moveUp}: ${label} ${index + 1}`}
                      onClick={() => move(index, -1)}
                    >
                      ↑ <span className={styles.actionText}>{COPY.moveUp}</span>
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={index === entries.length - 1}
                      aria-label={`${COPY.moveDown}: ${label} ${index + 1}`}
                      onClick={() => move(index, 1)}
                    >
                      ↓ <span className={styles.actionText}>{COPY.moveDown}</span>
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`${COPY.remove}: ${label} ${index + 1}`}
                      onClick={() => remove(index)}
                    >
                      {COPY.remove}
                    </Button>
                  </div>
                </div>
                <div className={styles.blockBody}>
                  <BlockEditor
                    block={entry.block}
                    courseId={lesson.courseId}
                    savedKeys={savedKeys}
                    onChange={(block) => change(entry.key, block)}
                  />
                </div>
                {problem && <p className={styles.problem}>{problem}</p>}
              </li>
            );
          })}
        </ol>
        <div className={styles.undo} role="status">
          {removed && (
            <>
              <span>{COPY.removed(LESSON_BLOCK_LABELS[removed.entry.block.type])}</span>
              <Button size="sm" variant="secondary" onClick={undo}>
                {COPY.undo}
              </Button>
            </>
          )}
        </div>
        {entries.length < LESSON_BLOCK_LIMITS.blocksPerLesson && (
          <div className={styles.addRow} role="group" aria-label={COPY.addBlock}>
            <span className={styles.label}>{COPY.addLabel}</span>
            {LESSON_BLOCK_TYPES.map((type) => (
              <Button key={type} variant="secondary" size="sm" onClick={() => add(type)}>
                + {LESSON_BLOCK_LABELS[type]}
              </Button>
            ))}
          </div>
        )}
      </section>
      <Link to={ACADEMY_PATHS.instructorCourse(lesson.courseId)} className={styles.back}>
        <span aria-hidden="true">←</span> {COPY.back}
      </Link>
    </div>
  );
}
