import { useId, useRef, useState, type FormEvent } from 'react';
import { COPY_LESSON_COPY as COPY } from '@common/copy/academy-builder';
import { ACADEMY_BUILDER_API as API, type BuilderLesson } from '@common/schemas/academy-builder';
import { Button } from '~/components/ui/Button';
import { SelectField } from '~/components/ui/FormField';
import { Modal } from '~/components/ui/Modal';
import { messageOf, useBuilderCourse, useBuilderSend, useTaughtCourses } from './api';
import styles from './Outline.module.css';

/** Copies a lesson to the end of a chapter of any course the instructor teaches. */
export function CopyLessonModal({
  lesson,
  courseId,
  onClose,
  onCopied,
}: {
  lesson: { id: string; title: string };
  courseId: string;
  onClose: () => void;
  onCopied: (message: string) => void;
}) {
  const id = useId();
  const send = useBuilderSend();
  const courses = useTaughtCourses();
  const [targetId, setTargetId] = useState(courseId);
  const target = useBuilderCourse(targetId);
  const chapters = target.data?.chapters ?? [];
  const [chosenChapter, setChapterId] = useState('');
  const chapterId = chapters.some((chapter) => chapter.id === chosenChapter)
    ? chosenChapter
    : (chapters[0]?.id ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const copyId = useRef(crypto.randomUUID());

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!chapterId || busy) return;
    setBusy(true);
    const answer = await send<BuilderLesson>('POST', API.lessonCopy(lesson.id), {
      id: copyId.current,
      targetCourseId: targetId,
      targetChapterId: chapterId,
    });
    setBusy(false);
    if (!answer.ok) {
      setError(messageOf(answer, COPY.title(lesson.title)));
      return;
    }
    onCopied(COPY.copied(target.data?.title ?? ''));
    onClose();
  }

  return (
    <Modal open onClose={onClose} title={COPY.title(lesson.title)} description={COPY.description}>
      <form className={styles.releaseForm} onSubmit={(event) => void submit(event)}>
        <SelectField
          id={`${id}-course`}
          label={COPY.courseLabel}
          value={targetId}
          onChange={(value) => {
            setTargetId(value);
            copyId.current = crypto.randomUUID();
          }}
          options={(courses.data?.courses ?? []).map((course) => ({
            value: course.id,
            label: course.title,
          }))}
        />
        {target.data && chapters.length === 0 ? (
          <p className={styles.note}>{COPY.noChapters}</p>
        ) : (
          <SelectField
            id={`${id}-chapter`}
            label={COPY.chapterLabel}
            value={chapterId}
            onChange={setChapterId}
            options={chapters.map((chapter) => ({ value: chapter.id, label: chapter.title }))}
          />
        )}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" disabled={busy || !chapterId}>
            {COPY.copy}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {COPY.cancel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
