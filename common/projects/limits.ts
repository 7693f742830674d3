export const PROJECT_LIMITS = {
  answer: 20_000,
  comment: 2_000,
  awardPoints: 100,
  note: 200,
} as const;
