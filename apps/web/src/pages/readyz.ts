import type { APIRoute } from 'astro';
import { contentSource } from '../content/source';
import { readiness } from '../site/readiness';

/** Readiness: this instance can render a page now (src/site/readiness.ts); Varnish's probe asks it. */
export const GET: APIRoute = () => readiness(contentSource());
export const HEAD: APIRoute = () => readiness(contentSource());
