// Types for chat.mjs, so the unit tests (TypeScript) can import it.
export interface Spread {
  p50: number | null;
  p95: number | null;
  max: number | null;
}
export interface ChatFanOutResult {
  listeners: number;
  messages: number;
  deliveries: number;
  missed: number;
  failures: number;
  connectMs: number;
  /** The POST's answer. */
  sendMs: Spread;
  /** Each stream's event, from the POST's request. */
  fromSentMs: Spread;
  /** Each stream's event, from the POST's answer (0 when the event came first). */
  fromAnswerMs: Spread;
  /** Per message: until the last stream had it. */
  allReachedMs: Spread;
}
export interface ChatListFigure {
  name: string;
  url: string;
  conversations: number;
  bytes: number;
  p50Ms: number | null;
  p95Ms: number | null;
  maxMs: number;
}
export interface ChatFigures {
  fanOut: ChatFanOutResult & { students: number; parents: number };
  list: {
    classes: number;
    students: number;
    parents: number;
    conversations: number;
    members: number;
    messages: number;
    seedMs: number;
    runs: number;
    calls: ChatListFigure[];
  };
  budgets: { fanOutP95Ms: number; listP95Ms: number };
}
export interface ChatLoad {
  fanOut: { students: number; parents: number; messages: number; timeoutMs: number };
  list: {
    classes: number;
    teacherClasses: number;
    studentsPerClass: number;
    conversations: number;
    messages: number;
    warmup: number;
    runs: number;
  };
}
export const CHAT_LOAD: ChatLoad;
export function measureChatFanOut(options: {
  baseUrl: string;
  headers: Record<string, string>;
  sender: { cookie: string; url: string };
  payload: (index: number) => string;
  listeners: { url: string; cookie: string }[];
  messages: number;
  timeoutMs: number;
}): Promise<ChatFanOutResult>;
export function timeCall(
  call: () => Promise<{ statusCode: number; body: string }>,
  load: { warmup: number; runs: number },
): Promise<{ bytes: number; p50Ms: number | null; p95Ms: number | null; maxMs: number }>;
export function measureChat(options?: {
  load?: ChatLoad;
  onStep?: (text: string) => void;
}): Promise<ChatFigures>;
