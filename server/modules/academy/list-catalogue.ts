import type { Kysely } from 'kysely';
import { CATALOGUE_LIMIT, type CourseCategory } from '../../../common/academy/courses';
import {
  ACADEMY_CATALOGUE_API,
  type CatalogueCourse,
} from '../../../common/schemas/academy-catalogue';
import type { Database } from '../../db/schema';

/**
 * The Academy's public catalogue: published public courses, newest first. Drafts, archived,
 * unlisted and private courses are never listed (their join links are the only way in).
 */
export async function listCatalogue(
  db: Kysely<Database>,
  category?: CourseCategory,
): Promise<CatalogueCourse[]> {
  let query = db
    .selectFrom('courses')
    .innerJoin('users', 'users.id', 'courses.owner_id')
    .select([
      'courses.id',
      'courses.title',
      'courses.subtitle',
      'courses.category',
      'courses.published_at',
      'courses.cover_file_key',
      'users.first_name',
      'users.last_name',
    ])
    .where('courses.status', '=', 'published')
    .where('courses.visibility', '=', 'public')
    .where('courses.published_at', 'is not', null);
  if (category) query = query.where('courses.category', '=', category);
  const rows = await query
    .orderBy('courses.published_at', 'desc')
    .orderBy('courses.id')
    .limit(CATALOGUE_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    category: row.category,
    instructorName: `${row.first_name} ${row.last_name}`.trim(),
    publishedAt: row.published_at ?? '',
    coverUrl: row.cover_file_key ? ACADEMY_CATALOGUE_API.cover(row.id) : null,
  }));
}
