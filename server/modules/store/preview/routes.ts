import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswerSchema } from '../../../../common/schemas/fields';
import { RECORD_ID } from '../../../../common/schemas/ids';
import {
  bookPreviewQuerySchema,
  bookPreviewSchema,
  previewPageParamsSchema,
  previewPageQuerySchema,
  type BookPreview,
} from '../../../../common/schemas/store-preview';
import { STORE_MESSAGES } from '../../../../common/store/messages';
import { STORE_PREVIEW_MESSAGES } from '../../../../common/store/preview-messages';
import { sendStoredFile, STORED_FILE_REFUSALS } from '../../../adapters/storage/send-stored-file';
import { AppError } from '../../../errors';
import type { RateLimitStore } from '../../../lib/rate-limit';
import { findPublishedBook } from '../find-book';
import { createStoreLookupGuard } from '../lookup-limits';
import { findPreviewOfCode, isChildOfBook, toPreviewBook } from './find-preview-book';
import { getBookPreview, previewImageKey } from './preview-cache';
import { renderBookForPreview, type RenderBookForPreview } from './render-book-for-preview';
import { limitedRender } from './render-limits';

export interface PreviewRoutesOptions {
  limits: RateLimitStore;
  /** The book's own renderer by default (render-book-for-preview.ts). */
  render?: RenderBookForPreview;
}

const tags = ['store'];
/** A page image never changes under its address (a new book version gets a new preview id). */
const PAGE_MAX_AGE_SECONDS = 3600;
const PAGE_FILE = /^([1-9][0-9]{0,3})\.png$/;

/**
 * The store preview (issue 12, point 8): the watermarked pages of a published book, open to
 * whoever holds its code, like the book lookup; a Premium cover only for a child the buyer
 * could choose in the store.
 */
export const previewRoutes: FastifyPluginAsyncZod<PreviewRoutesOptions> = async (
  app,
  { limits, render = renderBookForPreview },
) => {
  const lookups = createStoreLookupGuard(limits);
  const deps = { db: app.db, storage: app.storage, render };

  app.get(
    '/preview',
    {
      schema: {
        summary: 'The watermarked page images of a book, Standard or with a child on the cover',
        tags,
        querystring: bookPreviewQuerySchema,
        response: {
          200: bookPreviewSchema,
          400: errorAnswerSchema,
          404: errorAnswerSchema,
          429: errorAnswerSchema,
          503: errorAnswerSchema,
        },
      },
      // Counted like every code lookup, malformed ones included.
      preValidation: async (request) => lookups.admit(request.ip),
    },
    async (request) => {
      const { code, studentId, childName } = request.query;
      const book = await findPublishedBook(app.db, code);
      if (!book) {
        await lookups.recordFailure(request.ip);
        throw new AppError('NOT_FOUND', { code: STORE_MESSAGES.codeNotFound });
      }
      if (studentId !== undefined && childName !== undefined) {
        if (!RECORD_ID.test(studentId) || !(await isChildOfBook(app.db, book.id, studentId))) {
          await lookups.recordFailure(request.ip);
          throw new AppError('NOT_FOUND', { studentId: STORE_PREVIEW_MESSAGES.childNotInBook });
        }
        // Drawing a new name costs the server seconds: counted per address (render-limits.ts).
        const premiumDeps = { ...deps, render: limitedRender(render, limits, request.ip) };
        const ready = await getBookPreview(premiumDeps, toPreviewBook(book), {
          premium: { studentId, childName },
        });
        return answer(ready, 'premium');
      }
      return answer(await getBookPreview(deps, toPreviewBook(book), 'standard'), 'standard');
    },
  );

  app.get(
    '/preview/:previewId/pages/:page',
    {
      schema: {
        summary: "One watermarked page image of a book's preview",
        tags,
        params: previewPageParamsSchema,
        querystring: previewPageQuerySchema,
        response: {
          200: z.any().describe('image/png'),
          400: errorAnswerSchema,
          404: errorAnswerSchema,
          ...STORED_FILE_REFUSALS,
        },
      },
    },
    async (request, reply) => {
      const { previewId } = request.params;
      const { code, size } = request.query;
      const page = Number(PAGE_FILE.exec(request.params.page)?.[1] ?? 0);
      const preview =
        page > 0 && RECORD_ID.test(previewId)
          ? await findPreviewOfCode(app.db, previewId, code)
          : undefined;
      const sent =
        !!preview &&
        page <= Number(preview.page_count ?? 0) &&
        (await sendStoredFile(request, reply, {
          storage: app.storage,
          key: previewImageKey(preview.id, page, size),
          access: 'private',
          contentType: 'image/png',
          disposition: 'inline',
          privateMaxAgeSeconds: PAGE_MAX_AGE_SECONDS,
        }));
      if (!sent) {
        // Preview ids are random: a miss here is a guess or a preview replaced meanwhile.
        await lookups.recordFailure(request.ip);
        throw new AppError('NOT_FOUND', { page: STORE_PREVIEW_MESSAGES.pageNotFound });
      }
      return reply;
    },
  );
};

function answer(
  ready: Awaited<ReturnType<typeof getBookPreview>>,
  copy: BookPreview['copy'],
): BookPreview {
  return { previewId: ready.id, copy, pageCount: ready.pageCount, pages: ready.pages };
}
