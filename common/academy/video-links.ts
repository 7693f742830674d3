/**
 * The YouTube video a lesson's link names, for the click-to-load facade (which plays YouTube
 * videos from youtube-nocookie.com, the one player the pages' CSP frames). Null for any other
 * link: the lesson page then opens it at its provider.
 */
export function youTubeIdOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    const id =
      parsed.hostname === 'youtu.be'
        ? parsed.pathname.slice(1)
        : /(^|\.)youtube(-nocookie)?\.com$/.test(parsed.hostname)
          ? (parsed.searchParams.get('v') ??
            parsed.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/)?.[1])
          : null;
    // YouTube ids are letters, digits, - and _: anything else is not one.
    return id && /^[\w-]{6,20}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}
