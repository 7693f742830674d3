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
