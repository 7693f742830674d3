import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  childAnswersSavedSchema,
  childFeedAnswerSchema,
  childWorkAnswerSchema,
  familyChildrenAnswerSchema,
  linkChildBodySchema,
  linkedChildAnswerSchema,
} from '../../../common/schemas/family';
import { errorAnswers, ignoredBodySchema } from '../../../common/schemas/fields';
import { saveAnswersSchema } from '../../../common/schemas/projects';
import { requireParent } from '../../access/guards';
import { requireParentOf } from '../../access/parent-of';
import { writeAudit } from '../../lib/audit';
import { loadActiveChildProject } from './child-project-access';
import { deleteChildProject } from './delete-child-project';
import { getChildFeed } from './get-child-feed';
import { getChildWork } from './get-child-work';
import { linkChildByCode } from './link-child-by-code';
import { listFamilyChildren } from './list-family-children';
import { saveChildAnswers } from './save-child-answers';
import { publishProjectChange } from '../projects/publish-project-change';
import { FAMILY_MESSAGES } from '../../../common/family/messages';

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

  /* ---- The parent's home (issue 12, points 1, 2 and 4; part "parents") ---- */

  app.get(
    '/children',
    {
      schema: {
        summary: "The signed-in parent's linked children: avatar, classes and teachers",
        tags,
        response: { 200: familyChildrenAnswerSchema, ...errorAnswers(401, 403) },
      },
    },
    async (request) => {
      const account = await requireParent(request, FAMILY_MESSAGES.parentsOnly);
      return { children: await listFamilyChildren(app.db, account.id) };
    },
  );

  app.get(
    '/children/:studentId/feed',
    {
      schema: {
        summary: "A linked child's approved and returned work with feedback, and their books",
        tags,
        params: z.object({ studentId: z.string() }),
        response: { 200: childFeedAnswerSchema, ...errorAnswers(401, 404) },
      },
    },
    async (request) => {
      const { studentId } = request.params;
      await requireParentOf(request, studentId);
      return getChildFeed(app.db, studentId);
    },
  );

  app.post(
    '/children/link',
    {
      schema: {
        summary: "Link a child with the invitation code (or link) from the teacher's email",
        tags,
        body: linkChildBodySchema,
        response: { 200: linkedChildAnswerSchema, ...errorAnswers(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const account = await requireParent(request, FAMILY_MESSAGES.parentsOnly);
      const linked = await linkChildByCode(app, {
        parentId: account.id,
        typed: request.body.code,
        ip: request.ip,
      });
      if (!linked.alreadyLinked) {
        await writeAudit(app.db, {
          action: 'parent_invitation_accepted',
          actorType: 'user',
          actorId: account.id,
          targetType: 'student',
          targetId: linked.studentId,
          ip: request.ip,
          details: { by: 'code' },
        });
      }
      return linked;
    },
  );
};
