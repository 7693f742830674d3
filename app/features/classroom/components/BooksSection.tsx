import { useId, useState, type FormEvent } from 'react';
import { CLASSROOM_SCREENS } from '@common/copy/classroom-screens';
import { PATHS } from '@common/routes';
import type { ClassStudent } from '@common/schemas/classroom';
import { createBookSchema, PUBLISHING_API } from '@common/schemas/publishing';
import { Button } from '~/components/ui/Button';
import { useCreateBook } from '../api/create-book';
import { useClassBooks } from '../api/get-class-books';
import { useClassActivities } from '../api/get-teacher-activities';
import { usePublishBook } from '../api/publish-book';
import { useUnpublishBook } from '../api/unpublish-book';
import { answerErrors, fieldErrors } from '../utils/form-errors';
import styles from './Classroom.module.css';
import { BookContentsCheck, type PieceRef } from './BookContentsCheck';

const COPY = CLASSROOM_SCREENS.books;

/** The class's books: make one from students' writing, preview it, publish it to the store. */
export function BooksSection({ classId, students }: { classId: string; students: ClassStudent[] }) {
  const id = useId();
  const { data: books } = useClassBooks(classId);
  const activities = useClassActivities(classId) ?? [];
  const createBook = useCreateBook(classId);
  const publish = usePublishBook(classId);
  const unpublish = useUnpublishBook(classId);
  const [form, setForm] = useState({
    name: '',
    type: 'story' as 'story' | 'journal',
    openClassOrder: false,
    activityIds: [] as string[],
    studentIds: [] as string[],
    // book-pdf (issue 12): approved work only unless the teacher says otherwise.
    contents: 'approved' as 'approved' | 'written',
    dedication: '',
    excludedPieces: [] as PieceRef[],
    excludedRoomPieces: [] as string[],
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);

  const toggle = (list: 'activityIds' | 'studentIds' | 'excludedRoomPieces', value: string) =>
    setForm({
      ...form,
      [list]: form[list].includes(value)
        ? form[list].filter((entry) => entry !== value)
        : [...form[list], value],
    });

  const togglePiece = (piece: PieceRef) => {
    const same = (entry: PieceRef) =>
      entry.studentId === piece.studentId && entry.activityId === piece.activityId;
    setForm({
      ...form,
      excludedPieces: form.excludedPieces.some(same)
        ? form.excludedPieces.filter((entry) => !same(entry))
        : [...form.excludedPieces, piece],
    });
  };

  function create(event: FormEvent) {
    event.preventDefault();
    const found = fieldErrors(createBookSchema, form);
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0) return;
    createBook.mutate(form, {
      onSuccess: () => {
        setMessage(COPY.created);
        setForm({ ...form, name: '', dedication: '' });
      },
      onError: (error) => setErrors(answerErrors(error, COPY.create)),
    });
  }

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {COPY.title}
      </h2>
      <p className={styles.muted}>{COPY.intro}</p>
      {books && books.length > 0 && (
        <ul className={styles.cards}>
          {books.map((book) => (
            <li key={book.id} className={styles.card} data-book={book.name}>
              <span className={styles.cardTitle}>{book.name}</span>
              <span className={styles.muted}>
                {COPY.counts(book.studentCount, book.pieceCount, book.paidOrders)}
              </span>
              {book.warnings.length > 0 && (
                <ul className={styles.bookWarnings} aria-label={`Left out of ${book.name}`}>
                  {book.warnings.map((warning) => (
                    <li key={warning}>{warning}</li>
                  ))}
                </ul>
              )}
              <span data-testid="book-state">
                {book.publishedAt ? COPY.published(book.code) : COPY.draft}
              </span>
              <a href={PUBLISHING_API.preview(book.id)} target="_blank" rel="noreferrer">
                {COPY.preview(book.name)}
              </a>
              {book.publishedAt && (
                <a href={`${PATHS.store}?code=${book.code}`}>{COPY.storeLink}</a>
              )}
              <div className={styles.actions}>
                {book.publishedAt ? (
                  <Button size="sm" variant="ghost" onClick={() => unpublish.mutate(book.id)}>
                    {COPY.unpublish(book.name)}
                  </Button>
                ) : (
                  <Button size="sm" onClick={() => publish.mutate(book.id)}>
                    {COPY.publish(book.name)}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <form
        className={`${styles.panel} ${styles.form}`}
        onSubmit={create}
        noValidate
        aria-label={COPY.create}
      >
        <div className={styles.field}>
          <label htmlFor={`${id}-name`} className={styles.label}>
            {COPY.name}
          </label>
          <input
            id={`${id}-name`}
            className={styles.input}
            value={form.name}
            aria-invalid={errors.name ? true : undefined}
            onChange={(event) => setForm({ ...form, name: event.target.value })}
          />
          {errors.name && <p className={styles.error}>{errors.name}</p>}
        </div>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{COPY.type}</legend>
          {(['story', 'journal'] as const).map((type) => (
            <label key={type} className={styles.checks}>
              <span>
                <input
                  type="radio"
                  name={`${id}-type`}
                  checked={form.type === type}
                  onChange={() => setForm({ ...form, type })}
                />{' '}
                {COPY[type]}
              </span>
            </label>
          ))}
          <label>
            <input
              type="checkbox"
              checked={form.openClassOrder}
              onChange={(event) => setForm({ ...form, openClassOrder: event.target.checked })}
            />{' '}
            {COPY.classOrder}
          </label>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{COPY.activities}</legend>
          <div className={styles.checks}>
            {activities.map((activity) => (
              <label key={activity.id}>
                <input
                  type="checkbox"
                  checked={form.activityIds.includes(activity.id)}
                  onChange={() => toggle('activityIds', activity.id)}
                />{' '}
                {activity.title}
              </label>
            ))}
          </div>
          {errors.activityIds && <p className={styles.error}>{errors.activityIds}</p>}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{COPY.students}</legend>
          <div className={styles.checks}>
            {students.map((student) => (
              <label key={student.id}>
                <input
                  type="checkbox"
                  checked={form.studentIds.includes(student.id)}
                  onChange={() => toggle('studentIds', student.id)}
                />{' '}
                {student.firstName} {student.lastName}
              </label>
            ))}
          </div>
          {errors.studentIds && <p className={styles.error}>{errors.studentIds}</p>}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{COPY.contents}</legend>
          <div className={styles.checks}>
            {(['approved', 'written'] as const).map((contents) => (
              <label key={contents}>
                <input
                  type="radio"
                  name={`${id}-contents`}
                  checked={form.contents === contents}
                  onChange={() => setForm({ ...form, contents })}
                />{' '}
                {contents === 'approved' ? COPY.approvedOnly : COPY.allWritten}
              </label>
            ))}
          </div>
        </fieldset>
        <BookContentsCheck
          classId={classId}
          activityIds={form.activityIds}
          studentIds={form.studentIds}
          contents={form.contents}
          excluded={form.excludedPieces}
          onToggle={togglePiece}
          excludedRoomPieces={form.excludedRoomPieces}
          onToggleRoomPiece={(pieceId) => toggle('excludedRoomPieces', pieceId)}
        />
        <div className={styles.field}>
          <label htmlFor={`${id}-dedication`} className={styles.label}>
            {COPY.dedication}
          </label>
          <textarea
            id={`${id}-dedication`}
            className={styles.input}
            rows={3}
            value={form.dedication}
            aria-describedby={`${id}-dedication-hint`}
            aria-invalid={errors.dedication ? true : undefined}
            onChange={(event) => setForm({ ...form, dedication: event.target.value })}
          />
          <p id={`${id}-dedication-hint`} className={styles.muted}>
            {COPY.dedicationHint}
          </p>
          {errors.dedication && <p className={styles.error}>{errors.dedication}</p>}
        </div>
        {errors.root && (
          <p className={styles.error} role="alert">
            {errors.root}
          </p>
        )}
        <p className={styles.success} role="status">
          {message}
        </p>
        <div className={styles.actions}>
          <Button type="submit">{COPY.create}</Button>
        </div>
      </form>
    </section>
  );
}
