/** How long to wait before opening a stream again after the browser gave up on it. */
const REOPEN_AFTER_MS = 5_000;

/**
 * Opens a server-sent event stream with a listener per event name, and opens it again when
 * the browser gives up: a refused stream (an error status) is not retried by the browser
 * itself. Answers the function that closes it for good. Nothing happens where the browser has
 * no EventSource.
 */
export function openLiveStream(
  url: string,
  listeners: Record<string, (event: MessageEvent<string>) => void>,
): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  let stream: EventSource | null = null;
  let reopen: ReturnType<typeof setTimeout> | undefined;
  const open = () => {
    stream = new EventSource(url);
    for (const [name, listener] of Object.entries(listeners)) {
      stream.addEventListener(name, listener as EventListener);
    }
    stream.addEventListener('error', () => {
      if (stream?.readyState === EventSource.CLOSED) {
        stream.close();
        reopen = setTimeout(open, REOPEN_AFTER_MS);
      }
    });
  };
  open();
  return () => {
    clearTimeout(reopen);
    stream?.close();
  };
}
