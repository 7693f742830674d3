// Types for chat-seed.mjs, so the unit tests (TypeScript) can import it.
export function seededRandom(seed: number): () => number;
export function conversationPlan(load: {
  classes: number;
  conversations: number;
  messages: number;
}): { classIndex: number; kind: string; messages: number }[];
