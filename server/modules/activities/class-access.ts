import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * What this module needs to know about classes, answered by the classroom module
 * (server/modules/classroom/access.ts) and handed in where the app is assembled, so the rule
 * of who teaches which class (owners and co-teachers) lives in one place.
 */
export interface ClassAccess {
  /** The ids of every class the teacher teaches. */
  teacherClassIds(db: Kysely<Database>, teacherId: string): Promise<string[]>;
  /** The signed-in teacher of the class, or a 404 (audited) for a class that is not theirs. */
  requireTeacherOfClass(
    app: FastifyInstance,
    request: FastifyRequest,
    classId: string,
  ): Promise<{ teacherId: string }>;
}

export interface ActivitiesRoutesOptions {
  classAccess: ClassAccess;
}
