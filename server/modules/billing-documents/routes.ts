import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BILLING_DOCUMENT_MESSAGES as MESSAGES,
  billingDocumentFileName,
} from '../../../common/copy/billing-documents';
import { PATHS } from '../../../common/routes';
import { errorAnswerSchema } from '../../../common/schemas/fields';
import {
  acceptQuoteAnswerSchema,
  acceptQuoteSchema,
  billingDocumentParamsSchema,
  billingInvoicePdfPath,
  createQuoteSchema,
  quoteAnswerSchema,
  quotesAnswerSchema,
} from '../../../common/schemas/billing';
import { billingRoleOf } from '../../access/billing-member';
import { requireAdult, requireTeacher } from '../../access/guards';
import { sendStoredFile, STORED_FILE_REFUSALS } from '../../adapters/storage/send-stored-file';
import { AppError } from '../../errors';
import { accountForOwner } from '../billing/billing-accounts';
import { billedToOf } from './billed-to';
import type { Remittance } from './remittance';
import { renderInvoicePdf } from './render-invoice-pdf';
import { renderQuotePdf } from './render-quote-pdf';
import { acceptQuote, createQuote, findQuote, listQuotes, quoteLinesOf, quoteView } from './quotes';
import { storedDocumentKey } from './store-document';

export interface BillingDocumentRoutesOptions {
  /** The site's address, for the pay and accept links printed on the documents. */
  baseUrl: string;
  /** Lectio's TIN and bank details; null in production when they are not configured. */
  remittance: Remittance | null;
  /** The clock (tests set it). */
  now?: () => Date;
}

const tags = ['billing'];
const refusals = { 401: errorAnswerSchema, 403: errorAnswerSchema } as const;
const pdfAnswer = {
  200: z.any().describe('application/pdf'),
  401: errorAnswerSchema,
  403: errorAnswerSchema,
  404: errorAnswerSchema,
  503: errorAnswerSchema,
  ...STORED_FILE_REFUSALS,
} as const;

/**
 * Quotes and the quote and invoice PDFs (issue 16, point 5) under /api/billing: the signed-in
 * teacher's billing account requests and lists its quotes; its members read its documents, and
 * everyone else gets the 404 of a document that does not exist.
 */
export const billingDocumentRoutes: FastifyPluginAsyncZod<BillingDocumentRoutesOptions> = async (
  app,
  options,
) => {
  const now = options.now ?? (() => new Date());
  const billingPage = `${options.baseUrl.replace(/\/$/, '')}${PATHS.teacherBilling}`;
  const remittance = () => {
    if (!options.remittance) throw new AppError('UNAVAILABLE', { billing: MESSAGES.unavailable });
    return options.remittance;
  };

  /** The caller's account and their role in it (a teacher always has one: their own). */
  async function callerAccount(request: FastifyRequest) {
    const teacher = await requireTeacher(request);
    const account = await accountForOwner(app.db, teacher.id, now());
    const role = await billingRoleOf(app.db, account, teacher.id);
    return { teacher, account, role };
  }

  /** A document of an account the caller belongs to, else the same 404 as a missing one. */
  async function memberAccount(request: FastifyRequest, accountId: string, notFound: string) {
    const teacher = await requireAdult(request);
    const account = await app.db
      .selectFrom('billing_accounts')
      .selectAll()
      .where('id', '=', accountId)
      .executeTakeFirst();
    if (!account || !(await billingRoleOf(app.db, account, teacher.id))) {
      throw new AppError('NOT_FOUND', { billing: notFound });
    }
    return account;
  }

  const sendPdf = async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    number: string,
    notFound: string,
  ) => {
    const sent = await sendStoredFile(request, reply, {
      storage: app.storage,
      key,
      access: 'private',
      contentType: 'application/pdf',
      fileName: billingDocumentFileName(number),
      disposition: 'inline',
    });
    if (!sent) throw new AppError('NOT_FOUND', { billing: notFound });
    return reply;
  };

  app.post(
    '/quotes',
    {
      schema: {
        summary:
          'Requests a quote for Standard: the seats (default: the count), priced by the server',
        tags,
        body: createQuoteSchema,
        response: {
          200: quoteAnswerSchema,
          400: errorAnswerSchema,
          ...refusals,
          503: errorAnswerSchema,
        },
      },
    },
    async (request) => {
      const { teacher, account, role } = await callerAccount(request);
      if (role !== 'manager') throw new AppError('FORBIDDEN', { billing: MESSAGES.notManager });
      remittance();
      const quote = await createQuote(app.db, {
        account,
        seats: request.body.seats,
        period: request.body.period,
        createdBy: teacher.id,
        now: now(),
      });
      return { quote: quoteView(quote, now()) };
    },
  );

  app.get(
    '/quotes',
    {
      schema: {
        summary: "The signed-in teacher's billing account's quotes, newest first",
        tags,
        response: { 200: quotesAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const { account, role } = await callerAccount(request);
      if (!role) return { quotes: [] };
      const at = now();
      return {
        quotes: (await listQuotes(app.db, account.id)).map((quote) => quoteView(quote, at)),
      };
    },
  );

  app.post(
    '/quotes/:id/accept',
    {
      schema: {
        summary:
          'Accepts a quote with the school’s PO number: Standard active now, its first invoice Net-30 with the PO',
        tags,
        params: billingDocumentParamsSchema,
        body: acceptQuoteSchema,
        response: {
          200: acceptQuoteAnswerSchema,
          400: errorAnswerSchema,
          ...refusals,
          404: errorAnswerSchema,
          409: errorAnswerSchema,
        },
      },
    },
    async (request) => {
      const quote = await findQuote(app.db, request.params.id);
      if (!quote) {
        await requireAdult(request);
        throw new AppError('NOT_FOUND', { billing: MESSAGES.quoteNotFound });
      }
      const account = await memberAccount(request, quote.account_id, MESSAGES.quoteNotFound);
      const teacher = await requireTeacher(request);
      if ((await billingRoleOf(app.db, account, teacher.id)) !== 'manager') {
        throw new AppError('FORBIDDEN', { billing: MESSAGES.notManagerAccept });
      }
      const at = now();
      const accepted = await acceptQuote(app, {
        quote,
        account,
        poNumber: request.body.poNumber,
        certificate: request.body.taxExempt?.certificate ?? null,
        acceptedBy: teacher.id,
        now: at,
      });
      const invoice = accepted.invoiceId
        ? await app.db
            .selectFrom('billing_invoices')
            .selectAll()
            .where('id', '=', accepted.invoiceId)
            .executeTakeFirst()
        : undefined;
      return {
        quote: quoteView(accepted.quote, at),
        invoice: invoice
          ? {
              id: invoice.id,
              number: invoice.number,
              kind: invoice.kind,
              status: invoice.status,
              totalCents: invoice.total_cents,
              amountPaidCents: invoice.amount_paid_cents,
              issuedAt: invoice.issued_at,
              dueAt: invoice.due_at,
              paidAt: invoice.paid_at,
              poNumber: invoice.po_number,
              pdfUrl: billingInvoicePdfPath(invoice.id),
            }
          : null,
      };
    },
  );

  app.get(
    '/quotes/:id/pdf',
    {
      schema: {
        summary: "A quote's PDF, for members of its billing account",
        tags,
        params: billingDocumentParamsSchema,
        response: pdfAnswer,
      },
    },
    async (request, reply) => {
      const quote = await findQuote(app.db, request.params.id);
      if (!quote) {
        await requireAdult(request);
        throw new AppError('NOT_FOUND', { billing: MESSAGES.quoteNotFound });
      }
      const account = await memberAccount(request, quote.account_id, MESSAGES.quoteNotFound);
      const details = remittance();
      const key = await storedDocumentKey(app, 'billing_quotes', quote, async () =>
        renderQuotePdf({
          number: quote.number,
          issuedAt: quote.created_at,
          validUntil: quote.valid_until,
          billedTo: await billedToOf(app.db, account, quote.po_number),
          lines: quoteLinesOf(quote),
          totalCents: quote.total_cents,
          taxExempt: Number(account.tax_exempt) === 1,
          acceptUrl: billingPage,
          remittance: details,
        }),
      );
      return sendPdf(request, reply, key, quote.number, MESSAGES.quoteNotFound);
    },
  );

  app.get(
    '/invoices/:id/pdf',
    {
      schema: {
        summary: "An invoice's PDF, for members of its billing account",
        tags,
        params: billingDocumentParamsSchema,
        response: pdfAnswer,
      },
    },
    async (request, reply) => {
      const invoice = await app.db
        .selectFrom('billing_invoices')
        .selectAll()
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!invoice) {
        await requireAdult(request);
        throw new AppError('NOT_FOUND', { billing: MESSAGES.invoiceNotFound });
      }
      const account = await memberAccount(request, invoice.account_id, MESSAGES.invoiceNotFound);
      const details = remittance();
      const key = await storedDocumentKey(app, 'billing_invoices', invoice, async () => {
        const lines = await app.db
          .selectFrom('billing_invoice_lines')
          .select([
            'description',
            'quantity',
            'unit_cents as unitCents',
            'amount_cents as amountCents',
          ])
          .where('invoice_id', '=', invoice.id)
          .orderBy('position')
          .execute();
        return renderInvoicePdf({
          number: invoice.number,
          issuedAt: invoice.issued_at,
          dueAt: invoice.due_at,
          paidAt: invoice.paid_at,
          billedTo: await billedToOf(app.db, account, invoice.po_number),
          lines,
          creditCents: invoice.credit_applied_cents,
          totalCents: invoice.total_cents,
          amountPaidCents: invoice.amount_paid_cents,
          taxExempt: Number(invoice.tax_exempt) === 1,
          payUrl: billingPage,
          remittance: details,
        });
      });
      return sendPdf(request, reply, key, invoice.number, MESSAGES.invoiceNotFound);
    },
  );
};
