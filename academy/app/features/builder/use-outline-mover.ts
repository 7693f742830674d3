import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { OUTLINE_COPY as COPY } from '@common/copy/academy-builder';
import {
  moveChapter,
  moveLesson,
  placeChapter,
  placeLesson,
  sameOutline,
  type Outline,
} from './outline-moves';

export type MoveKind = 'chapter' | 'lesson';
interface Moving {
  kind: MoveKind;
  id: string;
  by: 'keyboard' | 'pointer';
}

/**
 * Reordering chapters and lessons by keyboard and by drag and drop, on a draft outline shown
 * while the move lasts. Keyboard: Space or Enter on a handle picks the item up, the arrow
 * keys move it, Space or Enter drops it, Escape puts it back; each step is announced. A drop
 * hands the draft to `commit`, which saves it; the draft goes once the answer is in.
 */
export function useOutlineMover({
  outline,
  titleOf,
  commit,
}: {
  outline: Outline;
  titleOf: (kind: MoveKind, id: string) => string;
  commit: (kind: MoveKind, id: string, draft: Outline) => Promise<void>;
}) {
  const [draft, setDraft] = useState<Outline | null>(null);
  const [moving, setMoving] = useState<Moving | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const shown = draft ?? outline;

  // A moved handle's element may be re-inserted by React: focus follows it.
  useEffect(() => {
    if (moving?.by === 'keyboard') handles.current.get(moving.id)?.focus();
  }, [draft, moving]);

  const handleRef = useCallback(
    (id: string) => (element: HTMLButtonElement | null) => {
      if (element) handles.current.set(id, element);
      else handles.current.delete(id);
    },
    [],
  );

  const positionOf = (kind: MoveKind, id: string, current: Outline) => {
    if (kind === 'chapter') {
      return COPY.movedTo(
        titleOf(kind, id),
        current.findIndex((chapter) => chapter.id === id) + 1,
        current.length,
      );
    }
    const chapter = current.find((item) => item.lessonIds.includes(id))!;
    return `${COPY.movedTo(
      titleOf(kind, id),
      chapter.lessonIds.indexOf(id) + 1,
      chapter.lessonIds.length,
    )} ${titleOf('chapter', chapter.id)}.`;
  };

  async function drop(kind: MoveKind, id: string, current: Outline) {
    setMoving(null);
    if (sameOutline(current, outline)) {
      setDraft(null);
      return;
    }
    setAnnouncement(COPY.dropped(titleOf(kind, id)));
    await commit(kind, id, current);
    setDraft(null);
  }

  function cancel() {
    if (!moving) return;
    setAnnouncement(COPY.cancelled(titleOf(moving.kind, moving.id)));
    setMoving(null);
    setDraft(null);
  }

  function onHandleKeyDown(kind: MoveKind, id: string, event: KeyboardEvent) {
    const picked = moving?.id === id && moving.by === 'keyboard';
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (picked) void drop(kind, id, shown);
      else {
        setMoving({ kind, id, by: 'keyboard' });
        setDraft(outline);
        setAnnouncement(COPY.picked(titleOf(kind, id)));
      }
      return;
    }
    if (!picked) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
      return;
    }
    const delta = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : 0;
    if (delta === 0) return;
    event.preventDefault();
    const next = kind === 'chapter' ? moveChapter(shown, id, delta) : moveLesson(shown, id, delta);
    setDraft(next);
    setAnnouncement(positionOf(kind, id, next));
  }

  /**
   * Drag and drop: the handle starts it; the item under the pointer is marked as where it
   * will land, and the outline changes only on the drop (moving the dragged element during
   * the drag would end the drag in some browsers).
   */
  const [dropAt, setDropAt] = useState<{ chapterId: string; beforeId: string | null } | null>(null);
  const drag = {
    start(kind: MoveKind, id: string) {
      setMoving({ kind, id, by: 'pointer' });
    },
    overChapter(chapterId: string) {
      if (moving?.by === 'pointer' && moving.kind === 'chapter') {
        setDropAt({ chapterId, beforeId: null });
      }
    },
    overLesson(chapterId: string, beforeLessonId: string | null) {
      if (moving?.by === 'pointer' && moving.kind === 'lesson') {
        setDropAt({ chapterId, beforeId: beforeLessonId });
      }
    },
    drop() {
      if (moving?.by !== 'pointer' || !dropAt) return;
      const next =
        moving.kind === 'chapter'
          ? placeChapter(outline, moving.id, dropAt.chapterId)
          : placeLesson(outline, moving.id, dropAt.chapterId, dropAt.beforeId);
      setDropAt(null);
      setDraft(next);
      void drop(moving.kind, moving.id, next);
    },
    end() {
      setDropAt(null);
      if (moving?.by === 'pointer') setMoving(null);
    },
  };

  return { shown, moving, announcement, handleRef, onHandleKeyDown, drag, dropAt };
}
