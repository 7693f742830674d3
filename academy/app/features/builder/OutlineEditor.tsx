import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { LESSON_BLOCK_LABELS } from '@common/copy/academy-blocks';
import { OUTLINE_COPY as COPY } from '@common/copy/academy-builder';
import {
  ACADEMY_BUILDER_API as API,
  type BuilderChapter,
  type BuilderCourse,
  type LessonSummary,
  type ReleaseRule,
} from '@common/schemas/academy-builder';
import { Button } from '~/components/ui/Button';
import { ConfirmDialog } from '~/components/ui/ConfirmDialog';
import { EmptyState } from '~/components/ui/EmptyState';
import { formatDate } from '~/lib/format-date';
import { messageOf, useBuilderSend, useCourseWrite, useRefreshCourse } from './api';
import { AddItemForm } from './AddItemForm';
import { CopyLessonModal } from './CopyLessonModal';
import { DuplicateCourse } from './DuplicateCourse';
import { InlineRename } from './InlineRename';
import type { Outline } from './outline-moves';
import { ReleaseRuleModal } from './ReleaseRuleModal';
import { useOutlineMover, type MoveKind } from './use-outline-mover';
import styles from './Outline.module.css';

type Dialog =
  | { kind: 'release'; item: BuilderChapter | LessonSummary; of: MoveKind }
  | { kind: 'deleteChapter'; chapter: BuilderChapter }
  | { kind: 'deleteLesson'; lesson: LessonSummary }
  | { kind: 'copy'; lesson: LessonSummary };

/** "Opens 24 Dec 2026", "Opens 7 days after joining", or nothing for "at once". */
function releaseNote(rule: ReleaseRule): string[] {
  const notes: string[] = [];
  if (rule.releaseMode === 'date' && rule.releaseDate) {
    notes.push(COPY.opens.date(formatDate(`${rule.releaseDate}T12:00:00Z`)));
  }
  if (rule.releaseMode === 'afterJoin' && rule.releaseDays) {
    notes.push(COPY.opens.afterJoin(rule.releaseDays));
  }
  if (rule.requiresPrevious) notes.push(COPY.requiresPrevious);
  return notes;
}

/**
 * The Outline tab: chapters and their lessons. Add, rename, delete (asked first), set when
 * each opens, copy a lesson to another course, and reorder by drag and drop or keyboard.
 */
export function OutlineEditor({ course }: { course: BuilderCourse }) {
  const write = useCourseWrite(course.id);
  const send = useBuilderSend();
  const refresh = useRefreshCourse(course.id);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [flash, setFlash] = useState<{ text: string; error: boolean } | null>(null);

  const outline: Outline = useMemo(
    () =>
      course.chapters.map((chapter) => ({
        id: chapter.id,
        lessonIds: chapter.lessons.map((lesson) => lesson.id),
      })),
    [course.chapters],
  );
  const chapterById = new Map(course.chapters.map((chapter) => [chapter.id, chapter]));
  const lessonById = new Map(
    course.chapters.flatMap((chapter) => chapter.lessons.map((lesson) => [lesson.id, lesson])),
  );
  const titleOf = (kind: MoveKind, id: string) =>
    (kind === 'chapter' ? chapterById.get(id)?.title : lessonById.get(id)?.title) ?? '';

  const mover = useOutlineMover({
    outline,
    titleOf,
    commit: async (kind, id, draft) => {
      const answer =
        kind === 'chapter'
          ? await write('POST', API.chapterOrder(course.id), {
              chapterIds: draft.map((chapter) => chapter.id),
            })
          : await (async () => {
              const chapter = draft.find((item) => item.lessonIds.includes(id))!;
              return write('POST', API.lessonOrder(course.id), {
                chapterId: chapter.id,
                lessonIds: chapter.lessonIds,
              });
            })();
      if (!answer.ok) setFlash({ text: messageOf(answer, COPY.saveFailed), error: true });
    },
  });

  /** A write whose refusal is shown in the flash line; answers the message for forms. */
  const act = async (method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) => {
    const answer = await write(method, path, body);
    return answer.ok ? null : messageOf(answer, COPY.saveFailed);
  };

  const saveLesson = async (lesson: LessonSummary, body: Record<string, unknown>) => {
    const answer = await send('PATCH', API.lesson(lesson.id), {
      updatedAt: lesson.updatedAt,
      ...body,
    });
    if (!answer.ok) return answer.body.errors ?? { form: COPY.saveFailed };
    // The outline shows the lesson's new title or rule: read the course again.
    await refresh();
    return null;
  };

  const handleProps = (kind: MoveKind, id: string, title: string) => ({
    ref: mover.handleRef(id),
    type: 'button' as const,
    className: styles.handle,
    draggable: true,
    'aria-label': COPY.moveHandle(title),
    'aria-pressed': mover.moving?.id === id && mover.moving.by === 'keyboard',
    'aria-describedby': 'outline-move-help',
    onKeyDown: (event: React.KeyboardEvent) => mover.onHandleKeyDown(kind, id, event),
    onDragStart: (event: React.DragEvent<HTMLButtonElement>) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', id);
      const row = event.currentTarget.closest('[data-drag-row]');
      if (row) event.dataTransfer.setDragImage(row, 16, 16);
      mover.drag.start(kind, id);
    },
    onDragEnd: () => mover.drag.end(),
  });

  const dropTarget = (onOver: () => void) => ({
    onDragOver: (event: React.DragEvent) => {
      if (!mover.moving || mover.moving.by !== 'pointer') return;
      event.preventDefault();
      onOver();
    },
    onDrop: (event: React.DragEvent) => {
      event.preventDefault();
      mover.drag.drop();
    },
  });

  return (
    <section className={styles.outline} aria-labelledby="outline-heading">
      <div className={styles.outlineHead}>
        <div>
          <h2 id="outline-heading">{COPY.heading}</h2>
          <p id="outline-move-help" className={styles.note}>
            {COPY.intro}
          </p>
          <p
            className={flash?.error ? styles.error : styles.note}
            role={flash?.error ? 'alert' : 'status'}
          >
            {flash?.text}
          </p>
        </div>
        <DuplicateCourse course={course} />
      </div>
      <p className="visually-hidden" aria-live="assertive" data-testid="outline-announcement">
        {mover.announcement}
      </p>

      {course.chapters.length === 0 ? (
        <EmptyState title={COPY.emptyTitle}>
          <p>{COPY.emptyBody}</p>
        </EmptyState>
      ) : (
        <ol className={styles.chapters}>
          {mover.shown.map((item, index) => {
            const chapter = chapterById.get(item.id);
            if (!chapter) return null;
            const picked = mover.moving?.id === chapter.id;
            return (
              <li
                key={chapter.id}
                className={styles.chapter}
                data-drag-row
                data-moving={picked || undefined}
                data-drop-target={
                  (mover.moving?.kind === 'chapter' && mover.dropAt?.chapterId === chapter.id) ||
                  undefined
                }
                data-testid="outline-chapter"
                {...(mover.moving?.kind === 'chapter'
                  ? dropTarget(() => mover.drag.overChapter(chapter.id))
                  : {})}
              >
                <div className={styles.chapterHead}>
                  <button {...handleProps('chapter', chapter.id, chapter.title)}>
                    <span aria-hidden="true">⠿</span>
                  </button>
                  <div className={styles.chapterTitle}>
                    <span className={styles.kicker}>{COPY.chapterLabel(index + 1)}</span>
                    <InlineRename
                      title={chapter.title}
                      save={(title) => act('PATCH', API.chapter(course.id, chapter.id), { title })}
                    >
                      <h3 className={styles.h3}>{chapter.title}</h3>
                    </InlineRename>
                    {releaseNote(chapter).length > 0 && (
                      <p className={styles.release}>{releaseNote(chapter).join(' · ')}</p>
                    )}
                  </div>
                  <div className={styles.itemActions}>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`${COPY.releaseButton}: ${chapter.title}`}
                      onClick={() => setDialog({ kind: 'release', item: chapter, of: 'chapter' })}
                    >
                      {COPY.releaseButton}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`${COPY.delete}: ${chapter.title}`}
                      onClick={() => setDialog({ kind: 'deleteChapter', chapter })}
                    >
                      {COPY.delete}
                    </Button>
                  </div>
                </div>
                <ol
                  className={styles.lessons}
                  {...(mover.moving?.kind === 'lesson'
                    ? {
                        onDragOver: (event: React.DragEvent) => {
                          if (event.target !== event.currentTarget) return;
                          event.preventDefault();
                          mover.drag.overLesson(chapter.id, null);
                        },
                        onDrop: (event: React.DragEvent) => {
                          event.preventDefault();
                          mover.drag.drop();
                        },
                      }
                    : {})}
                >
                  {item.lessonIds.length === 0 && (
                    <li
                      className={styles.noLessons}
                      data-drop-target={
                        (mover.moving?.kind === 'lesson' &&
                          mover.dropAt?.chapterId === chapter.id &&
                          mover.dropAt.beforeId === null) ||
                        undefined
                      }
                      {...(mover.moving?.kind === 'lesson'
                        ? dropTarget(() => mover.drag.overLesson(chapter.id, null))
                        : {})}
                    >
                      {COPY.noLessons}
                    </li>
                  )}
                  {item.lessonIds.map((lessonId) => {
                    const lesson = lessonById.get(lessonId);
                    if (!lesson) return null;
                    const notes = releaseNote(lesson);
                    return (
                      <li
                        key={lesson.id}
                        className={styles.lesson}
                        data-drag-row
                        data-moving={mover.moving?.id === lesson.id || undefined}
                        data-drop-target={mover.dropAt?.beforeId === lesson.id || undefined}
                        data-testid="outline-lesson"
                        {...(mover.moving?.kind === 'lesson'
                          ? dropTarget(() => mover.drag.overLesson(chapter.id, lesson.id))
                          : {})}
                      >
                        <button {...handleProps('lesson', lesson.id, lesson.title)}>
                          <span aria-hidden="true">⠿</span>
                        </button>
                        <div className={styles.lessonMain}>
                          <InlineRename
                            title={lesson.title}
                            save={async (title) => {
                              const failure = await saveLesson(lesson, { title });
                              return failure ? (Object.values(failure)[0] ?? null) : null;
                            }}
                          >
                            <Link
                              to={ACADEMY_PATHS.instructorLesson(course.id, lesson.id)}
                              className={styles.lessonLink}
                              aria-label={COPY.editLesson(lesson.title)}
                            >
                              {lesson.title}
                            </Link>
                          </InlineRename>
                          <p className={styles.release}>
                            {lesson.blockCount === 0
                              ? COPY.emptyLesson
                              : `${COPY.blocks(lesson.blockCount)}: ${lesson.blockTypes
                                  .map((type) => LESSON_BLOCK_LABELS[type])
                                  .join(', ')}`}
                            {notes.length > 0 && ` · ${notes.join(' · ')}`}
                          </p>
                        </div>
                        <div className={styles.itemActions}>
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-label={`${COPY.releaseButton}: ${lesson.title}`}
                            onClick={() =>
                              setDialog({ kind: 'release', item: lesson, of: 'lesson' })
                            }
                          >
                            {COPY.releaseButton}
                          </Button>
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-label={`${COPY.copyLesson} ${lesson.title}`}
                            onClick={() => setDialog({ kind: 'copy', lesson })}
                          >
                            {COPY.copyLesson}
                          </Button>
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-label={`${COPY.delete}: ${lesson.title}`}
                            onClick={() => setDialog({ kind: 'deleteLesson', lesson })}
                          >
                            {COPY.delete}
                          </Button>
                        </div>
                      </li>
                    );
                  })}
                </ol>
                <AddItemForm
                  label={COPY.newLessonLabel(chapter.title)}
                  placeholder={COPY.newLessonPlaceholder}
                  submitLabel={COPY.addLesson}
                  add={(id, title) =>
                    act('POST', API.lessons(course.id), { id, chapterId: chapter.id, title })
                  }
                />
              </li>
            );
          })}
        </ol>
      )}

      <AddItemForm
        label={COPY.newChapterLabel}
        placeholder={COPY.newChapterPlaceholder}
        submitLabel={COPY.addChapter}
        add={(id, title) => act('POST', API.chapters(course.id), { id, title })}
      />

      {dialog?.kind === 'release' && (
        <ReleaseRuleModal
          title={dialog.item.title}
          rule={dialog.item}
          onClose={() => setDialog(null)}
          save={async (rule) => {
            if (dialog.of === 'chapter') {
              const answer = await write('PATCH', API.chapter(course.id, dialog.item.id), rule);
              return answer.ok ? null : (answer.body.errors ?? { form: COPY.saveFailed });
            }
            return saveLesson(dialog.item as LessonSummary, rule);
          }}
        />
      )}
      {dialog?.kind === 'copy' && (
        <CopyLessonModal
          lesson={dialog.lesson}
          courseId={course.id}
          onClose={() => setDialog(null)}
          onCopied={(text) => setFlash({ text, error: false })}
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'deleteChapter'}
        title={
          dialog?.kind === 'deleteChapter' ? COPY.deleteChapterTitle(dialog.chapter.title) : ''
        }
        description={
          dialog?.kind === 'deleteChapter'
            ? COPY.deleteChapterBody(dialog.chapter.lessons.length)
            : ''
        }
        confirmLabel={COPY.delete}
        cancelLabel={COPY.cancel}
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          if (dialog?.kind !== 'deleteChapter') return null;
          const failure = await act('DELETE', API.chapter(course.id, dialog.chapter.id));
          if (!failure) setDialog(null);
          return failure;
        }}
      />
      <ConfirmDialog
        open={dialog?.kind === 'deleteLesson'}
        title={dialog?.kind === 'deleteLesson' ? COPY.deleteLessonTitle(dialog.lesson.title) : ''}
        description={COPY.deleteLessonBody}
        confirmLabel={COPY.delete}
        cancelLabel={COPY.cancel}
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          if (dialog?.kind !== 'deleteLesson') return null;
          const failure = await act('DELETE', API.lesson(dialog.lesson.id));
          if (!failure) setDialog(null);
          return failure;
        }}
      />
    </section>
  );
}
