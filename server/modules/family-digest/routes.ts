import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FAMILY_DIGEST_COPY } from '../../../common/copy/family-digest';
import { NOTIFICATION_MESSAGES } from '../../../common/notifications/messages';
import { PATHS } from '../../../common/routes';
import {
  digestUnsubscribeAnswerSchema,
  digestUnsubscribeBodySchema,
  digestUnsubscribeQuerySchema,
  familyDigestSettingSchema,
} from '../../../common/schemas/family-digest';
import { errorAnswers } from '../../../common/schemas/fields';
import { requireParent } from '../../access/guards';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { unsubscribeKey } from '../notifications/unsubscribe-token';
import { readDigestSetting, setDigestSetting } from './digest-setting';
import { readDigestUnsubscribeToken } from './unsubscribe-token';
import { acceptOneClickBodies } from '../../lib/one-click-unsubscribe';

const tags = ['family-digest'];

/**
 * The weekly family digest (issue 12, point 3) under /api/family_digest: the signed-in
 * parent's own setting, and the digest's one-click unsubscribe.
 */
export const familyDigestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/setting',
    {
      schema: {
        summary: 'Whether the signed-in parent gets the weekly family digest',
        tags,
        response: { 200: familyDigestSettingSchema, ...errorAnswers(401, 403) },
      },
    },
    async (request) => {
      const parent = await requireParent(request);
      return { enabled: await readDigestSetting(app.db, parent.id) };
    },
  );

  app.put(
    '/setting',
    {
      schema: {
        summary: 'The signed-in parent turns the weekly family digest on or off',
        tags,
        body: familyDigestSettingSchema,
        response: { 200: familyDigestSettingSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const parent = await requireParent(request);
      if (parent.session.impersonatorId) {
        // Whoever signed in as this parent may look, not change their email.
        throw new AppError('FORBIDDEN', { session: NOTIFICATION_MESSAGES.impersonating });
      }
      const { enabled } = request.body;
      await setDigestSetting(app.db, parent.id, enabled);
      await writeAudit(app.db, {
        action: enabled ? 'family_digest_on' : 'family_digest_off',
        actorType: 'user',
        actorId: parent.id,
        targetType: 'user',
        targetId: parent.id,
        ip: request.ip,
      });
      return { enabled };
    },
  );

  await app.register(unsubscribeRoutes);
};

/**
 * RFC 8058 one-click unsubscribe, as notification email's: a mail client POSTs
 * `List-Unsubscribe=One-Click` as a form without cookies or Origin, the signed token being the
 * only authority (the CSRF rule exempts this path). GET never unsubscribes (link scanners
 * follow links): a browser goes to the page that asks for a click.
 */
const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptOneClickBodies(app);

  const invalid = () =>
    new AppError('NOT_FOUND', { token: FAMILY_DIGEST_COPY.unsubscribe.invalid });
  const parentOfToken = async (token: unknown) => {
    const parentId = readDigestUnsubscribeToken(await unsubscribeKey(app.db), token);
    if (!parentId) throw invalid();
    return parentId;
  };

  app.get(
    '/unsubscribe',
    {
      schema: {
        summary: 'Whether the token’s parent has the weekly digest off (never changes it)',
        description: 'A browser (Accept: text/html) is redirected to the page that confirms.',
        tags,
        querystring: digestUnsubscribeQuerySchema,
        response: {
          200: digestUnsubscribeAnswerSchema,
          303: z.null().describe('Redirect to the confirmation page'),
          ...errorAnswers(400, 404),
        },
      },
    },
    async (request, reply) => {
      const { t } = request.query;
      if ((request.headers.accept ?? '').includes('text/html')) {
        const query = t ? `?t=${encodeURIComponent(t)}` : '';
        return reply.redirect(`${PATHS.familyDigestUnsubscribe}${query}`, 303);
      }
      const parentId = await parentOfToken(t);
      const row = await app.db
        .selectFrom('users')
        .select('family_digest_email')
        .where('id', '=', parentId)
        .executeTakeFirst();
      if (!row) throw invalid();
      return { unsubscribed: row.family_digest_email === 0 };
    },
  );

  app.post(
    '/unsubscribe',
    {
      schema: {
        summary: 'One-click unsubscribe (RFC 8058): turns the weekly family digest off',
        tags,
        querystring: digestUnsubscribeQuerySchema,
        body: digestUnsubscribeBodySchema,
        response: { 200: digestUnsubscribeAnswerSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request) => {
      const parentId = await parentOfToken(request.query.t);
      if (!(await setDigestSetting(app.db, parentId, false))) throw invalid();
      await writeAudit(app.db, {
        action: 'family_digest_unsubscribed',
        actorType: 'user',
        actorId: parentId,
        targetType: 'user',
        targetId: parentId,
        ip: request.ip,
      });
      return { unsubscribed: true };
    },
  );
};
