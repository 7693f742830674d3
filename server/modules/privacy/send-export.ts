import type { FastifyReply, FastifyRequest } from 'fastify';
import { exportFileName } from '../../../common/copy/privacy';
import { z } from 'zod';
import { studentExportSchema, type ExportFormat } from '../../../common/schemas/privacy';
import { writeAudit } from '../../lib/audit';
import { buildStudentExport } from './build-export';
import { studentNotFound } from '../../access/guards';
import { renderStudentExportPdf } from './render-export-pdf';

export const EXPORT_FORMATS: readonly ExportFormat[] = ['json', 'pdf'];

/**
 * What each export answers, for the route schemas. Both are sent as they are (the JSON as
 * indented text, for people to read), so neither goes through the answer serializer.
 */
export const exportAnswerSchemas: Record<ExportFormat, z.ZodType> = {
  json: studentExportSchema,
  pdf: z.any().describe('application/pdf'),
};

/**
 * Answers the student's data as a download (JSON or PDF), never cached, and audits who took
 * it (ids only). The caller has checked the right to it.
 */
export async function sendStudentExport(
  request: FastifyRequest,
  reply: FastifyReply,
  { studentId, format, actorId }: { studentId: string; format: ExportFormat; actorId: string },
) {
  const { db } = request.server;
  const data = await buildStudentExport(db, studentId);
  if (!data) throw studentNotFound();
  await writeAudit(db, {
    action: 'student_data_exported',
    actorType: 'user',
    actorId,
    targetType: 'student',
    targetId: studentId,
    details: { format },
  });
  const fileName = exportFileName(data.student.firstName, data.student.lastName, format);
  reply
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store');
  if (format === 'json') {
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .send(`${JSON.stringify(data, null, 2)}\n`);
  }
  return reply.header('content-type', 'application/pdf').send(await renderStudentExportPdf(data));
}
