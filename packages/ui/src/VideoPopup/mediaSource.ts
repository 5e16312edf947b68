/**
 * What the video popup can show for a URL (SPEC §2 item 13): an embedded video of a known provider,
 * a video file, an image, or an animation when the file ends in `.json`. Anything else is `unknown`
 * and the popup shows its fallback image instead of an empty frame.
 */
export type MediaSource =
  | { kind: 'embed'; provider: 'youtube' | 'vimeo'; embedUrl: string }
  | { kind: 'video'; url: string }
  | { kind: 'image'; url: string }
  | { kind: 'animation'; url: string }
  | { kind: 'unknown'; url: string };

const IMAGE_EXTENSIONS = /\.(avif|gif|jpe?g|png|svg|webp)$/i;
const VIDEO_EXTENSIONS = /\.(mp4|webm|ogv|ogg|mov)$/i;
const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d+$/;

function parse(url: string): URL | null {
  try {
    // Relative paths (`/media/intro.json`) resolve against a dummy origin: only the path matters here.
    return new URL(url, 'https://relative.invalid');
  } catch {
    return null;
  }
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = segments[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (segments[0] === 'watch') id = url.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) id = segments[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  const segments = url.pathname.split('/').filter(Boolean);
  const id =
    host === 'vimeo.com'
      ? segments[0]
      : host === 'player.vimeo.com' && segments[0] === 'video'
        ? segments[1]
        : null;
  return id && VIMEO_ID.test(id) ? id : null;
}

export function resolveMediaSource(rawUrl: string | null | undefined): MediaSource | null {
  const trimmed = rawUrl?.trim();
  if (!trimmed) return null;
  const url = parse(trimmed);
  if (!url || !['http:', 'https:'].includes(url.protocol)) return { kind: 'unknown', url: trimmed };
  const youtube = youtubeId(url);
  if (youtube) {
    // The privacy-enhanced host sets no cookies until the visitor plays the video.
    return {
      kind: 'embed',
      provider: 'youtube',
      embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1&rel=0`,
    };
  }
  const vimeo = vimeoId(url);
  if (vimeo) {
    return {
      kind: 'embed',
      provider: 'vimeo',
      embedUrl: `https://player.vimeo.com/video/${vimeo}?autoplay=1&dnt=1`,
    };
  }
  const path = url.pathname;
  if (/\.json$/i.test(path)) return { kind: 'animation', url: trimmed };
  if (VIDEO_EXTENSIONS.test(path)) return { kind: 'video', url: trimmed };
  if (IMAGE_EXTENSIONS.test(path)) return { kind: 'image', url: trimmed };
  return { kind: 'unknown', url: trimmed };
}
