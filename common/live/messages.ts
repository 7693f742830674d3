/** What a live view (Server-Sent Events) may answer instead of its stream. */
export const LIVE_MESSAGES = {
  tooManyStreams: (max: number) =>
    `Too many live pages are open for your account (${max} live connections). Close one in another tab or window, then reload this page.`,
} as const;
