import { getConfiguredImageService, imageConfig } from 'astro:assets';
import type { APIRoute } from 'astro';
import { GET as siteImage } from 'astro/assets/endpoint/node';
import { cmsMediaOrigins } from './config';
import { responseCache } from './responseCache';

/** The resized images kept in memory (responseCache.ts): the site's own, and the CMS's most used. */
const IMAGE_CACHE_BYTES = 64 * 1024 * 1024;
const cache = responseCache(IMAGE_CACHE_BYTES);

/**
 * Astro's image endpoint (`/_image`), which also resizes the CMS's uploads, each size once per
 * server run (`cache`). Astro allows remote images by a list fixed when the site is built; the CMS's
 * origin is runtime configuration (`STRAPI_URL`), so its `/uploads/…` are fetched here, and nothing
 * else remote is.
 */
export const GET: APIRoute = (context) => {
  const url = new URL(context.request.url);
  // The query is the whole request: the source, the width, the format.
  return cache.get(url.search, async () => resize(context));
};

const resize: APIRoute = async (context) => {
  const url = new URL(context.request.url);
  const href = url.searchParams.get('href') ?? '';
  // Parsed, so that `/uploads/../anything` (normalised by the URL parser) is not an upload.
  const target = URL.canParse(href) ? new URL(href) : undefined;
  const cms =
    target !== undefined &&
    cmsMediaOrigins().includes(target.origin) &&
    target.pathname.startsWith('/uploads/');
  if (!cms) return siteImage(context);
  const service = await getConfiguredImageService();
  if (!('transform' in service)) return new Response('No image service', { status: 500 });
  // Astro hands its image endpoint a logger beside the public context (astro/assets/endpoint/generic).
  const { logger } = context as unknown as { logger: Parameters<typeof service.parseURL>[2] };
  const transform = await service.parseURL(url, imageConfig, logger);
  if (!transform?.src || transform.format === 'svg') return new Response('Invalid request', { status: 400 });
  let source: Response;
  try {
    source = await fetch(target, { signal: AbortSignal.timeout(10_000) });
  } catch {
    return new Response('The CMS did not answer', { status: 502 });
  }
  if (!source.ok) return new Response('Not Found', { status: 404 });
  const { data, format } = await service.transform(
    new Uint8Array(await source.arrayBuffer()),
    transform,
    imageConfig,
    logger,
  );
  return new Response(data as BodyInit, {
    headers: { 'Content-Type': `image/${format}`, 'Cache-Control': 'public, max-age=31536000' },
  });
};
