export const ACTIVITY_LIMITS = {
  title: 200,
  reference: 200,
  source: 200,
  passage: 20_000,
  instructions: 5_000,
  questions: { min: 1, max: 20, text: 1_000 },
  vocabulary: { max: 30, word: 80, definition: 500 },
  rubric: { criteria: 10, name: 120, description: 500, levels: { min: 2, max: 6 }, label: 60 },
  points: 100,
  imageAlt: 300,
  classesPerAssignment: 50,
  /** Students chosen in one class for an assignment (a class holds at most a few hundred). */
  studentsPerAssignment: 500,
} as const;
