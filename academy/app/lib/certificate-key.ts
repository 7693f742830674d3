/**
 * The participant's certificate query (features/certificates), kept here because the learning
 * pages refresh it too: it sits under their keys (['academy', 'learn']), so a hand-in or a
 * progress report reads it again, and the lesson's live feed (an accepted reflection) as well.
 */
export const myCertificateKey = (courseId: string) =>
  ['academy', 'learn', 'certificate', courseId] as const;
