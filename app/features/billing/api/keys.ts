/** Query keys of the billing feature, under one root. */
export const billingKeys = {
  all: ['billing'] as const,
  account: () => [...billingKeys.all, 'account'] as const,
  quotes: () => [...billingKeys.all, 'quotes'] as const,
  school: () => [...billingKeys.all, 'school'] as const,
  checkout: (sessionId: string) => [...billingKeys.all, 'checkout', sessionId] as const,
};
