export const PUBLISHING_LIMITS = {
  name: 120,
  activities: 50,
  students: 200,
  dedication: 600,
} as const;
