import {
  activityImagePath,
  type Activity,
  type ActivityAssignment,
  type ActivityValues,
  type Question,
  type Rubric,
  type VocabularyWord,
} from '../../../common/schemas/activities';
import type { ActivitiesTable } from '../../db/schema';

/** The columns an editor save writes, from validated input. Items without an id get one. */
export function contentColumns(values: ActivityValues) {
  const questions: Question[] = values.questions.map((question) => ({
    id: question.id ?? crypto.randomUUID(),
    prompt: question.prompt,
  }));
  const rubric: Rubric | null = values.rubric && {
    criteria: values.rubric.criteria.map((criterion) => ({
      id: criterion.id ?? crypto.randomUUID(),
      name: criterion.name,
      description: criterion.description,
      levels: criterion.levels,
    })),
  };
  return {
    title: values.title,
    passage_reference: values.passageReference,
    passage_source: values.passageSource,
    passage_text: values.passageText,
    instructions: values.instructions,
    questions: JSON.stringify(uniqueIds(questions)),
    vocabulary: JSON.stringify(values.vocabulary),
    rubric: rubric && JSON.stringify({ criteria: uniqueIds(rubric.criteria) }),
    image_alt: values.imageAlt,
    due_date: values.dueDate,
  };
}

/** A client that sends the same id twice gets a fresh one for the repeat. */
function uniqueIds<T extends { id: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.map((item) => {
    const id = seen.has(item.id) ? crypto.randomUUID() : item.id;
    seen.add(id);
    return { ...item, id };
  });
}

export function toActivity(row: ActivitiesTable, assignments: ActivityAssignment[]): Activity {
  return {
    id: row.id,
    title: row.title,
    passageReference: row.passage_reference,
    passageSource: row.passage_source,
    passageText: row.passage_text,
    instructions: row.instructions,
    questions: JSON.parse(row.questions) as Question[],
    vocabulary: JSON.parse(row.vocabulary) as VocabularyWord[],
    rubric: row.rubric === null ? null : (JSON.parse(row.rubric) as Rubric),
    imageUrl: imageUrl(row),
    imageAlt: row.image_alt,
    dueDate: row.due_date,
    sourceLibraryId: row.source_library_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    assignments,
  };
}

/** The authorized image route, versioned by the last change so browsers refetch a new image. */
export function imageUrl(row: Pick<ActivitiesTable, 'id' | 'image_key' | 'updated_at'>) {
  if (!row.image_key) return null;
  return `${activityImagePath(row.id)}?v=${encodeURIComponent(row.updated_at)}`;
}
