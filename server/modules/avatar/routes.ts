import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { avatarAnswerSchema, purchaseSchema, wearSchema } from '../../../common/avatars/catalog';
import { errorAnswers } from '../../../common/schemas/fields';
import { requireStudent } from '../../access/guards';
import { getAvatar } from './get-avatar';
import { purchaseItem } from './purchase-item';
import { wearItems } from './wear-items';

const tags = ['avatar'];

/** The Avatar Store under /api/avatar: the look, buying items with points, wearing them. */
export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        summary: "The student's points, look and bought items",
        tags,
        response: { 200: avatarAnswerSchema, ...errorAnswers(401) },
      },
    },
    async (request) => getAvatar(app.db, (await requireStudent(request)).id),
  );

  app.post(
    '/purchase',
    {
      schema: {
        summary: 'Buy an item of the store with points',
        tags,
        body: purchaseSchema,
        response: { 200: avatarAnswerSchema, ...errorAnswers(400, 401, 409) },
      },
    },
    async (request) => {
      const student = await requireStudent(request);
      await purchaseItem(app.db, app.dbKind, {
        studentId: student.id,
        itemId: request.body.itemId,
      });
      return getAvatar(app.db, student.id);
    },
  );

  app.post(
    '/wear',
    {
      schema: {
        summary: 'Wear owned or free items',
        tags,
        body: wearSchema,
        response: { 200: avatarAnswerSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request) => {
      const student = await requireStudent(request);
      return wearItems(app.db, { studentId: student.id, look: request.body.look });
    },
  );
};
