import type {
  BookDetails,
  PrintOrderAnswer,
  PrintOrderPayload,
  PriceMismatchAnswer,
  ShippingOption,
  StudentSearchResult,
  UserDetails,
} from '@common/schemas/store';
import { apiGet, apiPost } from '~/lib/api';

/** The store calls of SPEC §7.2 under our own /api. */
const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));

export const STORE_API = {
  searchActivity: (code: string) => `/api/store/search_activity?${query({ code })}`,
  studentsSearch: (code: string, q: string) => `/api/store/students_search?${query({ code, q })}`,
  shipping: (countryCode: string, quantity: number) =>
    `/api/store/shipping?${query({ countryCode, quantity })}`,
  userDetails: '/api/store/user_details',
  printOrder: (intentId: string | null) =>
    `/api/store/print_order${intentId ? `?${query({ pi_id: intentId })}` : ''}`,
  printOrderSuccess: (intentId: string) =>
    `/api/store/print_order_success?${query({ pi_id: intentId })}`,
} as const;

type Errors = { errors?: Record<string, string>; message?: string };

export async function searchBook(code: string) {
  const result = await apiGet<Partial<BookDetails> & Errors>(STORE_API.searchActivity(code));
  const found = result.ok && typeof result.body.bookCode === 'string' && !result.body.message;
  return found
    ? { book: result.body as BookDetails }
    : { book: null, tooMany: result.status === 429, error: result.body.errors?.code };
}

export async function searchStudents(code: string, q: string): Promise<StudentSearchResult[]> {
  const result = await apiGet<unknown>(STORE_API.studentsSearch(code, q));
  return result.ok && Array.isArray(result.body) ? (result.body as StudentSearchResult[]) : [];
}

export async function fetchShippingOptions(
  countryCode: string,
  quantity: number,
): Promise<ShippingOption[] | null> {
  const result = await apiGet<unknown>(STORE_API.shipping(countryCode, quantity));
  return result.ok && Array.isArray(result.body) ? (result.body as ShippingOption[]) : null;
}

export async function fetchUserDetails(): Promise<UserDetails | null> {
  const result = await apiGet<Partial<UserDetails>>(STORE_API.userDetails);
  return result.ok && typeof result.body.email === 'string' ? (result.body as UserDetails) : null;
}

export type PrintOrderResult =
  | { kind: 'ok'; answer: PrintOrderAnswer }
  | { kind: 'prices'; answer: PriceMismatchAnswer }
  | { kind: 'failed'; errors: Record<string, string> };

export async function placePrintOrder(
  payload: PrintOrderPayload,
  intentId: string | null,
): Promise<PrintOrderResult> {
  const result = await apiPost<Partial<PrintOrderAnswer> & PriceMismatchAnswer>(
    STORE_API.printOrder(intentId),
    payload,
  );
  if (result.ok && typeof result.body.cs === 'string') {
    return { kind: 'ok', answer: result.body as PrintOrderAnswer };
  }
  if (result.status === 409 && typeof result.body.totalPrice === 'number') {
    return { kind: 'prices', answer: result.body };
  }
  return { kind: 'failed', errors: result.body.errors ?? {} };
}

/** Sent after the card is confirmed (SPEC §7.2: booksPrice as a 2-decimal value). */
export function reportPaymentSuccess(intentId: string, payload: PrintOrderPayload) {
  return apiPost<unknown>(STORE_API.printOrderSuccess(intentId), {
    ...payload,
    booksPrice: payload.booksPrice.toFixed(2),
  });
}
