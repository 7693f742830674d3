import { renderToReadableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';

/**
 * Used only at build time to prerender the public pages (there is no server rendering at run
 * time). It waits for the whole tree so the HTML is complete.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const stream = await renderToReadableStream(
    <ServerRouter context={routerContext} url={request.url} />,
    { signal: request.signal },
  );
  await stream.allReady;
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(stream, { headers: responseHeaders, status: responseStatusCode });
}
