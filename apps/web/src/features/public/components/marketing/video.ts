/**
 * Spec 1 §5: video links are recognised in youtu.be, {host}/shorts and {host}/watch forms with an
 * 11-character id. Returns the id, or null for anything else.
 */
export function youtubeVideoId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  const id =
    url.hostname === 'youtu.be'
      ? url.pathname.slice(1)
      : url.pathname.startsWith('/shorts/')
        ? url.pathname.slice('/shorts/'.length)
        : url.pathname === '/watch'
          ? (url.searchParams.get('v') ?? '')
          : '';
  return /^[\w-]{11}$/.test(id) ? id : null;
}

/** The privacy-enhanced player: no cookies until the visitor plays (the CSP allows only this host). */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0&modestbranding=1`;
}
