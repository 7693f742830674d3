import { useMutation } from '@tanstack/react-query';
import { workbooksPaths, type WorkbookQuote } from '@common/schemas/workbooks';
import { apiGet, unwrap } from '~/lib/api';

export const getQuote = async (classId: string, workbookId: string, quantity: number) =>
  unwrap(await apiGet<WorkbookQuote>(workbooksPaths.quote(classId, workbookId, quantity)));

/** The server's price for that many licences (asked when the teacher reviews a purchase). */
export const useQuote = (classId: string) =>
  useMutation({
    mutationFn: ({ workbookId, quantity }: { workbookId: string; quantity: number }) =>
      getQuote(classId, workbookId, quantity),
  });
