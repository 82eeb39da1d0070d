/**
 * The video-service link rule (product.md §5: the company video and the team song): a YouTube video
 * link in any of its usual forms. YouTube only, because the app embeds it from
 * youtube-nocookie.com, the one video service the page's Content-Security-Policy lets a frame
 * load. Server validation and the web embed share these functions, so a link the server
 * accepts always embeds, and a stored link that does not shows "Invalid YouTube URL".
 */

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
/** Paths that carry the id as their second segment: /embed/ID, /shorts/ID, /live/ID, /v/ID. */
const ID_PATHS = new Set(['embed', 'shorts', 'live', 'v']);

/** An address as typed, with https:// put in front when no scheme was typed ("youtu.be/…"). */
export function withScheme(link: string): string {
  const trimmed = link.trim();
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

function parsedWebLink(link: string): URL | null {
  let url: URL;
  try {
    url = new URL(withScheme(link));
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username !== '' || url.password !== '') return null;
  return url;
}

/** The 11-character id of a YouTube video link, or null when the link is not one. */
export function youtubeVideoId(link: string | null | undefined): string | null {
  if (!link) return null;
  const url = parsedWebLink(link);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (host === 'youtu.be') id = segments.length === 1 ? segments[0] : null;
  else if (!YOUTUBE_HOSTS.has(host)) id = null;
  else if (segments.length === 1 && segments[0] === 'watch') id = url.searchParams.get('v');
  else if (segments.length === 2 && ID_PATHS.has(segments[0])) id = segments[1];
  return id && VIDEO_ID.test(id) ? id : null;
}

/** The privacy-enhanced embed address of a YouTube link, or null when the link is not one. */
export function youtubeEmbedUrl(link: string | null | undefined): string | null {
  const id = youtubeVideoId(link);
  return id ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}

/** True for a web address (http or https, a host name with a dot, no user name in it). */
export function isWebsiteLink(link: string): boolean {
  const url = parsedWebLink(link);
  return url !== null && url.hostname.includes('.') && !url.hostname.endsWith('.');
}
