import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { childAnswersSavedSchema, childWorkAnswerSchema } from '../../../common/schemas/family';
import { errorAnswers, ignoredBodySchema } from '../../../common/schemas/fields';
import { saveAnswersSchema } from '../../../common/schemas/projects';
import { requireParentOf } from '../../access/parent-of';
import { loadActiveChildProject } from './child-project-access';
import { deleteChildProject } from './delete-child-project';
import { getChildWork } from './get-child-work';
import { saveChildAnswers } from './save-child-answers';
import { publishProjectChange } from '../projects/publish-project-change';

const tags = ['family'];
const projectParams = z.object({ studentId: z.string(), projectId: z.string() });

/**
 * A parent's linked children's work under /api/family (SPEC §4 Projects). Nobody signed in
 * gets 401; anyone but a linked parent of the child the 404 of a missing record (audited).
 */
export const familyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/children/:studentId/work',
    {
      schema: {
        summary: "A linked child's work with the teacher's feedback, and their published books",
        tags,
        params: z.object({ studentId: z.string() }),
        response: { 200: childWorkAnswerSchema, ...errorAnswers(401, 404) },
      },
    },
    async (request) => {
      const { studentId } = request.params;
      await requireParentOf(request, studentId);
      return getChildWork(app.db, studentId);
    },
  );

  app.put(
    '/children/:studentId/projects/:projectId',
    {
      schema: {
        summary: "Edit a child's active work",
        tags,
        params: projectParams,
        body: saveAnswersSchema,
        response: { 200: childAnswersSavedSchema, ...errorAnswers(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const project = await loadActiveChildProject(request, request.params);
      const saved = await saveChildAnswers(app.db, { project, answers: request.body.answers });
      await publishProjectChange(app.live, 'project', {
        id: project.id,
        classId: project.class_id,
        studentId: project.student_id,
      });
      return saved;
    },
  );

  app.delete(
    '/children/:studentId/projects/:projectId',
    {
      schema: {
        summary: "Delete a child's active work",
        tags,
        params: projectParams,
        body: ignoredBodySchema,
        response: { 204: z.null().describe('No content'), ...errorAnswers(401, 404, 409) },
      },
    },
    async (request, reply) => {
      const project = await loadActiveChildProject(request, request.params);
      await deleteChildProject(app.db, project.id);
      return reply.status(204).send(null);
    },
  );
};
