/** What a live view (Server-Sent Events) may answer instead of its stream. */
export const LIVE_MESSAGES = {
  tooManyStreams: (max: number) =>
    `You already have ${max} live views open. Close one in another tab or window, then reload this page.`,
} as const;
